@testable import SceneFile
@testable import SceneModel
import Testing

/// Names and dotted items are read on bytes when the text is ASCII; they must read as the
/// `Character` definitions do.
@Suite struct NameTests {
    static let texts = [
        "", ".", "..", "a", "a.b", "a..b", ".a.", "card.margins", "card.margins.top", "_x1", "1x", "x-y", "root",
        "é", "é.b", "a\r\n.b", "a.\u{301}b", "e\u{301}", "Ⅻ", "٣x", "x٣", "日本", "😀", "a b", "a\r", "\r\n",
    ]

    @Test func dottedPartsAreSplitAsCharactersSplit() {
        for text in Self.texts {
            #expect(text.dotSeparatedParts == text.split(separator: ".").map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func namesAreLettersDigitsAndUnderscoresAsCharactersSay() {
        for text in Self.texts {
            let expected = text.first.map { $0.isLetter || $0 == "_" } == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            #expect(ViewParser.isName(text) == expected, "\(text.debugDescription)")
        }
    }
}
