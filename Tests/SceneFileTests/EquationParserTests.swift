import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// ``EquationParser`` reads bytes when it can; it must say what the `Character` parser said.
@Suite struct EquationParserTests {
    static let written = [
        "button1.leading == root.leadingMargin + 20 @750", "a.width == 0.5 * b.width", "a.height == b.height * 2",
        "a.width == root.width / 4", "a.width == b.width / 0", "a.top >= b.bottom + 4 @required", "a.width == 20 @high",
        "a.width <= 1e3", "a.width == 1e+2", "a.width == -5", "a.width == b.width - -3", "card.margins.top == root.top",
        "a.width==b.width*2+3@250", "a.width == 1\t@\tlow", "a = b", "a == 10", "a.width == 10 @2000", "a.width == 10 @hihg",
        "a.width == 10 extra", "a. == 1", ".a == 1", "a.width == b.", "a.width == b.width +", "a.width == 1e400",
        "a.width == 1.2.3", "", "   ", "a.width ==", "a.width == b.width * x", "a.width == 1 @ ", "a.b.c.d >= 3 * e.f.g",
        "é.width == 10", "vé.wïdth == b.height", "a.width == ½", "a.width == ٣", "a.width == 10 @ défaut", "Ⅻ.width == 1",
        "a.width == Ⅻ", "e\u{301}.width == 1", "a.width == 1e\u{301}", "a.width == 1\u{301}", "a.\u{301}width == 1",
        "a\r\n.width == 1", "a.width\r\n== 1", "a.width == 1\r", "a.width == 1 😀", "😀.width == 1", "a.width == 1 @low\u{301}",
        "日本.width == 10", "a.width == b.width · 2", "a.width == −5", "a.width ＝= 1", "a.width == 1 @ ﬁne", "a._1 == _.x_",
    ]

    @Test func writtenEquationsReadAsTheCharacterParserReadThem() {
        for text in Self.written { #expect(parsed(text) == reference(text), "\(text.debugDescription)") }
    }

    /// Random strings over the syntax's pieces and characters that are letters, numbers or neither.
    @Test func randomEquationsReadAsTheCharacterParserReadThem() {
        let pieces = [
            "a", "b1", "_x", "é", "Ⅻ", "½", "٣", "e\u{301}", ".", " ", "\t", "==", "<=", ">=", "=", "*", "/", "+", "-",
            "@", "2", "0.5", "1e3", "e", "E", "low", "required", "\r\n", "\r", "😀", "width", "leading", ".top",
        ]
        var random = SplitMix(seed: 7)
        for _ in 0..<3000 {
            let text = (0..<random.next(below: 12)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            #expect(parsed(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func asciiCodesAreLettersAndNumbersAsCharactersAre() {
        for byte in UInt8(0)..<128 {
            let character = Character(Unicode.Scalar(byte))
            #expect(EquationText.isLetter(byte) == character.isLetter)
            #expect(EquationText.isNumber(byte) == character.isNumber)
        }
    }

    @Test func anEquationChangedAfterReadingIsParsedAgain() throws {
        var document = try SceneParser.parse("root:\n  subviews: [{id: a}]\nconstraints: [a.width == 10]\n", file: "s.yaml")
        document.constraints[0].form = .equation(Located("a.height == 20", at: document.constraints[0].location))
        var builder = SceneBuilder(document, textMeasurer: ApproximateTextMeasurer())
        #expect(try builder.build().constraints[0].description == "a.height == 20")
    }

    private func parsed(_ text: String) -> String {
        do throws(SceneError) {
            return summary(try EquationParser.parse(Located(text, at: location)))
        } catch {
            return error.description
        }
    }

    private func reference(_ text: String) -> String {
        do throws(SceneError) {
            return summary(try CharacterEquationParser.parse(Located(text, at: location)))
        } catch {
            return error.description
        }
    }

    private var location: SceneModel.SourceLocation { SceneModel.SourceLocation(file: "e.yaml", line: 3, column: 5) }

    private func summary(_ eq: Equation) -> String {
        func operand(_ o: Equation.Operand?) -> String {
            o.map {
                let item = $0.item(in: location), attribute = $0.attribute(in: location)
                return "\(item.value)@\(item.location) \(attribute.value)@\(attribute.location)"
            } ?? "-"
        }
        return "\(operand(eq.first)) \(eq.relation) \(operand(eq.second)) ×\(eq.multiplier) +\(eq.constant) @\(eq.priority.rawValue)"
    }
}

/// A small seeded generator, so that the random cases are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
