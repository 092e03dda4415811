import CairoRendering
import Foundation
import Rendering
import SceneModel
import StrutPipeline

extension StrutScene {
    /// Draws the scene as `strut render` does: the same panels, captions and bytes.
    ///
    /// ```swift
    /// let png = try scene.render(as: .png)
    /// let dark = try scene.render(as: .svg, device: "ipad:landscape", annotate: .none, theme: .dark)
    /// ```
    ///
    /// Without a device or theme, a scene file that lists `vary:` is drawn in every variation it
    /// lists, side by side; a storyboard or xib opened without a scene name draws all its scenes.
    ///
    /// - Parameters:
    ///   - format: PNG (at the scene's scale, 2 unless it says), SVG or PDF.
    ///   - device: a device to draw the scene on (as in ``layout(device:state:)``).
    ///   - state: one of the scene file's states, or `all` for the base scene and every state
    ///     side by side.
    ///   - annotate: what to draw over the views; ``Annotation/automatic`` (the default) as
    ///     `strut render` does: a scene file's and a log's constraints, and a storyboard's or
    ///     xib's views alone, as Xcode's canvas shows them.
    ///   - theme: light (the default) or dark.
    /// - Returns: the file's bytes.
    /// - Throws: ``SceneError`` as ``layout(device:state:)`` does, and for a PNG of over 100
    ///   megapixels or 32767 pixels on a side.
    public func render(
        as format: ImageFormat = .png, device: String? = nil, state: String? = nil, annotate: Annotation = .automatic,
        theme: Theme? = nil
    ) throws -> Data {
        try refuseVariations(of: kind, device: device, state: state)
        let drawing = kind == .consoleLog ? try logDrawing(annotate: annotate, theme: theme)
            : try drawing(device: try oriented(device), state: state, annotate: annotate, theme: theme)
        let prepared = prepareRender(drawing.scenes, options: drawing.options)
        if format == .png { try RenderLimits.checkPixels(prepared, document: drawing.document) }
        return Data(try CairoRendering.render(prepared, format: format.outputFormat))
    }

    private typealias Drawing = (scenes: [RenderScene], options: RenderOptions, document: SceneDocument)

    /// A scene file's or a document's panels, as `strut render` makes them.
    private func drawing(device: OrientedDevice?, state: String?, annotate: Annotation, theme: Theme?) throws(SceneError) -> Drawing {
        let inputs = try inputs(device: device)
        var variations = VariationMatrix(devices: [device], themes: [theme?.theme])
        // Without an axis asked for, a scene file is drawn in the variations it lists.
        if let vary = inputs[0].document.vary, inputs[0].interfaceBuilder == nil, variations.combinations == [Variation()] {
            variations = VariationMatrix(vary)
        }
        let scenes = try ScenePanels.make(inputs, variations: variations, state: state, file: SceneInput.displayName(path))
        let options = RenderOptions(
            scale: inputs[0].document.canvas.scale, theme: variations.pageTheme,
            annotate: annotate.level(path: path), padding: 16)
        return (scenes, options, inputs[0].document)
    }

    /// A log's conflict, as `strut explain -o` draws it: with a legend of the marks.
    private func logDrawing(annotate: Annotation, theme: Theme?) throws(SceneError) -> Drawing {
        let explanation = try explanation()
        let options = RenderOptions(
            scale: 2, theme: theme?.theme ?? .light, annotate: annotate == .automatic ? .constraints : annotate.level(path: path), padding: 16,
            legend: true)
        return ([try ConflictDrawing.scene(explanation)], options, explanation.scene.document)
    }
}
