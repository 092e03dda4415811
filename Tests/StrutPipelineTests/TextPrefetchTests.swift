import AutoLayout
import CairoRendering
import Rendering
import SceneModel
import StrutPipeline
import Testing

/// Labels measured ahead on another thread while a scene is built (``TextPrefetch``): the texts
/// handed over are those the engine asks for, and the layout is the one measured on one thread.
@Suite struct TextPrefetchTests {
    /// Remembers every text the engine asks for, and measures it with Pango.
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        var asked: [TextBlock] = []
        func measure(_ content: TextContent, width: Double?) -> TextMetrics {
            asked.append(PangoTextMeasurer.block(content, width: width))
            return PangoTextMeasurer().measure(content, width: width)
        }
    }

    /// Labels in a grid: repeated texts, a text style at a larger text size, wrapping labels with
    /// and without a preferred width.
    func document() throws -> SceneDocument {
        var lines = ["canvas: { size: [1000, 800], contentSize: extraExtraLarge }", "root:", "  subviews:"]
        var constraints = ["constraints:"]
        for i in 0..<120 {
            let text = i % 7 == 0 ? "Repeated" : "Label \(i) ✓"
            let font = i % 5 == 0 ? "body" : i % 3 == 0 ? "DejaVu Sans Bold 9" : "DejaVu Sans 8"
            var extra = ""
            if i % 11 == 0 { extra = ", lines: 0, preferredMaxLayoutWidth: 30" } else if i % 13 == 0 { extra = ", lines: 2" }
            lines.append("    - { id: v\(i), text: \"\(text)\", font: \"\(font)\"\(extra) }")
            let (row, column) = i.quotientAndRemainder(dividingBy: 10)
            constraints += [
                "  - v\(i).leading == root.leading + \(column * 95 + 5)", "  - v\(i).top == root.top + \(row * 60 + 5)",
                "  - v\(i).width <= 90",
            ]
        }
        return try SceneInput.scenes(text: (lines + constraints).joined(separator: "\n") + "\n", path: "labels.yaml")[0].document
    }

    @Test func theTextsHandedOverAreThoseTheEngineMeasuresFirst() throws {
        let document = try document()
        let blocks = SceneLoader.labelBlocks(document)
        #expect(blocks.count == 120)
        #expect(blocks.count >= SceneLoader.prefetchedLabels, "the scene is measured ahead")
        let recorder = RecordingMeasurer()
        var builder = SceneBuilder(document, textMeasurer: recorder)
        let scene = try builder.build()
        scene.layout()
        let asked = Set(recorder.asked)
        #expect(blocks.allSatisfy(asked.contains), "\(blocks.filter { !asked.contains($0) }.prefix(3))")
    }

    @Test func theLayoutIsTheOneMeasuredOnOneThread() throws {
        let document = try document()
        let ahead = try SceneLoader.load(document, state: nil)
        var builder = SceneBuilder(document, textMeasurer: PangoTextMeasurer())
        let alone = try builder.build()
        alone.layout()
        for i in 0..<120 {
            #expect(try #require(ahead.view("v\(i)")).frame == (try #require(alone.view("v\(i)")).frame), "v\(i)")
        }
    }

    @Test func measuredAheadOrNotTheMetricsAreTheSame() {
        let blocks = (0..<200).map { TextBlock("Text \($0 % 150)", font: $0 % 2 == 0 ? "DejaVu Sans 12" : "Liberation Sans Bold 7") }
        let prefetch = TextPrefetch(blocks)
        for block in blocks { #expect(prefetch.measurer.measure(block) == PangoTextMeasurer().measure(block)) }
        prefetch.finish()
        prefetch.finish()
    }
}
