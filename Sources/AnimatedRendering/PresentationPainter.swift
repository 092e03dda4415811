import Animation
import LayoutValues
import Rendering

/// Draws the views of an animation at one time, as Core Animation composites the presentation
/// layers: each view at its blended frame and transform, its background and border filling the
/// frame, its content drawn for the model's size and laid in the frame as its `contentMode` says
/// (stretched, UIKit's default; at the left, as a label of a document; centred, …).
struct PresentationPainter: Sendable {
    let animated: AnimatedScene
    let sample: Timeline.Sample

    func draw(on canvas: any Canvas) {
        let layout = animated.scenes[sample.model].layout
        draw(layout.root, of: layout, on: canvas)
    }

    private func draw(_ view: SolvedLayout.ViewLayout, of layout: SolvedLayout, on canvas: any Canvas) {
        guard let presented = animated.presentation.present(view.identifier, sample), presented.isVisible else { return }
        let style = animated.style(view.identifier, sample)
        guard style.alpha > 0 else { return }
        let frame = presented.frame
        let bounds = Rect(origin: .zero, size: frame.size)
        canvas.save()
        canvas.concatenate(AffineTransform(translationX: frame.minX, y: frame.minY))
        if !presented.transform.isIdentity { canvas.concatenate(AffineTransform(presented.transform, about: bounds.center)) }
        if style.alpha < 1 { canvas.beginTransparencyLayer(alpha: style.alpha) }
        let shape = Path.rect(bounds, cornerRadius: style.cornerRadius)
        if let background = style.background { canvas.fill(shape, with: background) }
        if let content = animated.content(view.identifier, layout: presented.contentLayout) {
            drawContent(content, in: bounds, mode: style.contentMode, on: canvas)
        }
        if style.clipsToBounds {
            canvas.save()
            canvas.clip(to: shape)
        }
        for subview in view.subviews.compactMap(layout.view) { draw(subview, of: layout, on: canvas) }
        if style.clipsToBounds { canvas.restore() }
        if style.borderWidth > 0 {
            let inset = bounds.insetBy(dx: style.borderWidth / 2, dy: style.borderWidth / 2)
            let radius = max(0, style.cornerRadius - style.borderWidth / 2)
            canvas.stroke(.rect(inset, cornerRadius: radius), with: StrokeStyle(color: style.borderColor ?? .black, width: style.borderWidth))
        }
        if style.alpha < 1 { canvas.endTransparencyLayer() }
        canvas.restore()
    }

    /// The content recorded for its own size, laid in `bounds` as `mode` says.
    private func drawContent(_ content: ViewContent, in bounds: Rect, mode: ContentMode, on canvas: any Canvas) {
        guard content.size.width > 0, content.size.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        canvas.save()
        let place = mode.placement(of: content.size, in: bounds)
        if place.x != 0 || place.y != 0 { canvas.concatenate(AffineTransform(translationX: place.x, y: place.y)) }
        if place.scaleX != 1 || place.scaleY != 1 { canvas.concatenate(AffineTransform(scaleX: place.scaleX, y: place.scaleY)) }
        for operation in content.operations { operation.perform(on: canvas) }
        canvas.restore()
    }
}
