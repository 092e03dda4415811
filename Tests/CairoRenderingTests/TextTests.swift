import AutoLayout
import CairoRendering
import Rendering
import Testing

@Suite struct TextTests {
    let measurer = PangoTextMeasurer()

    @Test func fontSizesArePointsNotPixelsAt96DPI() {
        let metrics = measurer.measure(TextContent("Hello", font: "DejaVu Sans 17"), width: nil)
        #expect(metrics.size.height >= 17 && metrics.size.height <= 22, "\(metrics)")
        #expect(metrics.firstBaseline > 12 && metrics.firstBaseline < metrics.size.height)
        #expect(metrics.lastBaseline == metrics.firstBaseline)
    }

    @Test func measuringIsDeterministic() {
        let content = TextContent("Deterministic text, 123", font: "DejaVu Sans 13")
        #expect(measurer.measure(content, width: nil) == measurer.measure(content, width: nil))
    }

    @Test func wrappingAtAWidthMakesMoreLines() {
        let content = TextContent("one two three four five six", font: "DejaVu Sans 12", numberOfLines: 0)
        let single = measurer.measure(content, width: nil)
        let wrapped = measurer.measure(content, width: 60)
        #expect(wrapped.size.width <= 60)
        #expect(wrapped.size.height > 2 * single.size.height)
        #expect(wrapped.lastBaseline > wrapped.firstBaseline)
    }

    @Test func aLineLimitTruncates() {
        let content = TextContent("one two three four five six", font: "DejaVu Sans 12", numberOfLines: 2)
        let limited = measurer.measure(content, width: 60)
        let unlimited = measurer.measure(TextContent(content.text, font: content.font, numberOfLines: 0), width: 60)
        #expect(limited.size.height < unlimited.size.height)
    }

    @Test(arguments: ["自動レイアウト", "自动布局", "Disposição automática", "Diseño proporcional"])
    func nonEnglishTextMeasuresAndRenders(text: String) throws {
        let metrics = measurer.measure(TextContent(text, font: "DejaVu Sans 17"), width: nil)
        #expect(metrics.size.width > 17 * 3)
        let image = try PNG.decode(render([Scenes.label(text)], options: Scenes.plain(scale: 1), format: .png))
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y].red < 128 { inked += 1 }
        }
        #expect(inked > 50, "\(text) drew \(inked) dark pixels")
    }

    /// The rightmost column with ink, in points.
    func inkRight(_ image: RGBAImage, scale: Double) -> Double {
        var right = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y].red < 160 { right = max(right, x) }
        }
        return Double(right + 1) / scale
    }

    @Test func textDrawsTheSameAtEveryScale() throws {
        // The label is exactly as wide as measured; were the canvas's measure to differ at some
        // scale, the text would be truncated or shifted there.
        let scene = Scenes.label("Scale-independent", font: "DejaVu Sans 15")
        let widths = try [1.0, 2, 3].map { scale in
            try inkRight(PNG.decode(render([scene], options: Scenes.plain(scale: scale), format: .png)), scale: scale)
        }
        let measured = measurer.measure(TextContent("Scale-independent", font: "DejaVu Sans 15"), width: nil).size.width
        for width in widths { #expect(abs(width - (4 + measured)) < 2, "\(widths) vs \(measured)") }
    }
}
