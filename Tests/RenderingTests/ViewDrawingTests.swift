import AutoLayout
import Rendering
import Testing

@Suite struct ViewDrawingTests {
    @Test func fillsBackgroundWithCornerRadiusAndStrokesBorderInside() {
        let s = TestScene()
        let card = s.add("card", ViewStyle(background: Color(parsing: "systemBlue"), borderWidth: 2, borderColor: .black, cornerRadius: 8))
        s.place(card, 10, 20, 100, 40)
        let lines = s.record()
        #expect(lines.contains("fill roundedRect(10, 20, 100, 40, r 8) #007aff"))
        #expect(lines.contains("stroke roundedRect(11, 21, 98, 38, r 7) #000000 width 2"))
        // The border is drawn after (above) the fill.
        #expect(lines.firstIndex(of: "fill roundedRect(10, 20, 100, 40, r 8) #007aff")! < lines.firstIndex(of: "stroke roundedRect(11, 21, 98, 38, r 7) #000000 width 2")!)
    }

    @Test func alphaGroupsAViewWithItsSubviews() {
        let s = TestScene()
        let card = s.add("card", ViewStyle(background: .white, alpha: 0.5))
        let dot = s.add("dot", to: card, ViewStyle(background: .black))
        s.place(card, 0, 0, 100, 100)
        s.place(dot, 10, 10, 5, 5)
        let lines = s.record()
        let begin = lines.firstIndex(of: "begin layer alpha 0.5")!
        let end = lines.firstIndex(of: "end layer")!
        let dotFill = lines.firstIndex(of: "fill rect(10, 10, 5, 5) #000000")!
        #expect(begin < dotFill && dotFill < end)
    }

    @Test func aViewWithZeroAlphaIsNotDrawn() {
        let s = TestScene()
        let hidden = s.add("hidden", ViewStyle(background: .black, alpha: 0))
        s.place(hidden, 0, 0, 10, 10)
        #expect(!s.record().contains { $0.contains("#000000") })
    }

    @Test func clipsSubviewsToRoundedBoundsWhenAsked() {
        let s = TestScene()
        let card = s.add("card", ViewStyle(background: .white, cornerRadius: 6, clipsToBounds: true))
        let big = s.add("big", to: card, ViewStyle(background: .black))
        s.place(card, 10, 10, 50, 50)
        s.place(big, -5, -5, 100, 100)
        let lines = s.record()
        let clip = lines.firstIndex(of: "clip roundedRect(10, 10, 50, 50, r 6)")!
        #expect(lines[clip + 1] == "fill rect(5, 5, 100, 100) #000000")
        #expect(lines[clip + 2] == "restore")
    }

    @Test func subviewsAreDrawnBackToFrontInNestedCoordinates() {
        let s = TestScene()
        let outer = s.add("outer", ViewStyle(background: .white))
        let inner = s.add("inner", to: outer, ViewStyle(background: .black))
        s.place(outer, 20, 20, 100, 60)
        s.place(inner, 5, 6, 10, 10)
        let lines = s.record()
        #expect(lines.firstIndex(of: "fill rect(20, 20, 100, 60) #ffffff")! < lines.firstIndex(of: "fill rect(25, 26, 10, 10) #000000")!)
    }

    @Test func theDarkThemeResolvesDynamicColors() {
        let s = TestScene()
        let box = s.add("box", ViewStyle(background: Color(parsing: "systemBlue")))
        s.place(box, 0, 0, 10, 10)
        let lines = s.record(RenderOptions(scale: 1, theme: .dark, annotate: .none))
        #expect(lines.contains("fill rect(0, 0, 10, 10) #0a84ff"))
        #expect(lines.contains("fill rect(0, 0, 200, 100) #000000"))  // the dark panel
    }
}
