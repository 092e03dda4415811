import Testing
@testable import AutoLayout

/// Text in the family that stands for San Francisco takes San Francisco's line height and
/// baselines, the stand-in's width.
@Suite struct SanFranciscoLinesTests {
    @Test func aWrappedLabelInTheStandInHasSanFranciscosLines() {
        let scene = Scene(320, 568)
        let label = scene.add("label")
        label.text = TextContent("one two three four five six", font: "Liberation Sans 10", numberOfLines: 0)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        scene.layout()
        // Three lines of the approximate measurer (50 wide), each San Francisco's 10-point line.
        let line = FontMetrics.systemFont(ofSize: 10).lineHeight
        #expect(abs(label.bounds.size.width - 50) < 1e-9)
        #expect(abs(label.bounds.size.height - 3 * line) < 1e-9)
    }

    @Test func theBaselinesAreSanFranciscos() {
        let measured = ApproximateTextMeasurer().measure(TextContent("Hi", font: "Liberation Sans Bold 17"), width: nil)
        let metrics = measured.inSanFranciscosLines(TextContent("Hi", font: "Liberation Sans Bold 17"))
        let font = FontMetrics.systemFont(ofSize: 17)
        #expect(metrics.size.width == measured.size.width)
        #expect(abs(metrics.firstBaseline - font.ascender) < 1e-9)
        #expect(abs(metrics.lastBaseline - (font.lineHeight - font.descender)) < 1e-9)
    }

    @Test func otherFamiliesKeepTheirOwnMetrics() {
        let content = TextContent("Hi", font: "DejaVu Sans 17")
        let measured = ApproximateTextMeasurer().measure(content, width: nil)
        #expect(measured.inSanFranciscosLines(content) == measured)
    }
}
