import AutoLayout
import Rendering
import SceneFile

/// A loaded scene as the renderer wants it: colours read, captions set.
enum SceneStyles {
    static func renderScene(_ scene: LoadedScene, label: String?) throws(SceneError) -> RenderScene {
        var styles: [String: ViewStyle] = [:]
        for (id, spec) in scene.styles { styles[id] = try style(spec) }
        return RenderScene(
            engine: scene.engine, styles: styles, title: scene.document.title,
            background: try scene.document.canvas.background.map(color), label: label)
    }

    private static func style(_ spec: StyleSpec) throws(SceneError) -> ViewStyle {
        ViewStyle(
            background: try spec.background.map(color), borderWidth: spec.borderWidth,
            borderColor: try spec.borderColor.map(color), cornerRadius: spec.cornerRadius, alpha: spec.alpha,
            clipsToBounds: spec.clipsToBounds, textColor: try spec.textColor.map(color),
            textAlignment: spec.textAlignment.flatMap(TextAlignment.init(rawValue:)) ?? .natural)
    }

    /// A colour, or a located error with a suggestion.
    static func color(_ text: Located<String>) throws(SceneError) -> Color {
        guard let color = Color(parsing: text.value) else {
            let hint = text.value.hasPrefix("#") ? "" : suggestion(for: text.value, in: Color.knownNames).map { " (did you mean '\($0)'?)" } ?? ""
            throw SceneError(
                "unknown colour '\(text.value)'\(hint); use #rgb, #rrggbb, #rrggbbaa or a CSS or UIKit name", at: text.location)
        }
        return color
    }
}
