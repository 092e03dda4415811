import AutoLayout
import Rendering
import Testing

/// Drawing scenes prepared once is drawing them.
@Suite struct PreparedDrawingTests {
    @Test func preparedScenesDrawAsTheScenesDo() {
        let s = TestScene()
        let a = s.add("a", ViewStyle(background: .white)), b = s.add("b")
        s.place(a, 10, 10, 60, 20)
        s.place(b, 90, 40, 50, 30)
        b.text = TextContent("B", font: "DejaVu Sans 12")
        s.engine.layout()
        let renderer = Renderer(options: RenderOptions(scale: 2, annotate: .all, padding: 8, legend: true))
        let direct = RecordingCanvas(), prepared = RecordingCanvas()
        renderer.draw([s.scene, s.scene], on: direct)
        let once = renderer.prepare([s.scene, s.scene], measure: prepared.measure)
        once.draw(on: prepared)
        #expect(direct.lines.count > 40)
        #expect(prepared.lines == direct.lines)
        #expect(once.layout == renderer.layout(of: [s.scene, s.scene], measurer: ApproximateTextMeasurer()))
        #expect(once.options == renderer.options)
    }
}
