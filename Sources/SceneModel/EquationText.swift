/// An equation's text as ``EquationParser`` reads it: one code per `Character`, so that positions
/// stay columns counted in characters, as the located errors always were.
///
/// Text that is all ASCII without a carriage return (every scene in practice) has one character per
/// byte, and its bytes are the codes: no grapheme breaking. Any other text is read character by
/// character, a character that is not one ASCII scalar getting a code above 127 that says only
/// whether it is a letter and whether it is a number, which is all the parser asks of it.
package struct EquationText {
    /// One code per character: its ASCII value, or ``nonASCII`` with the ``letterFlag`` and ``numberFlag`` bits.
    let codes: [UInt8]
    private let source: String
    /// Where each character starts in `source` (and its end last), when the codes are not the bytes.
    private let boundaries: [String.Index]?

    static let nonASCII: UInt8 = 0x80
    static let letterFlag: UInt8 = 0x01
    static let numberFlag: UInt8 = 0x02

    /// - Complexity: O(n) in the length of the text.
    package init(_ text: String) {
        source = text
        if let ascii = Self.asciiBytes(text) {
            codes = ascii
            boundaries = nil
        } else {
            var codes: [UInt8] = [], boundaries: [String.Index] = []
            for index in text.indices {
                codes.append(Self.code(of: text[index]))
                boundaries.append(index)
            }
            boundaries.append(text.endIndex)
            self.codes = codes
            self.boundaries = boundaries
        }
    }

    /// The bytes of ASCII text without a carriage return, checked and copied from the string's
    /// own storage (not through its generic iterator); nil for other text.
    private static func asciiBytes(_ text: String) -> [UInt8]? {
        let isASCII: (UInt8) -> Bool = { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        if let bytes = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isASCII) ? Array($0) : nil }) { return bytes }
        return text.utf8.allSatisfy(isASCII) ? Array(text.utf8) : nil
    }

    private static func code(of character: Character) -> UInt8 {
        if let ascii = character.asciiValue, character.unicodeScalars.count == 1 { return ascii }
        return nonASCII | (character.isLetter ? letterFlag : 0) | (character.isNumber ? numberFlag : 0)
    }

    var count: Int { codes.count }

    subscript(position: Int) -> UInt8 { codes[position] }

    /// The characters in `range`, as written.
    subscript(range: Range<Int>) -> String {
        guard let boundaries else { return String(decoding: codes[range], as: UTF8.self) }
        return String(source[boundaries[range.lowerBound]..<boundaries[range.upperBound]])
    }

    /// `Character.isLetter` of the character with this code.
    package static func isLetter(_ code: UInt8) -> Bool {
        code < nonASCII ? (code | 0x20) >= UInt8(ascii: "a") && (code | 0x20) <= UInt8(ascii: "z") : code & letterFlag != 0
    }

    /// `Character.isNumber` of the character with this code.
    package static func isNumber(_ code: UInt8) -> Bool {
        code < nonASCII ? code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9") : code & numberFlag != 0
    }
}
