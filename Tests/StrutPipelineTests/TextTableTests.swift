import StrutPipeline
import Testing

@Suite struct TextTableTests {
    @Test func aCellWithALineBreakStaysOnItsRow() {
        var table = TextTable(columns: 2)
        table.add(["view", "x"])
        table.add(["a\nb\u{2028}c\td\u{85}", "10"])
        let lines = table.lines(textColumns: 1)
        #expect(lines[1] == "a\\u{A}b\\u{2028}c\\u{9}d\\u{85}  10")
        #expect(lines[0].count == lines[1].count)
        var text = ""
        table.write(into: &text, textColumns: 1)
        #expect(text == lines.joined(separator: "\n"))
    }

    @Test func textWithoutControlCharactersIsShownAsItIs() {
        #expect("añ — \u{1F600} \\u{A}".onOneLine == "añ — \u{1F600} \\u{A}")
        #expect("\u{7F}\u{9F}\u{1B}[2J".onOneLine == "\\u{7F}\\u{9F}\\u{1B}[2J")
    }
}
