import AutoLayout
import Testing

@testable import SceneFile
@testable import SceneModel

/// Errors a newcomer meets, each saying what to write instead.
@Suite struct NewcomerErrorTests {
    @Test func yamlErrorsAreOneLine() throws {
        let error = try #require(loadError("root:\n  subviews:\n    - { id: a }\n  bad: [\n"))
        #expect(error.message.hasPrefix("bad YAML: "))
        #expect(!error.message.contains("\n"), "\(error.message)")
        #expect(!error.message.contains(" in line "), "the position is the error's own, not repeated: \(error.message)")
    }

    @Test(arguments: ["root:\n\tsubviews: []\n", "root:\n  subviews:\n  \t- { id: a }\n"])
    func aTabInIndentationSaysTab(_ text: String) throws {
        let error = try #require(loadError(text))
        #expect(error.message == "bad YAML: a tab in the indentation; YAML indents with spaces only")
        #expect(error.location.line == text.split(separator: "\n").firstIndex { $0.contains("\t") }.map { $0 + 1 })
    }

    @Test(arguments: [
        ("root:\n  subviews:\n    - id: a\u{0}b\n", 3, 12, "U+0000"),
        ("root:\r\n  subviews:\r\n    - { id: \"\u{1}\" }\r\n", 3, 14, "U+0001"),
    ])
    func aControlCharacterIsLocatedWhereItStands(_ text: String, _ line: Int, _ column: Int, _ code: String) throws {
        let error = try #require(loadError(text))
        #expect(error.message == "bad YAML: control characters are not allowed (\(code))")
        #expect(error.location.line == line && error.location.column == column, "\(error.location)")
    }

    @Test func aTabInsideTextIsNoError() {
        #expect(loadError("root:\n  subviews:\n    - { id: a, text: \"x\ty\" }\n") == nil)
    }

    @Test(arguments: [
        ("a.top == root.safeAreaLayoutGuide.top", "'safeAreaLayoutGuide' is UIKit's name; a scene says 'root.safeArea' (did you mean 'safeArea'?)"),
        ("a.top == root.layoutMarginsGuide.top", "'layoutMarginsGuide' is UIKit's name; a scene says 'root.margins' (did you mean 'margins'?)"),
        ("a.topAnchor == root.top", "'topAnchor' is UIKit's anchor; a scene names the attribute (did you mean 'top'?)"),
        ("a.centerXAnchor == root.centerX", "'centerXAnchor' is UIKit's anchor; a scene names the attribute (did you mean 'centerX'?)"),
    ])
    func uikitNamesSuggestStruts(_ constraint: String, _ message: String) throws {
        let error = try #require(loadError("root:\n  subviews:\n    - { id: a }\nconstraints:\n  - \(constraint)\n"))
        #expect(error.message == message)
        #expect(error.location.line == 5)
    }

    /// A swapped pair of letters is one edit, and a tie goes to the attribute of the other
    /// side's kind: `widht` is `width`, not `right` (two substitutions from it).
    @Test(arguments: [
        ("a.widht == 100", "width"),
        ("a.widht == root.width", "width"),
        ("a.heihgt == 20", "height"),
        ("a.lefft == root.left", "left"),
        ("a.rigth == root.trailing", "right"),
        ("a.top == root.botom", "bottom"),
        ("a.centrX == root.centerX", "centerX"),
    ])
    func aMisspeltAttributeGetsTheNearestOfItsKind(_ constraint: String, _ expected: String) throws {
        let error = try #require(loadError("root:\n  subviews:\n    - { id: a }\nconstraints:\n  - \(constraint)\n"))
        #expect(error.message.hasSuffix("(did you mean '\(expected)'?)"), "\(error.message)")
    }

    /// Among names as near as each other, the kind decides: `widt` is one edit from `width` and
    /// two from `left`; `ceterY` beside a vertical edge is `centerY`, never `centerX`.
    @Test func aTieIsBrokenByTheOtherSidesKind() throws {
        let beside = { (other: String) in
            suggestion(for: "centerZ", in: ["centerX", "centerY"]) { SceneBuilder.kindRank($0, beside: SceneBuilder.attributeNames[other]) }
        }
        #expect(beside("top") == "centerY")
        #expect(beside("leading") == "centerX")
        #expect(suggestion(for: "ab", in: ["ba", "abc"]) == "abc", "both one edit: the name decides")
        #expect(editDistance("widht", "width") == 1 && editDistance("widht", "right") == 2)
    }

    @Test(arguments: [
        ("V|[a]", "Expected ':' after 'V' to specify vertical arrangement"),
        ("H[a]|", "Expected ':' after 'H' to specify horizontal arrangement"),
        ("-[a]-|", "Expected a view"),
    ])
    func aBareFormatWithASlipGetsVFLsMessage(_ format: String, _ message: String) throws {
        let error = try #require(loadError("root:\n  subviews:\n    - { id: a }\nconstraints:\n  - \"\(format)\"\n"))
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.description.contains("Unable to parse constraint format"))
    }

    @Test func anItemNamedVIsStillAnEquation() throws {
        let scene = try load("root:\n  subviews:\n    - { id: V }\nconstraints:\n  - V.top == root.top + 10\n  - V.leading == root.leading\n  - V.width == 10\n  - V.height == 10\n")
        #expect(scene.view("V")?.frame.minY == 10)
    }

    @Test func intrinsicSizeOnAViewWithTextIsItsTextsSize() throws {
        let scene = try load(
            "root:\n  subviews:\n    - { id: a, text: \"Hello, world\", intrinsicSize: [120, 40] }\nconstraints:\n  - a.leading == root.leading\n  - a.top == root.top\n")
        let frame = try #require(scene.view("a")?.frame)
        #expect(frame.width == 120 && frame.height == 40)
        let oneAxis = try #require(loadError("root:\n  subviews:\n    - { id: a, text: Hi, intrinsicSize: [120, -1] }\n"))
        #expect(oneAxis.message.hasPrefix("on a view with text, intrinsicSize stands for the text's size on both axes"))
        let both = try #require(loadError("root:\n  subviews:\n    - { id: a, text: Hi, intrinsicSize: [120, 40], measuresText: true }\n"))
        #expect(both.message.hasPrefix("measuresText: true measures the text, so the view's intrinsicSize would be ignored"))
    }
}
