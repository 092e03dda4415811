import LayoutValues

/// What a view draws of its own, besides its background, border and subviews: a label's text or
/// a control, recorded in the view's coordinates (origin at its top-left corner) for its size.
///
/// An animation places it in each frame's bounds, stretched as a layer's contents are.
package struct ViewContent: Sendable {
    package var size: Size
    package var operations: [CanvasOperation]
}

extension Renderer {
    /// The content of every view of a solved scene that draws some, by identifier.
    package func contents(of scene: RenderScene, measure: @escaping (TextBlock) -> TextMetrics) -> [String: ViewContent] {
        let geometry = SceneGeometry(scene: scene, theme: options.theme, palette: options.palette, measure: measure)
        var contents: [String: ViewContent] = [:]
        for (index, view) in scene.layout.views.enumerated() {
            let rect = geometry.frame(ofView: index)
            let recorder = OperationRecorder(measure: measure)
            recorder.concatenate(AffineTransform(translationX: -rect.minX, y: -rect.minY))
            if let control = scene.style(of: view.identifier).control {
                ControlPainter(canvas: recorder, palette: options.palette, family: scene.systemFamily).draw(control, in: rect)
            }
            if let text = geometry.labelText(ofView: index) { recorder.draw(text.block, at: text.origin) }
            if recorder.operations.count > 1 { contents[view.identifier] = ViewContent(size: rect.size, operations: recorder.operations) }
        }
        return contents
    }
}
