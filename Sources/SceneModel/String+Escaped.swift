import AutoLayout

extension String {
    /// The text escaped for a double-quoted string of JSON, which YAML reads the same way:
    /// quotes, backslashes and control characters.
    public var escapedForJSON: String { JSONValue.escaped(self) }

    /// The text as it may stand in a YAML comment, which ends at any line break: control
    /// characters and the breaks YAML 1.1 also knows (NEL, LINE and PARAGRAPH SEPARATOR) written
    /// as `\u{…}`, so that nothing after `#` can start a line of its own.
    public var escapedForComment: String {
        var out = ""
        for c in unicodeScalars {
            if c.value < 0x20 || c.value == 0x7F || c.value == 0x85 || c.value == 0x2028 || c.value == 0x2029 || c == "\\" {
                out += c == "\\" ? "\\\\" : "\\u{\(String(c.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
