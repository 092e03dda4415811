extension String {
    /// The text escaped for a double-quoted string of JSON, which YAML reads the same way:
    /// quotes, backslashes and control characters.
    public var escapedForJSON: String {
        var out = ""
        for c in unicodeScalars {
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
