import AnimatedRendering
import CairoRendering
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

extension GoldenCheck {
    /// An animation's filmstrip, its ends annotated as asked.
    func renderFilmstripForCheck(_ path: String, _ name: String) throws -> RGBAImage {
        let document = try SceneInput.document(path, regularFileOnly: .check)
        let input = try AnimationInput.load(document, animation: name)
        let annotate = options.annotate ?? .constraints
        let options = RenderOptions(scale: document.canvas.scale, annotate: annotate, padding: 16)
        var panels: [RenderScene] = []
        for scene in input.scenes { panels.append(try SceneStyles.renderScene(scene, label: nil)) }
        let measure = prepareRender([panels[0]], options: options).measure
        let animated = AnimatedScene(scenes: panels, timeline: input.timeline, renderer: Renderer(options: options), measure: measure)
        let frames = AnimationOutput(animated: animated, options: options).filmstrip(count: Self.filmstripFrames, annotate: annotate)
        return try PNG.decode(render(frames, options: options, format: .png))
    }

    /// A scene file in a state and a variation, or every scene of a storyboard or xib side by
    /// side; the scenes laid out are told to `recorder` and kept in `layouts`.
    func renderForCheck(
        _ path: String, _ inputs: [InputScene], state: String?, variation: Variation, recorder: ProblemRecorder, layouts: SnapshotLayouts,
        warnings: inout [String]
    ) throws -> RGBAImage {
        let device = variation.device
        let load: ScenePanels.Loader = { document, state, device throws(SceneError) in
            let loaded = try SceneLoader.load(document, state: state, device: device)
            recorder.record(loaded)
            layouts.layouts.append(loaded.solvedLayout)
            return loaded
        }
        var inputs = inputs
        if let device { (inputs, warnings) = try read(path, device: device.device, landscape: device.landscape ?? false) }
        layouts.inputs = inputs
        let scenes: [RenderScene]
        if state == nil && variation == Variation() {
            scenes = try SceneStyles.panels(inputs, load: load)
        } else {
            scenes = try ScenePanels.make(inputs, variations: VariationMatrix(variation), state: state, file: path, load: load)
        }
        let renderOptions = RenderOptions(
            scale: inputs[0].document.canvas.scale, theme: variation.theme ?? .light,
            annotate: options.annotate ?? SceneStyles.defaultAnnotation(path: path), padding: 16)
        return try PNG.decode(render(scenes, options: renderOptions, format: .png))
    }
}
