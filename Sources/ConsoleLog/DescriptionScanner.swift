import SceneModel

/// A cursor over one constraint description, reporting errors at their line and column in the log.
struct DescriptionScanner {
    let chars: [Character]
    var position = 0
    /// Where `chars[0]` is in the log.
    let start: SourceLocation

    init(_ text: Substring, at start: SourceLocation) {
        chars = Array(text)
        self.start = start
    }

    var isAtEnd: Bool { position >= chars.count }
    var current: Character? { position < chars.count ? chars[position] : nil }

    func peek(_ offset: Int = 0) -> Character? {
        let i = position + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    func location(_ index: Int? = nil) -> SourceLocation {
        SourceLocation(file: start.file, line: start.line, column: start.column + (index ?? position))
    }

    func error(_ message: String, at index: Int? = nil) -> SceneError {
        let found = (index ?? position) < chars.count ? "'\(chars[index ?? position])'" : "the end of the description"
        return SceneError("\(message), found \(found)", at: location(index))
    }

    func text(_ from: Int, _ to: Int) -> String { String(chars[from..<min(to, chars.count)]) }

    func hasPrefix(_ s: String, at index: Int? = nil) -> Bool {
        let i = index ?? position
        var k = i
        for c in s {
            guard k < chars.count, chars[k] == c else { return false }
            k += 1
        }
        return true
    }

    mutating func skip(_ s: String) -> Bool {
        guard hasPrefix(s) else { return false }
        position += s.count
        return true
    }

    mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { position += 1 }
    }

    mutating func expect(_ s: String, _ what: String) throws(SceneError) {
        guard skip(s) else { throw error("expected \(what)") }
    }

    // MARK: Pieces

    static func isClassCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "$"
    }

    /// Whether `Class:0x` (or `Class: 0x`) starts at `index`.
    func classAndAddressStarts(at index: Int) -> Bool {
        var k = index
        guard k < chars.count, chars[k].isLetter || chars[k] == "_" else { return false }
        while k < chars.count, Self.isClassCharacter(chars[k]) { k += 1 }
        guard k < chars.count, chars[k] == ":" else { return false }
        k += 1
        if k < chars.count, chars[k] == " " { k += 1 }
        return hasPrefix("0x", at: k)
    }

    /// `Class:0xADDR`: the class and the address; the cursor is after the address.
    mutating func classAndAddress() throws(SceneError) -> (className: String, address: String) {
        let from = position
        while let c = current, Self.isClassCharacter(c) { position += 1 }
        let className = text(from, position)
        guard !className.isEmpty else { throw error("expected a class name") }
        try expect(":", "':' after the class name")
        if current == " " { position += 1 }
        return (className, try address())
    }

    /// `0x7fe16cd55110`: hexadecimal digits up to a delimiter.
    mutating func address() throws(SceneError) -> String {
        let from = position
        try expect("0x", "an address (0x…)")
        let digitsFrom = position
        while let c = current, c.isHexDigit { position += 1 }
        guard position > digitsFrom else { throw error("expected hexadecimal digits after 0x") }
        if let c = current, c.isLetter || c.isNumber || c == "_" {
            throw error("expected a hexadecimal digit in the address '\(text(from, position))…'")
        }
        return text(from, position).lowercased()
    }

    /// A number as UIKit prints it: `55`, `94.3333`, `- 16`, `+ 70`, `2.22507e-308`, `13.0`.
    mutating func number() throws(SceneError) -> Double {
        let from = position
        var sign = 1.0
        if current == "-" || current == "+" {
            if current == "-" { sign = -1 }
            position += 1
            if current == " " { position += 1 }
        }
        let digitsFrom = position
        while let c = current, c.isNumber || c == "." { position += 1 }
        if current == "e" || current == "E", let next = peek(1), next.isNumber || next == "-" || next == "+" {
            position += 2
            while let c = current, c.isNumber { position += 1 }
        }
        if position == digitsFrom, hasPrefix("inf") { position += 3 }
        guard let value = Double(text(digitsFrom, position)) else {
            position = from
            throw error("expected a number")
        }
        // A scene file's range: the log becomes a scene, written by `--scene-out` and read back.
        guard abs(value) <= SceneLimits.largestNumber else {
            throw SceneError("the number \(text(from, position)) is out of range; a scene's numbers are at most 10000000 in magnitude", at: location(from))
        }
        return sign * value
    }

    /// Whether a number starts here (a constant, or a multiplier before an item).
    func numberStarts() -> Bool {
        guard let c = current else { return false }
        if c.isNumber { return true }
        if c == "-" || c == "+" || c == "." {
            var k = position + 1
            if k < chars.count, chars[k] == " " { k += 1 }
            return k < chars.count && chars[k].isNumber
        }
        return false
    }
}
