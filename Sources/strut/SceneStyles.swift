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
            let hint = closest(text.value, Color.knownNames).map { " (did you mean '\($0)'?)" } ?? ""
            throw SceneError(
                "unknown colour '\(text.value)'\(hint); use #rgb, #rrggbb, #rrggbbaa or a CSS or UIKit name", at: text.location)
        }
        return color
    }

    private static func closest(_ word: String, _ names: [String]) -> String? {
        guard !word.hasPrefix("#") else { return nil }
        let lower = word.lowercased()
        return names.min { distance(lower, $0.lowercased()) < distance(lower, $1.lowercased()) }
            .flatMap { distance(lower, $0.lowercased()) <= max(2, word.count / 3) ? $0 : nil }
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            row = next
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
