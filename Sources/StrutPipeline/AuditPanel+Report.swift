import Accessibility
import LayoutValues
import SceneModel

extension AuditPanel {
    /// The panel's JSON: the file (and a document's scene), the variation, the elements in
    /// reading order and the findings.
    package func json(_ report: AuditReport) -> JSONValue {
        var leading: [(String, JSONValue)] = [("file", .string(file))]
        if let scene { leading += [("scene", .string(scene.id)), ("title", .string(scene.title))] }
        leading.append(("variation", variationJSON))
        return report.json(leading: leading)
    }

    /// One line per finding, for people, at its view's line as compilers and editors print a
    /// place: `Main.storyboard:42 (Settings): 'Sign In' hitRegion: 120 × 30 pt, smaller than 44 ×
    /// 44 pt [iphone-15 · large · leftToRight · light]`.
    package func lines(_ report: AuditReport) -> [String] {
        let lines = viewLines()
        let sceneName = scene.map { " (\($0.title ?? $0.id))" } ?? ""
        return report.findings.map { finding in
            let place = file + (lines[finding.item].map { ":\($0)" } ?? "") + sceneName
            return "\(place): '\(finding.name)' \(finding.rule.rawValue): \(finding.message) [\(variationText)]"
        }
    }

    /// Each view's line in its file, by id.
    private func viewLines() -> [String: Int] {
        var lines: [String: Int] = [:]
        func visit(_ view: ViewSpec) {
            if lines[view.id.value] == nil { lines[view.id.value] = view.id.location.line }
            view.subviews.forEach(visit)
        }
        visit(document.root)
        return lines
    }
}
