/// Numbers as C's `strtod_l` reads them in the C locale, which is how Apple's parser reads the
/// numbers of a format: the longest prefix that is a number, the rest left for the grammar.
///
/// Accepted, after an optional sign: decimal (`8`, `1.`, `.5`, `1e2`), hexadecimal (`0x1p3`),
/// `inf`, `infinity` and `nan` (any case), `nan(chars)`.
enum CNumber {
    /// The number at the start of `text` and how many characters it takes; nil if none starts there.
    static func prefix(of text: ArraySlice<UInt8>) -> (value: Double, length: Int)? {
        let length = prefixLength(text)
        guard length > 0 else { return nil }
        let digits = String(decoding: text.prefix(length), as: UTF8.self)
        guard let value = Double(digits) else { return nil }
        return (value, length)
    }

    /// The length of the number at the start of `text`, 0 if there is none.
    static func prefixLength(_ text: ArraySlice<UInt8>) -> Int {
        var reader = Reader(text)
        _ = reader.take { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        let afterSign = reader.count
        if reader.takeWord("infinity") || reader.takeWord("inf") { return reader.count }
        if reader.takeWord("nan") {
            reader.takeNaNPayload()
            return reader.count
        }
        if reader.takeHexadecimal() { return reader.count }
        guard reader.takeDecimal() else { return 0 }
        return reader.count > afterSign ? reader.count : 0
    }
}

/// A cursor for ``CNumber``: each `take` either consumes what it names or leaves the cursor alone.
private struct Reader {
    let text: ArraySlice<UInt8>
    var index: Int

    init(_ text: ArraySlice<UInt8>) {
        self.text = text
        index = text.startIndex
    }

    var count: Int { index - text.startIndex }
    var next: UInt8? { index < text.endIndex ? text[index] : nil }

    mutating func take(_ matches: (UInt8) -> Bool) -> Bool {
        guard let c = next, matches(c) else { return false }
        index += 1
        return true
    }

    /// Consumes a run of characters that match; returns how many.
    mutating func takeRun(_ matches: (UInt8) -> Bool) -> Int {
        var n = 0
        while take(matches) { n += 1 }
        return n
    }

    /// Consumes `word`, compared without case.
    mutating func takeWord(_ word: String) -> Bool {
        let start = index
        for w in word.utf8 {
            guard take({ $0 | 0x20 == w }) else {
                index = start
                return false
            }
        }
        return true
    }

    /// `(chars)` after `nan`, taken only if closed.
    mutating func takeNaNPayload() {
        let start = index
        guard take({ $0 == UInt8(ascii: "(") }) else { return }
        _ = takeRun { $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "_") }
        if !take({ $0 == UInt8(ascii: ")") }) { index = start }
    }

    /// `0x` hex digits, an optional `.` and more, at least one digit, then an optional `p` exponent.
    mutating func takeHexadecimal() -> Bool {
        let start = index
        guard take({ $0 == UInt8(ascii: "0") }), take({ $0 | 0x20 == UInt8(ascii: "x") }) else {
            index = start
            return false
        }
        var digits = takeRun(\.isHexDigit)
        if take({ $0 == UInt8(ascii: ".") }) { digits += takeRun(\.isHexDigit) }
        guard digits > 0 else {
            index = start
            return false
        }
        takeExponent(marker: UInt8(ascii: "p"))
        return true
    }

    /// Digits, an optional `.` and more, at least one digit, then an optional `e` exponent.
    mutating func takeDecimal() -> Bool {
        let start = index
        var digits = takeRun(\.isDigit)
        if take({ $0 == UInt8(ascii: ".") }) { digits += takeRun(\.isDigit) }
        guard digits > 0 else {
            index = start
            return false
        }
        takeExponent(marker: UInt8(ascii: "e"))
        return true
    }

    /// `e` (or `p`), an optional sign and digits; nothing unless there is at least one digit.
    mutating func takeExponent(marker: UInt8) {
        let start = index
        guard take({ $0 | 0x20 == marker }) else { return }
        _ = take { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        if takeRun(\.isDigit) == 0 { index = start }
    }
}
