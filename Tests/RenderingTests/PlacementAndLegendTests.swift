import AutoLayout
import Rendering
import Testing

@Suite struct PlacementAndLegendTests {
    /// The rectangles of the label backings (badges and captions) in a recording.
    func labelRects(_ lines: [String]) -> [(Double, Double, Double, Double)] {
        lines.compactMap { line -> (Double, Double, Double, Double)? in
            // Badges (blue) and captions (translucent white), not the halos or the parts inside badges.
            guard line.hasPrefix("fill roundedRect("), line.hasSuffix("#007aff") || line.hasSuffix("#ffffffd9") else { return nil }
            let inside = line.dropFirst("fill roundedRect(".count).prefix { $0 != ")" }
            let numbers = inside.split(separator: ",").prefix(4).compactMap { Double($0.filter { $0 != " " }) }
            return numbers.count == 4 ? (numbers[0], numbers[1], numbers[2], numbers[3]) : nil
        }
    }

    @Test func labelsDoNotOverlapEachOtherNorTheViewsText() {
        let s = TestScene(240, 140)
        let views = (0..<3).map { s.add("v\($0)", ViewStyle(background: .white)) }
        for (index, view) in views.enumerated() {
            s.place(view, 10 + Double(index) * 44, 50, 40, 30)
            view.text = TextContent("T\(index)", font: "DejaVu Sans 10")
        }
        // Three short spacings of 4 points, whose labels cannot sit on their beams.
        LayoutConstraint.activate((1..<3).map { views[$0].leadingAnchor.constraint(greaterThanOrEqualTo: views[$0 - 1].trailingAnchor, constant: 4) })
        let lines = s.annotated()
        let rects = labelRects(lines)
        #expect(rects.count >= 10)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let (a, b) = (rects[i], rects[j])
                let overlap = a.0 < b.0 + b.2 && b.0 < a.0 + a.2 && a.1 < b.1 + b.3 && b.1 < a.1 + a.3
                #expect(!overlap, "\(a) overlaps \(b)")
            }
        }
        // The text of the views: 2 characters of 5 points, 12 tall, centred at y 65.
        for rect in rects {
            let overlapsText = views.indices.contains { index in
                let x = 10 + Double(index) * 44
                return rect.0 < x + 10 && x < rect.0 + rect.2 && rect.1 < 71 && 59 < rect.1 + rect.3
            }
            #expect(!overlapsText, "\(rect) covers a view's text")
        }
    }

    @Test func theLegendListsTheMarksUsed() {
        let s = TestScene()
        let a = s.add("a")
        s.place(a, 10, 10, 50, 20)
        let guide = LayoutGuide("g")
        s.root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: a.trailingAnchor), guide.topAnchor.constraint(equalTo: a.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 20), guide.heightAnchor.constraint(equalTo: a.heightAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: s.root.trailingAnchor),
        ])
        let lines = s.annotated(legend: true)
        let words = lines.filter { $0.hasPrefix("text") && $0.contains("DejaVu Sans 10 #636366") }
        #expect(words.map { $0.split(separator: "\"")[1] } == ["spacing or size", "aligned edges, centers, baselines", "inequality", "layout guide"])
        // Without the legend the page is just the panel.
        #expect(!s.annotated().contains { $0.contains("spacing or size") })
    }

    @Test func theLegendMakesTheImageTaller() {
        let s = TestScene()
        let a = s.add("a")
        s.place(a, 10, 10, 50, 20)
        s.engine.layout()
        let plain = Renderer(options: RenderOptions(scale: 2)).layout(of: [s.scene], measurer: ApproximateTextMeasurer())
        let withLegend = Renderer(options: RenderOptions(scale: 2, legend: true)).layout(of: [s.scene], measurer: ApproximateTextMeasurer())
        #expect(plain.size == Size(width: 200, height: 100))
        #expect(plain.pixelWidth == 400 && plain.pixelHeight == 200)
        #expect(withLegend.size.width == 200 && withLegend.size.height > 100)
    }
}
