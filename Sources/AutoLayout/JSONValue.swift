import Cassowary

/// A JSON value as strut's reports write it: the one JSON writer of the package (the layout's
/// §3.1 object, animations, saved frames, a console log's explanation).
///
/// Objects and arrays are written on one line (`{ "width": 320, "height": 568 }`, `[0, 0, 20, 10]`)
/// unless made with ``objectLines(_:indent:)`` or ``arrayLines(_:indent:)``, which put their
/// members on lines of their own, so that a report reads a view or a constraint to a line.
/// Numbers are written with nine decimals at most (the solver's noise rounded away) and no
/// trailing `.0`.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    /// `[a, b]`.
    case array([JSONValue])
    /// `{ "a": 1, "b": 2 }`, or `{}` when empty.
    case object([(String, JSONValue)])
    /// An object whose members are written a line at a time: each inner list on one line, the
    /// lines `indent` spaces in (two more than the line the object starts on when nil).
    case objectLines([[(String, JSONValue)]], indent: Int? = nil)
    /// An array whose elements are written one to a line, `indent` spaces in (two more than the
    /// line the array starts on when nil).
    case arrayLines([JSONValue], indent: Int? = nil)

    /// A string, or null.
    package static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// `[x, y, width, height]`.
    package static func rect(_ r: Rect) -> JSONValue { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }

    /// `[x, y]`.
    package static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

    /// The text, as the top of a document.
    package var text: String { text(at: 0) }

    /// The text of a value that starts on a line `indent` spaces in.
    private func text(at indent: Int) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let value): return formatNumber(value, .decimals(9))
        case .string(let text): return "\"" + JSONValue.escaped(text) + "\""
        case .array(let elements): return "[" + elements.map { $0.text(at: indent) }.joined(separator: ", ") + "]"
        case .object(let members):
            return members.isEmpty ? "{}" : "{ " + JSONValue.members(members, at: indent) + " }"
        case .objectLines(let lines, let inner):
            let inner = inner ?? indent + 2
            let body = lines.map { String(repeating: " ", count: inner) + JSONValue.members($0, at: inner) }
            return body.isEmpty ? "{}" : "{\n" + body.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        case .arrayLines(let elements, let inner):
            let inner = inner ?? indent + 2
            let body = elements.map { String(repeating: " ", count: inner) + $0.text(at: inner) }
            return body.isEmpty ? "[]" : "[\n" + body.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        }
    }

    private static func members(_ members: [(String, JSONValue)], at indent: Int) -> String {
        members.map { "\"" + escaped($0.0) + "\": " + $0.1.text(at: indent) }.joined(separator: ", ")
    }

    /// Several documents as one: an array of them, each as written alone, one after another.
    package static func list(_ documents: [String]) -> String {
        documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]"
    }

    /// The text escaped for a double-quoted string of JSON, which YAML reads the same way: quotes,
    /// backslashes and control characters.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 {
                    let digits = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }
}
