import LayoutValues

/// Draws the view tree back to front, as UIKit composites it: each view's background, its text,
/// its subviews (clipped when it clips to bounds), then its border; alpha applies to a view and
/// its subviews together; a transform applies about the view's center.
struct ViewPainter {
    let context: PanelContext
    /// Where labels' text was drawn, so that annotations keep clear of it.
    private(set) var textRects: [Rect] = []
    /// How many transformed views enclose the one being drawn (no pixel snapping inside them).
    private var transformDepth = 0

    init(context: PanelContext) {
        self.context = context
    }

    private var canvas: any Canvas { context.canvas }

    mutating func draw(_ index: Int) {
        let view = context.geometry.layout.views[index]
        let style = context.scene.style(of: view.identifier)
        guard style.alpha > 0, !view.isHidden else { return }
        // A transform that flattens the view (`scale(0)`) leaves nothing to draw, as in UIKit.
        let t = view.transform
        guard abs(t.a * t.d - t.b * t.c) > 1e-12 else { return }
        let rect = context.geometry.frame(ofView: index)
        let transformed = !view.transform.isIdentity
        if transformed {
            canvas.save()
            canvas.concatenate(AffineTransform(view.transform, about: rect.center))
            transformDepth += 1
        }
        if style.alpha < 1 { canvas.beginTransparencyLayer(alpha: style.alpha) }
        drawContent(index, style: style, rect: rect)
        if style.alpha < 1 { canvas.endTransparencyLayer() }
        if transformed {
            transformDepth -= 1
            canvas.restore()
        }
    }

    private mutating func drawContent(_ view: Int, style: ViewStyle, rect: Rect) {
        let shape = Path.rect(rect, cornerRadius: style.cornerRadius)
        if let background = style.background { canvas.fill(shape, with: context.resolve(background)) }
        if let control = style.control { drawControl(control, view: view, in: rect) }
        drawMargins(view, rect: rect)
        drawSafeArea(view, rect: rect)
        drawText(view)
        if style.clipsToBounds {
            canvas.save()
            canvas.clip(to: shape)
        }
        let scroll = contentAdjustment(style: style, rect: rect)
        if scroll > 0 {
            canvas.save()
            canvas.concatenate(AffineTransform(translationX: 0, y: scroll))
        }
        for subview in context.geometry.subviews[view] { draw(subview) }
        if scroll > 0 { canvas.restore() }
        if style.clipsToBounds { canvas.restore() }
        drawBorder(view, style: style, rect: rect)
    }

    /// How far a table's content is scrolled down to clear the bars above it: the part of its
    /// frame the root's top unsafe area covers. Only in a drawing without annotations, whose
    /// marks are at the layout's positions.
    private func contentAdjustment(style: ViewStyle, rect: Rect) -> Double {
        let level = context.scene.annotate ?? context.options.annotate
        guard style.adjustsContentBelowBars, level == .none, context.plan.isEmpty, transformDepth == 0 else { return 0 }
        return max(0, context.geometry.layout.root.safeAreaInsets.top - rect.minY)
    }

    /// The control, its words noted as text that annotation labels keep clear of.
    private mutating func drawControl(_ control: Control, view: Int, in rect: Rect) {
        let noting = TextNotingCanvas(canvas)
        ControlPainter(canvas: noting, palette: context.palette, family: context.scene.systemFamily).draw(control, in: rect)
        guard !noting.textRects.isEmpty else { return }
        textRects += transformDepth == 0 ? noting.textRects : [context.geometry.boundingFrame(ofView: view)]
    }

    private mutating func drawText(_ view: Int) {
        guard let text = context.geometry.labelText(ofView: view) else { return }
        canvas.draw(text.block, at: text.origin)
        textRects.append(transformDepth == 0 ? text.inkRect : context.geometry.boundingFrame(ofView: view))
    }

    /// The border inside the bounds; a clear view without one gets a faint outline when
    /// annotating, so that it can be seen.
    private func drawBorder(_ view: Int, style: ViewStyle, rect: Rect) {
        if style.borderWidth > 0 {
            let color = context.resolve(style.borderColor ?? .black)
            let inset = rect.insetBy(dx: style.borderWidth / 2, dy: style.borderWidth / 2)
            let radius = max(0, style.cornerRadius - style.borderWidth / 2)
            let snapped = transformDepth == 0 && radius == 0 ? context.grid.strokeRect(inset, width: style.borderWidth) : inset
            canvas.stroke(.rect(snapped, cornerRadius: radius), with: StrokeStyle(color: color, width: style.borderWidth))
        } else if style.background == nil && context.options.annotate != .none && view != context.geometry.root {
            let outline = StrokeStyle(color: context.palette.ghost.withAlphaMultiplied(by: 0.6), width: 1)
            let inset = rect.insetBy(dx: 0.5, dy: 0.5)
            let snapped = transformDepth == 0 ? context.grid.strokeRect(inset, width: 1) : inset
            canvas.stroke(.rect(snapped, cornerRadius: style.cornerRadius), with: outline)
        }
    }

    /// A tinted band between the bounds and the margins (annotating all).
    private func drawMargins(_ view: Int, rect: Rect) {
        guard context.plan.marginViews.contains(view) else { return }
        fillBand(outer: rect, inner: context.geometry.marginsFrame(ofView: view), color: context.palette.margins)
    }

    /// The root's unsafe areas, tinted.
    private func drawSafeArea(_ view: Int, rect: Rect) {
        guard context.plan.showsSafeArea, view == context.geometry.root else { return }
        let safe = context.geometry.layout.views[view].safeAreaFrame.offsetBy(dx: rect.minX, dy: rect.minY)
        fillBand(outer: rect, inner: safe, color: context.palette.unsafeArea)
    }

    /// Fills `outer` minus `inner` as up to four rectangles.
    private func fillBand(outer: Rect, inner: Rect, color: Color) {
        guard inner.width >= 0, inner.height >= 0 else { return }
        let bands = [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
            Rect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
            Rect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
            Rect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            canvas.fill(.rect(band), with: color)
        }
    }
}
