import AutoLayout

extension String {
    /// The text escaped for a double-quoted string of JSON, which YAML reads the same way:
    /// quotes, backslashes and control characters.
    package var escapedForJSON: String { JSONValue.escaped(self) }

    /// The text as it may stand in a YAML comment, which ends at any line break: control
    /// characters (C1's too, and U+FFFE and U+FFFF, which YAML refuses anywhere in a file) and the
    /// breaks YAML 1.1 also knows (NEL, LINE and PARAGRAPH SEPARATOR) written as `\u{…}`, so that
    /// nothing after `#` can start a line of its own or make the file unreadable.
    package var escapedForComment: String {
        var out = ""
        for c in unicodeScalars {
            if c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 || c.value >= 0xFFFE && c.value <= 0xFFFF || c == "\\" {
                out += c == "\\" ? "\\\\" : "\\u{\(String(c.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
