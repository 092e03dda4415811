extension String {
    /// The non-empty parts between dots, as `split(separator: ".")` gives them: `card.margins` is
    /// `["card", "margins"]`.
    ///
    /// ASCII text without a carriage return has one character per byte, so it is split on its bytes,
    /// without the grapheme breaking of `Character`s; other text is split on characters.
    ///
    /// - Complexity: O(n) in the length of the text.
    var dotSeparatedParts: [String] {
        let bytes = utf8
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return split(separator: ".").map(String.init) }
        var parts: [String] = []
        var start = bytes.startIndex, index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: ".") {
                if start != index { parts.append(String(self[start..<index])) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != index { parts.append(String(self[start..<index])) }
        return parts
    }
}
