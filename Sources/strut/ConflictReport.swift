import ConsoleLog
import Foundation
import SceneFile
import SceneModel

/// `strut explain`'s output: plain words, or the contract's JSON object.
enum ConflictReport {
    static func text(_ e: ConflictExplanation) -> String { e.text }

    static func json(_ e: ConflictExplanation) -> String {
        let scene = e.scene
        var views: [String] = []
        for item in scene.items where !item.isInferred {
            let superview = scene.superview(of: item).map { "\"\(key($0).escapedForJSON)\"" } ?? "null"
            let name = String((scene.words[item.key] ?? "view").dropFirst("the ".count))
            views.append(
                "    \"\(key(item).escapedForJSON)\": { \"class\": \(string(item.className)), \"name\": \"\(name.escapedForJSON)\", "
                    + "\"title\": \(string(item.title)), \"superview\": \(superview) }")
        }
        let constraints = e.log.constraints.map { c in
            "    { \"address\": \"\(c.address)\", \"text\": \"\(c.body.escapedForJSON)\", \"identifier\": \(string(c.identifier)), "
                + "\"priority\": \(number(c.contentSizePriorities?.compressionResistance ?? c.relation?.priority ?? 1000)), \"class\": \"\(c.className.escapedForJSON)\", \"line\": \(c.location.line)"
                + (c.sourceFile.map { ", \"source\": \"\($0.escapedForJSON):\(c.sourceLine ?? 0)\"" } ?? "") + " }"
        }
        let minimal = e.minimal.map { "\"\(e.log.constraints[$0].address)\"" }.joined(separator: ", ")
        return """
            {
              "views": {
            \(views.joined(separator: ",\n"))
              },
              "constraints": [
            \(constraints.joined(separator: ",\n"))
              ],
              "conflict": { "minimal": [\(minimal)] },
              "broken": \(string(e.log.broken?.address)),
              "explanation": "\(e.text.escapedForJSON)"
            }
            """
    }

    /// Views by address; an item the log names without one, by its name.
    private static func key(_ item: LoggedItem) -> String { item.address ?? item.name ?? "?" }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    private static func string(_ text: String?) -> String { text.map { "\"\($0.escapedForJSON)\"" } ?? "null" }
}
