import AutoLayout
import Rendering
import Testing

@Suite struct GuideAndTransformTests {
    @Test func layoutGuidesAreDashedRectanglesWithTheirNames() {
        let s = TestScene()
        let spacer = LayoutGuide("spacer")
        s.root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 10),
            spacer.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10),
            spacer.widthAnchor.constraint(equalToConstant: 60), spacer.heightAnchor.constraint(equalToConstant: 30),
        ])
        let lines = s.annotated()
        #expect(lines.contains("fill rect(10, 10, 60, 30) #af52de14"))
        #expect(lines.contains("stroke rect(10.5, 10.5, 60, 30) #af52de width 1 dash [4, 3]"))
        #expect(lines.contains { $0.hasPrefix("text \"spacer\" DejaVu Sans Oblique 9 #af52de") })
    }

    @Test func aFlatGuideIsADashedLine() {
        let s = TestScene()
        let spacer = LayoutGuide("spacer")
        s.root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: s.root.leadingAnchor, constant: 10),
            spacer.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10),
            spacer.widthAnchor.constraint(equalToConstant: 60), spacer.heightAnchor.constraint(equalToConstant: 0),
        ])
        #expect(s.annotated().contains("stroke line(10, 10.5 -> 70, 10.5) #af52de width 1 dash [4, 3]"))
    }

    @Test func marginsAreATintedBandWhenAnnotatingAll() {
        let s = TestScene()
        s.root.layoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let a = s.add("a")
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: s.root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: s.root.layoutMarginsGuide.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let band = "#34c75921"
        let all = s.annotated(.all)
        #expect(all.contains("fill rect(0, 0, 200, 10) \(band)"))  // top
        #expect(all.contains("fill rect(0, 90, 200, 10) \(band)"))  // bottom
        #expect(all.contains("fill rect(0, 10, 20, 80) \(band)"))  // leading
        #expect(all.contains("fill rect(180, 10, 20, 80) \(band)"))  // trailing
        #expect(!s.annotated(.constraints).contains { $0.hasSuffix(band) })
    }

    @Test func theSafeAreaIsTintedOutside() {
        let s = TestScene()
        s.root.safeAreaInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        let lines = s.annotated()
        #expect(lines.contains("fill rect(0, 0, 200, 20) #8e8e932e"))
        #expect(lines.contains("fill rect(0, 90, 200, 10) #8e8e932e"))
    }

    @Test func transformedViewsAreDrawnTransformedAboutTheirCenter() {
        let s = TestScene()
        let a = s.add("a", ViewStyle(background: .black))
        s.place(a, 50, 20, 40, 20)
        a.transform = AffineTransform(scaleX: 2, y: 2)
        let lines = s.record()
        // Center (70, 30): translate(-70, -30), scale 2, translate(70, 30).
        let concat = lines.firstIndex(of: "concat [2 0 0 2 -70 -30]")!
        #expect(lines[concat - 1] == "save")
        #expect(lines[concat + 1] == "fill rect(50, 20, 40, 20) #000000")
        #expect(lines[concat + 2] == "restore")
    }

    @Test func annotatingAllShowsTheUntransformedRectAndTheFrame() {
        let s = TestScene()
        let a = s.add("a", ViewStyle(background: .black))
        s.place(a, 50, 20, 40, 20)
        a.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let lines = s.annotated(.all)
        // The layout rect (50, 20, 40, 20) dashed grey; the frame, rotated a quarter turn, (60, 10, 20, 40) thin indigo.
        #expect(lines.contains("stroke rect(50.5, 20.5, 40, 20) #8e8e93 width 1 dash [3, 3]"))
        #expect(lines.contains("stroke rect(60.5, 10.5, 20, 40) #5856d6 width 1"))
        #expect(!s.annotated(.constraints).contains { $0.contains("#5856d6") })
    }
}

extension GuideAndTransformTests {
    /// Marks of constraints inside a transformed view are drawn with its transform, as its
    /// subviews are.
    @Test func marksInsideATransformedViewFollowItsTransform() {
        let s = TestScene(200, 200)
        let card = s.add("card", ViewStyle(background: .white))
        s.place(card, 50, 50, 100, 100)
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        let dot = s.add("dot", to: card, ViewStyle(background: .black))
        s.place(dot, 10, 40, 20, 20)
        let lines = s.annotated()
        let concatenations = lines.filter { $0.hasPrefix("concat [0 1 -1 0") }
        // Once for drawing the card, and once for each of the four marks of the dot's constraints.
        #expect(concatenations.count == 5)
        let lastMark = lines.lastIndex { $0.hasPrefix("concat [0 1 -1 0") }
        #expect(lastMark.map { lines[$0 + 1].hasPrefix("stroke") } == true)  // the mark's strokes, rotated
    }
}
