/// A format string the Visual Format Language cannot read, with where it went wrong.
///
/// Prints as Foundation's exception does, the format with a caret under the failing column:
///
///     Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
///     V|[box]|
///      ^
package struct VisualFormatError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, in Apple's words: "Expected ':' after 'V' to specify vertical arrangement".
    package let message: String
    /// The format string as given.
    package let format: String
    /// Where the caret goes: a 0-based index into `format` (the parser's position when it stopped,
    /// as Apple reports it: after the name it could not find, on the character it did not expect).
    package let column: Int

    package init(message: String, format: String, column: Int) {
        self.message = message
        self.format = format
        self.column = column
    }

    init(_ problem: FormatProblem, format: String, column: Int) {
        self.init(message: problem.message, format: format, column: column)
    }

    /// `Unable to parse constraint format: <message>`, then the format and a caret under `column`
    /// (an empty format has no line to point into).
    package var description: String {
        let head = "Unable to parse constraint format: \(message)"
        guard !format.isEmpty else { return head }
        return head + "\n" + format + "\n" + String(repeating: " ", count: max(column, 0)) + "^"
    }
}
