extension String {
    /// The text on one line, as tables and results print names and paths: line breaks and every
    /// other control character (C0, DEL, C1, and the LINE and PARAGRAPH SEPARATORs) shown as
    /// `\u{A}`, so that a name cannot break a row or begin a line of its own.
    package var onOneLine: String {
        // Every such character's UTF-8 begins with a byte below 0x20, 0x7F, 0xC2 (C1) or 0xE2
        // (the separators): most texts are returned as they are.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                out.append(contentsOf: "\\u{\(String(value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
