/// A JSON value as strut's reports write it: the one JSON writer of the package (the layout's
/// §3.1 object, animations, saved frames, a console log's explanation).
///
/// Objects and arrays are written on one line (`{ "width": 320, "height": 568 }`, `[0, 0, 20, 10]`)
/// unless made with ``objectLines(_:indent:)`` or ``arrayLines(_:indent:)``, which put their
/// members on lines of their own, so that a report reads a view or a constraint to a line.
/// Numbers are written with nine decimals at most (the solver's noise rounded away) and no
/// trailing `.0`.
package enum JSONValue: Sendable {
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
    package var text: String {
        var out = ""
        write(to: &out, at: 0)
        return out
    }

    /// Appends the text of a value that starts on a line `indent` spaces in.
    private func write(to out: inout String, at indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += formatNumber(value, .decimals(9))
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ", " }
                element.write(to: &out, at: indent)
            }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{ "
            JSONValue.write(members, to: &out, at: indent)
            out += " }"
        case .objectLines(let lines, let inner):
            guard !lines.isEmpty else { out += "{}"; return }
            let inner = inner ?? indent + 2
            out += "{\n"
            for (i, line) in lines.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: " ", count: inner)
                JSONValue.write(line, to: &out, at: inner)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        case .arrayLines(let elements, let inner):
            guard !elements.isEmpty else { out += "[]"; return }
            let inner = inner ?? indent + 2
            out += "[\n"
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: " ", count: inner)
                element.write(to: &out, at: inner)
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        }
    }

    private static func write(_ members: [(String, JSONValue)], to out: inout String, at indent: Int) {
        for (i, (key, value)) in members.enumerated() {
            if i > 0 { out += ", " }
            writeString(key, to: &out)
            out += ": "
            value.write(to: &out, at: indent)
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        out += escaped(text)
        out += "\""
    }

    /// Several documents as one: an array of them, each as written alone, one after another.
    package static func list(_ documents: [String]) -> String {
        documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]"
    }

    /// The text escaped for a double-quoted string of JSON, which YAML reads the same way: quotes,
    /// backslashes and control characters.
    package static func escaped(_ text: String) -> String {
        // Most names need nothing escaped: they are returned as they are.
        // Bytes from 0x7F up start DEL, the C1 controls and U+FFFE and U+FFFF, which YAML refuses
        // raw, and NEL, LINE and PARAGRAPH SEPARATOR, which it reads as line breaks: a scene file
        // written with them raw could not be read back, or would read another text.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 || c.value == 0xFFFE || c.value == 0xFFFF {
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
