import GoldenWorkflow
import Testing

/// What GitHub's runner could take for a workflow command in a printed line, made inert.
@Suite struct WorkflowAnnotationTests {
    let injected = "state a\n::error file=README.md,line=1::x\n::stop-commands::x"

    /// The lines the runner reads a command from: those beginning with `::` after white space,
    /// split at LF, CR and CRLF as it splits them, and any holding `##[`.
    func commands(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.filter {
            $0.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars) || $0.contains("##[")
        }
    }

    @Test func aLineBreakBeforeACommandIsShown() {
        #expect(commands(injected).count == 2)
        let inert = WorkflowAnnotation.inert(injected)
        #expect(inert == "state a\\u{A}::error file=README.md,line=1::x\\u{A}::stop-commands::x")
        #expect(commands(inert).isEmpty)
    }

    @Test func otherLinesKeepTheirBreaks() {
        let text = "FAILED    a.yaml: differs\n          art/a.actual.png\n  \u{2003}::warning::y\nlast: a::b"
        #expect(WorkflowAnnotation.inert(text) == "FAILED    a.yaml: differs\n          art/a.actual.png\\u{A}  \u{2003}::warning::y\nlast: a::b")
        #expect(WorkflowAnnotation.inert("plain\ntext") == "plain\ntext")
    }

    @Test func aCommandOpeningTheTextCarriageReturnsAndTheOlderFormAreShown() {
        #expect(WorkflowAnnotation.inert(" ::error::x") == " \\u{3A}:error::x")
        #expect(WorkflowAnnotation.inert("a\r::error::x") == "a\\u{D}::error::x")
        #expect(WorkflowAnnotation.inert("a ##[stop-commands]x ###[error]y") == "a ##\\u{5B}stop-commands]x ###\\u{5B}error]y")
        #expect(WorkflowAnnotation.inert("a\n::\u{301}error::x") == "a\\u{A}::\u{301}error::x", "a combining mark hides nothing")
        for text in [" ::error::x", "a\r::error::x", "a ##[stop-commands]x", "a\n\t::error::x"] {
            #expect(commands(WorkflowAnnotation.inert(text)).isEmpty, "\(text)")
        }
    }
}
