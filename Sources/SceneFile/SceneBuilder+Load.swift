import AutoLayout
import SceneModel

extension SceneBuilder {
    /// Parses and builds in one step.
    package static func load(_ text: String, file: String, textMeasurer: TextMeasuring) throws(SceneError) -> LoadedScene {
        var builder = SceneBuilder(try SceneParser.parse(text, file: file), textMeasurer: textMeasurer)
        return try builder.build()
    }
}
