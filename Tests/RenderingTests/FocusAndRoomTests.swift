import AutoLayout
import Testing

@testable import Rendering

/// Readable annotations: one view's constraints with `focus`, and labels that never cover one
/// another or text, shortened or left out (and counted in the legend) where there is no room.
@Suite struct FocusAndRoomTests {
    /// Three boxes in a row, 8 apart, each 40 wide: a, b, c.
    func row() -> TestScene {
        let s = TestScene()
        let a = s.add("a", ViewStyle(background: .white)), b = s.add("b", ViewStyle(background: .white)), c = s.add("c", ViewStyle(background: .white))
        s.place(a, 20, 40, 40, 20)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 41), b.heightAnchor.constraint(equalToConstant: 20),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 12), c.topAnchor.constraint(equalTo: b.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 43), c.heightAnchor.constraint(equalToConstant: 20),
        ])
        return s
    }

    func annotated(_ s: TestScene, focus: Set<String>) -> [String] {
        var options = RenderOptions(scale: 1, annotate: .constraints)
        options.focus = focus
        return s.record(options)
    }

    @Test func focusMarksOnlyThatViewsConstraints() {
        let s = row()
        let all = annotated(s, focus: [])
        #expect(all.contains { $0.hasPrefix("text \"43\"") } && all.contains { $0.hasPrefix("text \"12\"") })
        let focused = annotated(s, focus: ["a"])
        #expect(focused.contains { $0.hasPrefix("text \"8\"") }, "a's spacing to b")
        #expect(!focused.contains { $0.hasPrefix("text \"12\"") } && !focused.contains { $0.hasPrefix("text \"43\"") }, "\(focused)")
        #expect(!focused.contains { $0.hasPrefix("text \"c\"") }, "c's name is not drawn: no constraint of a relates it")
        #expect(focused.contains { $0.hasPrefix("text \"b\"") })
    }

    /// A badge never covers text: among views filled with text it is left out, and counted.
    @Test func aBadgeWithNoRoomIsLeftOutAndCounted() {
        let s = TestScene(200, 60)
        var views: [View] = []
        for i in 0..<4 {
            let v = s.add("v\(i)")
            v.text = TextContent(String(repeating: "M", count: 30), font: "DejaVu Sans 11")
            v.measuresText = false
            s.place(v, 0, 15 * Double(i), 200, 15)
            views.append(v)
        }
        views[1].widthAnchor.constraint(equalTo: views[2].widthAnchor, multiplier: 0.5).isActive = true
        s.engine.layout()
        let canvas = RecordingCanvas()
        let renderer = Renderer(options: RenderOptions(scale: 1, annotate: .constraints))
        let counts = renderer.labelCounts([s.scene], measure: canvas.measure)
        #expect(counts.omitted > 0 && counts.overlapping == 0, "\(counts)")
        let legend = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, annotate: .constraints, legend: true)).draw([s.scene], on: legend)
        #expect(legend.lines.contains { $0.contains("left out: no room") }, "the legend counts them")
    }

    /// A badge's short form keeps its relation and the value's first word, without its priority.
    @Test func aBadgeShortensToItsValue() {
        let badge = Badge(parts: [.relation("="), .value("0.5× card"), .priority("@750")])
        #expect(badge.shortened == Badge(parts: [.relation("="), .value("0.5×")]))
        #expect(Badge(parts: [.value("8")]).shortened == nil)
    }
}
