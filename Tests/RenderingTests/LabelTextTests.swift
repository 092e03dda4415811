import AutoLayout
import Rendering
import Testing

@Suite struct LabelTextTests {
    @Test func textIsCenteredVerticallyAndAlignedInTheView() {
        let s = TestScene()
        let label = s.add("label", ViewStyle(textColor: .white, textAlignment: .center))
        label.text = TextContent("Hello", font: "DejaVu Sans 10")
        s.place(label, 10, 10, 100, 40)
        // The approximate measurer: 5 characters of 5 points, lines of 12 points.
        #expect(s.record().contains("text \"Hello\" DejaVu Sans 10 #ffffff width 100 center at (10, 24)"))
    }

    @Test func naturalAlignmentFollowsTheReadingDirection() {
        let s = TestScene(direction: .rightToLeft)
        let label = s.add("label")
        label.text = TextContent("Hi", font: "DejaVu Sans 10")
        s.place(label, 0, 0, 50, 12)
        #expect(s.record().contains { $0.hasPrefix("text \"Hi\"") && $0.contains("width 50 right") })
    }

    @Test func wrappingLabelsWrapAtTheViewsWidth() {
        let s = TestScene()
        let label = s.add("label")
        label.text = TextContent("one two three four", font: "DejaVu Sans 10", numberOfLines: 0)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: s.root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 40),
        ])
        let lines = s.record()
        // 40 points hold 8 characters: three lines of 12 points, so the view is 36 tall.
        #expect(lines.contains("text \"one two three four\" DejaVu Sans 10 #000000 width 40 left lines 0 at (0, 0)"))
    }

    @Test func textUsesTheThemesLabelColor() {
        let s = TestScene()
        let label = s.add("label")
        label.text = TextContent("A", font: "DejaVu Sans 10")
        s.place(label, 0, 0, 20, 20)
        #expect(s.record(RenderOptions(scale: 1, theme: .dark, annotate: .none)).contains { $0.hasPrefix("text \"A\" DejaVu Sans 10 #ffffff") })
    }
}
