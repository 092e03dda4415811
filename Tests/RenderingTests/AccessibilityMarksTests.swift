import AutoLayout
import Rendering
import Testing

/// `render --accessibility`: elements tinted and numbered over the screen, listed beside it.
@Suite struct AccessibilityMarksTests {
    func scene(marks: AccessibilityMarks?) -> RenderScene {
        let root = View("root")
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 100, height: 50))
        engine.layout()
        var scene = RenderScene(layout: engine.solvedLayout())
        scene.accessibilityMarks = marks
        return scene
    }

    let marks = AccessibilityMarks(elements: [
        .init(frame: Rect(x: 10, y: 10, width: 40, height: 20), description: "Play, button", hint: "Plays the episode"),
        .init(frame: Rect(x: 60, y: 10, width: 30, height: 20), description: "Volume, 50%, adjustable", hint: nil),
    ])

    @Test func theLegendGoesRightOfThePanelAndWidensTheImage() {
        let options = RenderOptions(scale: 1, padding: 10)
        let plain = Renderer(options: options).layout(of: [scene(marks: nil)], measurer: ApproximateTextMeasurer())
        let marked = Renderer(options: options).layout(of: [scene(marks: marks)], measurer: ApproximateTextMeasurer())
        #expect(plain.accessibilityLegends == [nil])
        let legend = marked.accessibilityLegends[0]
        #expect(legend?.minX == 10 + 100 + 16 && legend?.minY == marked.panels[0].minY && legend?.width == 260)
        #expect(marked.size.width == plain.size.width + 16 + 260)
        // Two entries: the first with its hint below its words.
        #expect((legend?.height ?? 0) > 2 * 18)
    }

    @Test func eachElementIsTintedAndNumberedInReadingOrder() {
        let canvas = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, annotate: .none)).draw([scene(marks: marks)], on: canvas)
        #expect(canvas.lines.contains("fill rect(10, 10, 40, 20) #ff3b304d"))
        #expect(canvas.lines.contains("fill rect(60, 10, 30, 20) #007aff4d"))
        let numbers = canvas.lines.filter { $0.hasPrefix("text \"1\"") || $0.hasPrefix("text \"2\"") }
        // Once on the screen and once in the legend each.
        #expect(numbers.count == 4, "\(numbers)")
        #expect(canvas.lines.contains { $0.hasPrefix("text \"Play, button\" DejaVu Sans 12") })
        #expect(canvas.lines.contains { $0.hasPrefix("text \"Plays the episode\" DejaVu Sans Oblique 11") })
    }
}
