/// A cursor over the ASCII characters of a format string.
///
/// Never traps: reading past the end gives nil, and every failure is a ``VisualFormatError`` at
/// the cursor, where Apple's parser puts its caret.
struct FormatScanner {
    let format: String
    let characters: [UInt8]
    /// The index of the next character (0-based).
    private(set) var position = 0

    /// A scanner over `format`; throws if the format is empty or not ASCII, as Apple refuses both
    /// before reading anything.
    init(_ format: String) throws(VisualFormatError) {
        self.format = format
        characters = Array(format.utf8)
        guard !characters.isEmpty else { throw VisualFormatError(.emptyString, format: format, column: 0) }
        if let index = characters.firstIndex(where: { $0 >= 0x80 }) {
            throw VisualFormatError(.nonASCII, format: format, column: index)
        }
    }

    var isAtEnd: Bool { position >= characters.count }

    /// The next character, nil at the end.
    var next: UInt8? { isAtEnd ? nil : characters[position] }

    /// The character after the next one, nil past the end.
    var afterNext: UInt8? { position + 1 < characters.count ? characters[position + 1] : nil }

    /// Whether the next character is `character`.
    func sees(_ character: Unicode.Scalar) -> Bool { next == UInt8(ascii: character) }

    /// Steps over the next character if it is `character`.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard sees(character) else { return false }
        position += 1
        return true
    }

    mutating func advance(by count: Int = 1) {
        position = min(position + count, characters.count)
    }

    /// A C identifier at the cursor (letters and underscores, then digits too), possibly empty.
    mutating func scanName() -> String {
        guard let first = next, first.isNameStart else { return "" }
        let start = position
        position += 1
        while let c = next, c.isNameStart || c.isDigit { position += 1 }
        return String(decoding: characters[start..<position], as: UTF8.self)
    }

    /// The error `problem` with the caret at the cursor.
    func failure(_ problem: FormatProblem) -> VisualFormatError {
        VisualFormatError(problem, format: format, column: position)
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isNameStart: Bool { isLetter || self == UInt8(ascii: "_") }
    var isHexDigit: Bool { isDigit || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f")) }
}
