import AutoLayout
import Testing

@testable import VisualFormat

/// Every error, with Apple's text and the caret where Apple's parser puts it: the position it had
/// reached (after a name it could not find, on a character it did not expect).
@Suite struct ErrorTests {
    private let views: [String: LayoutItem] = {
        var scene = Scene()
        scene.add("a", "b", "whiteBox1", "whiteBox2", "blackBox4", "backgroundBox")
        var items = scene.items
        items["alsoA"] = items["a"]
        let orphan = View("l")
        items["l"] = orphan
        items["popUp"] = orphan
        return items
    }()

    private static let metrics: [String: Double] = ["blackWidth": 20, "nothing": .nan, "huge": .infinity]

    /// (format, message, caret column)
    static let cases: [(String, String, Int)] = [
        ("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("Hello", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("|", "Expected a connection after the '|' character", 1),
        ("H:|", "Expected a connection after the '|' character", 3),
        ("H:|-10-|", "Expected a view", 7),
        ("a", "Expected a view", 0),
        ("H:", "Expected a view", 2),
        ("[", "Expected a view", 1),
        ("|-[", "Expected a view", 3),
        (
            "[1a]",
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            1
        ),
        (
            "[]",
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            1
        ),
        ("|[whiteBox2][blackBox]|", "blackBox is not a key in the views dictionary.", 21),
        ("[a]-[b]-[a]", "a is already in this format string. A view can appear only once in a format string.", 10),
        ("[a][alsoA]", "alsoA is already in this format string. A view can appear only once in a format string.", 9),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a}", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
        (
            "|[whiteBox1][blackBox4(blackWidth]|",
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", 33
        ),
        ("[a(10", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
        ("[a(10)", "Expected ']' after specifying thickness.", 6),
        ("[a(10)x]", "Expected ']' after specifying thickness.", 6),
        ("[a]x", "Expected a view or '|'", 3),
        ("[a]-10-x", "Expected a view or '|'", 7),
        ("[a]|x", "Expected the end of the format string", 4),
        ("[a]-|[b]", "Expected the end of the format string", 5),
        ("[a]-10[b]", "Expected a '-' here", 6),
        ("[a]-(10)[b]", "Expected a '-' here", 8),
        (
            "[a]-10,20-[b]",
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            6
        ),
        (
            "[a]--10-[b]",
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
            4
        ),
        (
            "[a]-(10[b]",
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 7
        ),
        ("[a]-", "Expected more input", 4),
        ("[a]-(", "Expected more input", 5),
        ("[a(10,", "Expected more input", 6),
        ("V:|[backgroundBox(>45)]|", "Unknown relation. Must be ==, >=, or <=", 19),
        ("[a(=10)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(<)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(10,)]", "Expected a number or key from the metrics dictionary, but encountered something else", 6),
        ("[a(.5)]", "Expected a number or key from the metrics dictionary, but encountered something else", 3),
        ("[a(10@)]", "Expected a number or key from the metrics dictionary, but encountered something else", 6),
        ("[a]-(+5)-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
        ("[a(-)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 3),
        ("[a]-(-x)-[b]", "Expected a number or a key from the metrics dictionary, but encountered something else", 5),
        (
            "[a(width)]", "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries",
            8
        ),
        (
            "[a(10@high)]",
            "Encountered metric with name \"high\", but value was not specified in metrics or views dictionaries", 10
        ),
        (
            "[a]-b-[whiteBox1]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            5
        ),
        (
            "[a]-(10@b)-[whiteBox1]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            9
        ),
        ("[a(10@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(10@-5)]", "Invalid priority specified: -5. Priority must be greater than 0", 8),
        ("[a(10@b)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        (
            "[a(10@1001)]",
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10
        ),
        (
            "[a(10@1e7)]",
            "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 9
        ),
        (
            "[a(10@huge)]",
            "Invalid priority specified: inf. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10
        ),
        ("[a(10@0.5)]", "Invalid priority specified: 0.5. Priority must be at least 1", 9),
        ("[a(10@nothing)]", "Invalid priority specified: nan. Priority must be a number", 13),
        ("[a(1e999)]", "Invalid constant specified: inf. Constants must be finite numbers.", 8),
        ("[a]-(-inf)-[b]", "Invalid constant specified: -inf. Constants must be finite numbers.", 9),
        ("[a(huge)]", "Invalid constant specified: inf. Constants must be finite numbers.", 7),
        ("[a(nothing)]", "Invalid constant specified: nan. Constants must be finite numbers.", 10),
        ("H:|-(20)-[l]-(20)-|", "Unable to interpret '|' character, because the related view doesn't have a superview", 12),
        ("H:|-0-[popUp]-0-|", "Unable to interpret '|' character, because the related view doesn't have a superview", 13),
        ("V:[l]|", "Unable to interpret '|' character, because the related view doesn't have a superview", 6),
        ("[é]", "It contains non-ASCII characters.", 1),
        ("[a]-\u{2014}-[b]", "It contains non-ASCII characters.", 4),
    ]

    @Test(arguments: cases)
    func messageAndCaret(format: String, message: String, column: Int) {
        let error = parseError(format, metrics: Self.metrics, views: views)
        #expect(error?.message == message)
        #expect(error?.column == column)
        #expect(error?.format == format)
    }

    @Test func printsWithACaretUnderTheColumn() {
        let error = parseError("V|[backgroundBox]|", views: views)
        #expect(
            error?.description == """
                Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
                V|[backgroundBox]|
                 ^
                """)
        let unknown = parseError("|[whiteBox2][blackBox]|", views: views)
        #expect(unknown?.description.split(separator: "\n").last == "                     ^")
    }

    @Test func anEmptyFormatHasNoCaretLine() {
        let error = parseError("", views: views)
        #expect(error?.message == "It's an empty string.")
        #expect(error?.column == 0)
        #expect(error?.description == "Unable to parse constraint format: It's an empty string.")
    }

    @Test func noSpacesAnywhere() {
        #expect(parseError("H: [a]", views: views)?.column == 2)
        #expect(parseError(" [a]", views: views)?.message == "Expected a view")
        #expect(parseError("[a ]", views: views)?.column == 2)
    }

    @Test func theFirstErrorInReadingOrderWins() {
        // The superview is looked for when the first view is read, before the bad tail.
        let error = parseError("|-[l]-$", views: views)
        #expect(error?.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(error?.column == 5)
    }

    @Test func viewsWithoutASuperviewAreFineWithoutBars() throws {
        #expect(try equations("[l(10)]", views: views) == ["l.width == 10"])
    }
}
