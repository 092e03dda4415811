import AutoLayout
@testable import SceneFile
@testable import SceneModel

/// Loads a scene from text with the engine's deterministic text stand-in and lays it out.
func load(_ text: String, file: String = "scene.yaml") throws(SceneError) -> LoadedScene {
    let scene = try SceneBuilder.load(text, file: file, textMeasurer: ApproximateTextMeasurer())
    scene.layout()
    return scene
}

/// The error a scene gives, or nil if it loads.
func loadError(_ text: String, file: String = "scene.yaml") -> SceneError? {
    do throws(SceneError) {
        _ = try load(text, file: file)
        return nil
    } catch {
        return error
    }
}
