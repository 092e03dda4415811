import AutoLayout
import Rendering
import Testing

@Suite struct LayoutAndSnappingTests {
    func scene(_ label: String?, _ width: Double = 100, _ height: Double = 50, title: String? = nil) -> RenderScene {
        let root = View("root")
        let engine = LayoutEngine(root: root, canvasSize: Size(width: width, height: height))
        engine.layout()
        return RenderScene(layout: engine.solvedLayout(), title: title, label: label)
    }

    @Test func panelsSitSideBySideWithTheirCaptions() {
        let options = RenderOptions(scale: 2, padding: 10, panelSpacing: 20)
        let layout = Renderer(options: options).layout(
            of: [scene("compact"), scene("regular", 150, 80)], measurer: ApproximateTextMeasurer())
        // Captions of 12-point text, 14.4 tall, 6 above the panels.
        #expect(layout.panels == [Rect(x: 10, y: 30.4, width: 100, height: 50), Rect(x: 130, y: 30.4, width: 150, height: 80)])
        #expect(layout.captions.compactMap { $0?.minY } == [10, 10])
        #expect(layout.size == Size(width: 290, height: 120.4))
        #expect(layout.pixelWidth == 580 && layout.pixelHeight == 241)
    }

    @Test func eachPanelIsDrawnInItsOwnPlaceWithItsCaption() {
        let canvas = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, padding: 10, panelSpacing: 20)).draw([scene("A"), scene("B")], on: canvas)
        #expect(canvas.lines.contains("concat [1 0 0 1 10 30.4]"))
        #expect(canvas.lines.contains("concat [1 0 0 1 130 30.4]"))
        #expect(canvas.lines.contains { $0.hasPrefix("text \"A\" DejaVu Sans 12 #636366 width 120 center") })
        #expect(canvas.lines.contains { $0.hasPrefix("text \"B\" DejaVu Sans 12 #636366 width 120 center") })
    }

    @Test func theTitleGoesAbove() {
        let layout = Renderer(options: RenderOptions(scale: 1)).layout(of: [scene(nil, title: "Hello")], measurer: ApproximateTextMeasurer())
        #expect(layout.title == Rect(x: 0, y: 0, width: 100, height: 18))
        #expect(layout.panels[0].minY == 26)
        let none = Renderer(options: RenderOptions(scale: 1, captions: false)).layout(of: [scene("x", title: "Hello")], measurer: ApproximateTextMeasurer())
        #expect(none.size == Size(width: 100, height: 50))
    }

    @Test func transparentRendersPaintNoBackground() {
        let canvas = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, transparentBackground: true, padding: 5)).draw([scene(nil)], on: canvas)
        #expect(!canvas.lines.contains { $0.hasPrefix("fill") })
    }

    /// A 1-point line lands on whole device pixels: centred on a pixel's middle when its width in
    /// pixels is odd, on a boundary when even.
    @Test(arguments: [(1.0, "0.5"), (2.0, "0"), (3.0, "0.167")])
    func hairlinesAreSnappedToDevicePixels(scale: Double, fraction: String) {
        let s = TestScene()
        let a = s.add("a")
        s.place(a, 20, 10, 50, 20)
        let lines = s.record(RenderOptions(scale: scale, annotate: .constraints))
        // The spacing from root.leading to a.leading runs at a's middle, y = 20.
        let expected = fraction == "0" ? "20" : "20.\(fraction.dropFirst(2))"
        #expect(lines.contains("stroke line(0, \(expected) -> 20, \(expected)) #007aff width 1"), "\(lines.filter { $0.contains("-> 20,") })")
    }
}

extension LayoutAndSnappingTests {
    /// More than six panels (a storyboard's scenes) go in rows of about the square root of their
    /// number, so that the image stays within bounds.
    @Test func manyPanelsGoInRows() {
        let scenes = (0..<10).map { _ in
            let s = TestScene(100, 50)
            s.engine.layout()
            return s.scene
        }
        let layout = Renderer(options: RenderOptions(scale: 1, annotate: .none)).layout(of: scenes, measurer: ApproximateTextMeasurer())
        #expect(Set(layout.panels.map(\.minY)).count == 3)  // 4 + 4 + 2
        #expect(layout.panels.filter { $0.minY == layout.panels[0].minY }.count == 4)
    }
}
