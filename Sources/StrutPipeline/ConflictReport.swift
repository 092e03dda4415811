import AutoLayout
import ConsoleLog
import Foundation
import SceneFile
import SceneModel

/// `strut explain`'s output: plain words, or the contract's JSON object.
package enum ConflictReport {
    package static func text(_ e: ConflictExplanation) -> String { e.text }

    package static func json(_ e: ConflictExplanation) -> String {
        let scene = e.scene
        var views: [[(String, JSONValue)]] = []
        for item in scene.items where !item.isInferred {
            let name = String((scene.words[item.key] ?? "view").dropFirst("the ".count))
            views.append([
                (key(item), .object([
                    ("class", .string(item.className)), ("name", .string(name)), ("title", .string(item.title)),
                    ("superview", .string(scene.superview(of: item).map(key))),
                ]))
            ])
        }
        let constraints: [JSONValue] = e.log.constraints.map { c in
            var fields: [(String, JSONValue)] = [
                ("address", .string(c.address)), ("text", .string(c.body)), ("identifier", .string(c.identifier)),
                ("priority", .number(c.contentSizePriorities?.compressionResistance ?? c.relation?.priority ?? 1000)),
                ("class", .string(c.className)), ("line", .int(c.location.line)),
            ]
            if let file = c.sourceFile { fields.append(("source", .string("\(file):\(c.sourceLine ?? 0)"))) }
            return .object(fields)
        }
        return JSONValue.objectLines([
            [("views", .objectLines(views))],
            [("constraints", .arrayLines(constraints))],
            [("conflict", .object([("minimal", .array(e.minimal.map { .string(e.log.constraints[$0].address) }))]))],
            [("broken", .string(e.log.broken?.address))],
            [("explanation", .string(e.text))],
        ]).text
    }

    /// Views by address; an item the log names without one, by its name.
    private static func key(_ item: LoggedItem) -> String { item.address ?? item.name ?? "?" }
}
