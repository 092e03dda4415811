import LayoutValues

/// Draws laid-out scenes onto a ``Canvas``: the views as UIKit would, and, as asked, their
/// constraints in Interface Builder's vocabulary, with a title, panel captions and a legend.
///
/// Several scenes (states of one scene, or one scene on several devices) are drawn side by side,
/// each in its own panel.
package struct Renderer {
    package var options: RenderOptions

    package init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Where everything goes and how big the image is, with text measured by `measurer` (which
    /// must agree with the canvas that will draw).
    package func layout(of scenes: [RenderScene], measurer: any TextMeasuring) -> RenderLayout {
        prepare(scenes, measure: { measureText($0, with: measurer) }).layout
    }

    /// The scenes' geometry, annotation plans and layout, with text measured by `measure`
    /// (which must agree with the canvas that will draw; it also measures the views' text
    /// while drawing).
    package func prepare(_ scenes: [RenderScene], measure: @escaping (TextBlock) -> TextMetrics) -> PreparedRender {
        let geometries = scenes.map { geometry($0, measure: measure) }
        let plans = geometries.map { AnnotationPlan(geometry: $0, level: $0.scene.annotate ?? options.annotate, focus: options.focus) }
        var layout = RenderLayout(scenes: scenes, options: options, legendEntries: legendEntries(plans), measure: measure)
        if options.legend {
            // The labels left out are known once placed: placed once on a canvas that draws
            // nothing, to tell their number in the legend.
            let discarding = DiscardingCanvas(measure: measure)
            let omitted = scenes.indices.reduce(0) { sum, index in
                sum + drawPanel(index, layout: layout, geometry: geometries[index], plan: plans[index], on: discarding).omitted
            }
            if omitted > 0 {
                layout = RenderLayout(scenes: scenes, options: options, legendEntries: legendEntries(plans), omitted: omitted, measure: measure)
            }
        }
        return PreparedRender(
            scenes: scenes, layout: layout, renderer: self, geometries: geometries, plans: plans, measure: measure)
    }

    /// Draws the scenes, side by side, onto a canvas of ``layout(of:measurer:)``'s size in points.
    package func draw(_ scenes: [RenderScene], on canvas: any Canvas) {
        prepare(scenes, measure: canvas.measure).draw(on: canvas)
    }

    /// Draws scenes this renderer prepared.
    func draw(_ prepared: PreparedRender, on canvas: any Canvas) {
        let layout = prepared.layout
        drawPage(layout, scenes: prepared.scenes, on: canvas)
        for index in prepared.scenes.indices {
            drawPanel(index, layout: layout, geometry: prepared.geometries[index], plan: prepared.plans[index], on: canvas)
        }
        if let legend = layout.legendLayout, let rect = layout.legend {
            let pen = Pen(canvas: canvas, grid: PixelGrid(scale: options.scale, origin: .zero))
            LegendPainter(pen: pen, palette: options.palette).draw(legend, at: rect.origin)
        }
        for (index, scene) in prepared.scenes.enumerated() {
            guard let legend = layout.accessibilityLegendLayouts[index], let rect = layout.accessibilityLegends[index] else { continue }
            AccessibilityPainter(canvas: canvas, palette: options(for: scene).palette).drawLegend(legend, at: rect.origin)
        }
    }

    private func geometry(_ scene: RenderScene, measure: @escaping (TextBlock) -> TextMetrics) -> SceneGeometry {
        let panel = options(for: scene)
        return SceneGeometry(scene: scene, theme: panel.theme, palette: panel.palette, measure: measure)
    }

    /// The options a panel is drawn with: the scene's own theme, if it has one.
    func options(for scene: RenderScene) -> RenderOptions {
        guard let theme = scene.theme else { return options }
        var panel = options
        panel.theme = theme
        return panel
    }

    private func legendEntries(_ plans: [AnnotationPlan]) -> [LegendEntry] {
        guard options.legend else { return [] }
        return plans.reduce(into: Set<LegendEntry>()) { $0.formUnion($1.legendEntries) }.sorted()
    }

    /// The page behind the panels, the title and the captions.
    private func drawPage(_ layout: RenderLayout, scenes: [RenderScene], on canvas: any Canvas) {
        let palette = options.palette
        let pageShows = layout.panels.count != 1 || layout.panels[0] != Rect(origin: .zero, size: layout.size)
        if !options.transparentBackground && pageShows {
            canvas.fill(.rect(Rect(origin: .zero, size: layout.size)), with: palette.page)
        }
        if let rect = layout.title, let title = scenes.lazy.compactMap(\.title).first {
            canvas.draw(RenderLayout.titleBlock(title, color: palette.text, width: rect.width), at: rect.origin)
        }
        for (scene, rect) in zip(scenes, layout.captions) {
            guard let rect, let label = scene.label else { continue }
            canvas.draw(RenderLayout.captionBlock(label, color: palette.secondaryText, width: rect.width), at: rect.origin)
        }
    }

    /// Draws the scene's views (or its presentation), and says where their text is.
    private func drawViews(of scene: RenderScene, context: PanelContext) -> [Rect] {
        guard let drawViews = scene.drawViews else {
            var painter = ViewPainter(context: context)
            painter.draw(context.geometry.root)
            drawBars(of: scene, palette: context.palette, on: context.canvas)
            return painter.textRects
        }
        drawViews(context.canvas)
        guard (scene.annotate ?? options.annotate) != .none else { return [] }
        let discarding = DiscardingCanvas(measure: context.canvas.measure)
        var painter = ViewPainter(context: context.with(canvas: discarding))
        painter.draw(context.geometry.root)
        return painter.textRects
    }

    /// The bars a storyboard's scene is shown with, over its views.
    private func drawBars(of scene: RenderScene, palette: Palette, on canvas: any Canvas) {
        let painter = ControlPainter(canvas: canvas, palette: palette, family: scene.systemFamily)
        for bar in scene.bars { painter.draw(bar.control, in: bar.frame) }
    }

    /// Draws one panel; returns what became of its labels.
    @discardableResult
    private func drawPanel(
        _ index: Int, layout: RenderLayout, geometry: SceneGeometry, plan: AnnotationPlan, on canvas: any Canvas
    ) -> LabelCounts {
        let panel = layout.panels[index]
        let scene = geometry.scene
        let options = options(for: scene)
        let bounds = Rect(origin: .zero, size: panel.size)
        let pen = Pen(canvas: canvas, grid: PixelGrid(scale: options.scale, origin: panel.origin))
        canvas.save()
        if panel.origin != .zero { canvas.concatenate(AffineTransform(translationX: panel.minX, y: panel.minY)) }
        if !options.transparentBackground {
            canvas.fill(.rect(bounds), with: (scene.background ?? options.palette.panel).resolved(for: options.theme))
            if layout.size != panel.size { pen.rect(bounds.outset(by: 0.5), StrokeStyle(color: options.palette.panelBorder)) }
        }
        let reach = min(options.padding, options.panelSpacing / 2)
        let reserved = ([layout.title] + layout.captions).compactMap { $0?.offsetBy(dx: -panel.minX, dy: -panel.minY) }
        let context = PanelContext(
            canvas: canvas, scene: scene, options: options, geometry: geometry, plan: plan, pen: pen,
            labelBounds: bounds.outset(by: reach), reserved: reserved)
        canvas.save()
        canvas.clip(to: .rect(bounds))
        let textRects = drawViews(of: scene, context: context)
        if let marks = scene.accessibilityMarks { AccessibilityPainter(canvas: canvas, palette: options.palette).drawMarks(marks, in: bounds) }
        canvas.restore()
        var counts = LabelCounts()
        if (scene.annotate ?? options.annotate) != .none || !plan.isEmpty {
            var annotator = Annotator(context: context, textRects: textRects)
            annotator.draw()
            counts = annotator.counts
        }
        canvas.restore()
        return counts
    }

    /// What becomes of the labels of the scenes drawn (placed on a canvas that draws nothing),
    /// for measuring how readable annotations are.
    package func labelCounts(_ scenes: [RenderScene], measure: @escaping (TextBlock) -> TextMetrics) -> LabelCounts {
        let prepared = prepare(scenes, measure: measure)
        let discarding = DiscardingCanvas(measure: measure)
        return scenes.indices.reduce(LabelCounts()) { sum, index in
            sum + drawPanel(index, layout: prepared.layout, geometry: prepared.geometries[index], plan: prepared.plans[index], on: discarding)
        }
    }
}
