import Accessibility
import LayoutValues

extension AuditPanel {
    /// The panel's JSON: the file (and a document's scene), the variation, the elements in
    /// reading order and the findings.
    package func json(_ report: AuditReport) -> JSONValue {
        var leading: [(String, JSONValue)] = [("file", .string(file))]
        if let scene { leading += [("scene", .string(scene.id)), ("title", .string(scene.title))] }
        leading.append(("variation", variationJSON))
        return report.json(leading: leading)
    }

    /// One line per finding, for people:
    /// `Main.storyboard (Settings): 'Sign In' hitRegion: 120 × 30 pt, smaller than 44 × 44 pt [iphone-15 · large · leftToRight · light]`.
    package func lines(_ report: AuditReport) -> [String] {
        let place = file + (scene.map { " (\($0.title ?? $0.id))" } ?? "")
        return report.findings.map { finding in
            "\(place): '\(finding.name)' \(finding.rule.rawValue): \(finding.message) [\(variationText)]"
        }
    }
}
