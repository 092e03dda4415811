import AutoLayout

/// What a view draws of its own, besides its background, border and subviews: a label's text or
/// a control, recorded in the view's coordinates (origin at its top-left corner) for its size.
///
/// An animation places it in each frame's bounds, stretched as a layer's contents are.
public struct ViewContent {
    public var size: Size
    public var operations: [CanvasOperation]
}

extension Renderer {
    /// The content of every view of a solved scene that draws some, by identifier.
    public func contents(of scene: RenderScene, measure: @escaping (TextBlock) -> TextMetrics) -> [String: ViewContent] {
        let geometry = SceneGeometry(scene: scene, theme: options.theme, palette: options.palette, measure: measure)
        var contents: [String: ViewContent] = [:]
        func visit(_ view: View) {
            let rect = geometry.frame(of: view)
            let recorder = OperationRecorder(measure: measure)
            recorder.concatenate(AffineTransform(translationX: -rect.minX, y: -rect.minY))
            if let control = scene.style(of: view).control {
                ControlPainter(canvas: recorder, palette: options.palette, family: scene.systemFamily).draw(control, in: rect)
            }
            if let text = geometry.labelText(of: view) { recorder.draw(text.block, at: text.origin) }
            if recorder.operations.count > 1 { contents[view.identifier] = ViewContent(size: rect.size, operations: recorder.operations) }
            for subview in view.subviews { visit(subview) }
        }
        visit(scene.engine.root)
        return contents
    }
}
