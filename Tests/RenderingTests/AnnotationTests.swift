import AutoLayout
import Rendering
import Testing

/// Constraint annotations in Interface Builder's vocabulary, read from recordings at @1x.
@Suite struct AnnotationTests {
    static let blue = "#007aff", red = "#ff3b30"

    /// Two 40×20 boxes side by side: a at (20, 40), b 8 points to its right.
    func pair(_ relation: LayoutRelation = .equal, constant: Double = 8, priority: LayoutPriority = .required)
        -> (TestScene, LayoutConstraint)
    {
        let s = TestScene()
        let a = s.add("a", ViewStyle(background: .white)), b = s.add("b", ViewStyle(background: .white))
        s.place(a, 20, 40, 40, 20)
        let spacing: LayoutConstraint =
            switch relation {
            case .equal: b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: constant)
            case .greaterThanOrEqual: b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: constant)
            case .lessThanOrEqual: b.leadingAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor, constant: constant)
            }
        spacing.priority = priority
        let place = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        place.priority = 500
        LayoutConstraint.activate([
            spacing, place, b.topAnchor.constraint(equalTo: a.topAnchor), b.widthAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (s, spacing)
    }

    @Test func aSpacingIsAnIBeamWithItsConstant() {
        let lines = pair().0.annotated()
        // Between a's trailing edge (x 60) and b's leading edge (x 68), across the middle of both.
        #expect(lines.contains("stroke line(60, 50.5 -> 68, 50.5) \(Self.blue) width 1"))
        #expect(lines.contains("stroke line(60.5, 46 -> 60.5, 54) \(Self.blue) width 1"))  // T-shaped end caps
        #expect(lines.contains("stroke line(68.5, 46 -> 68.5, 54) \(Self.blue) width 1"))
        #expect(lines.contains("stroke line(60, 50.5 -> 68, 50.5) #ffffffbf width 3"))  // the halo under it
        #expect(lines.contains { $0.hasPrefix("text \"8\" DejaVu Sans Bold 10 #ffffff") })
    }

    @Test func aSpacingToTheSuperviewRunsFromItsEdge() {
        let lines = pair().0.annotated()
        // a.leading == root.leading + 20, at a's vertical middle; a.top == root.top + 40.
        #expect(lines.contains("stroke line(0, 50.5 -> 20, 50.5) \(Self.blue) width 1"))
        #expect(lines.contains("stroke line(40.5, 0 -> 40.5, 40) \(Self.blue) width 1"))
        #expect(lines.contains { $0.hasPrefix("text \"20\"") } && lines.contains { $0.hasPrefix("text \"40\"") })
    }

    @Test func aSizeIsAnIBeamAlongTheView() {
        let lines = pair().0.annotated()
        // a is 40×20: too flat for the width beam inside, so it runs below; the height beam runs
        // inside near the trailing edge.
        #expect(lines.contains("stroke line(20, 66.5 -> 60, 66.5) \(Self.blue) width 1"))
        #expect(lines.contains("stroke line(54.5, 40 -> 54.5, 60) \(Self.blue) width 1"))
        #expect(lines.filter { $0.hasPrefix("text \"40\"") }.count >= 2)
    }

    @Test func aSizeRelativeToAnotherShowsAnEqualsBadgeAndTheMultiplier() {
        let s = TestScene()
        let a = s.add("a"), b = s.add("b")
        s.place(a, 10, 10, 100, 30)
        LayoutConstraint.activate([
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5), b.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
        ])
        let lines = s.annotated()
        #expect(lines.contains { $0.hasPrefix("text \"=\" DejaVu Sans Bold 10 \(Self.blue)") })
        #expect(lines.contains { $0.hasPrefix("text \"0.5× a\"") })
    }

    @Test func alignedEdgesAreAPlainLineAlongBothViews() {
        let s = TestScene()
        let a = s.add("a"), b = s.add("b")
        s.place(a, 10, 10, 50, 20)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        let lines = s.annotated()
        // From a's top to b's bottom at x 10, without end caps and without a label.
        let line = "stroke line(10.5, 10 -> 10.5, 60) \(Self.blue) width 1"
        #expect(lines.contains(line))
        #expect(!lines.contains("stroke line(6, 10.5 -> 14, 10.5) \(Self.blue) width 1"))
    }

    @Test func centeringInTheContainerIsTicksBesideTheView() {
        let s = TestScene()
        let a = s.add("a")
        LayoutConstraint.activate([
            a.centerXAnchor.constraint(equalTo: s.root.centerXAnchor), a.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
        ])
        let lines = s.annotated()
        // x = 100; 12 points beyond the view's top (30) and bottom (50), not through it.
        #expect(lines.contains("stroke line(100.5, 18 -> 100.5, 30) \(Self.blue) width 1"))
        #expect(lines.contains("stroke line(100.5, 50 -> 100.5, 62) \(Self.blue) width 1"))
    }

    @Test func inequalitiesCarryARelationBadge() {
        let ge = pair(.greaterThanOrEqual).0.annotated()
        #expect(ge.contains { $0.hasPrefix("text \"≥\" DejaVu Sans Bold 10 \(Self.blue)") })
        #expect(ge.contains { $0.hasPrefix("fill ellipse(") && $0.hasSuffix("#ffffff") })
        let le = pair(.lessThanOrEqual).0.annotated()
        #expect(le.contains { $0.hasPrefix("text \"≤\"") })
    }

    @Test func anInequalityWithANegativeConstantReadsAsTheGap() {
        // b.leading <= a.trailing - (-8) reads "a to b is at most..." -- here a.trailing <= b.leading - 8.
        let s = TestScene()
        let a = s.add("a"), b = s.add("b")
        s.place(a, 10, 10, 20, 20)
        s.place(b, 40, 10, 20, 20)
        a.trailingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor, constant: -8).isActive = true
        let lines = s.annotated()
        #expect(lines.contains { $0.hasPrefix("text \"≥\"") })
        #expect(lines.contains { $0.hasPrefix("text \"8\"") })
    }

    @Test func optionalConstraintsAreDashedWithAPriorityBadge() {
        let lines = pair(priority: 750).0.annotated()
        #expect(lines.contains("stroke line(60, 50.5 -> 68, 50.5) \(Self.blue) width 1 dash [4, 3]"))
        #expect(lines.contains("stroke line(60.5, 46 -> 60.5, 54) \(Self.blue) width 1"))  // caps stay solid
        #expect(lines.contains { $0.hasPrefix("text \"@750\" DejaVu Sans Bold 8 \(Self.blue)") })
    }

    @Test func conflictsAreRedAndTheBrokenConstraintIsCrossed() {
        let s = TestScene()
        let a = s.add("a")
        s.place(a, 10, 10, 50, 20)
        let wider = a.widthAnchor.constraint(equalToConstant: 80)
        wider.isActive = true
        s.engine.layout()
        #expect(s.engine.conflicts.first?.broken === wider)
        let lines = s.annotated()
        // The kept width (50) solid red, the broken one (80) dashed red with a cross in its badge.
        // Both below the flat view, the second further out.
        #expect(lines.contains("stroke line(10, 36.5 -> 60, 36.5) \(Self.red) width 1"))
        #expect(lines.contains("stroke line(10, 44.5 -> 60, 44.5) \(Self.red) width 1 dash [4, 3]"))
        #expect(lines.contains { $0.hasPrefix("text \"80\" DejaVu Sans Bold 10 #ffffff") })
        #expect(lines.contains { $0.hasPrefix("stroke line(") && $0.hasSuffix("\(Self.red) width 1.5 cap round") })
        // Red is drawn after the satisfied blue marks, so it is on top.
        let lastBlue = lines.lastIndex { $0.hasPrefix("stroke") && $0.contains("\(Self.blue) width 1") }!
        let firstRed = lines.firstIndex { $0.hasPrefix("stroke") && $0.contains("\(Self.red) width 1") }!
        #expect(lastBlue < firstRed)
    }

    @Test func aConstraintReportedBrokenIsCrossedThoughItHolds() {
        let (s, spacing) = pair()
        s.engine.layout()
        var scene = s.scene
        scene.reportedBroken = [s.engine.activeConstraints.firstIndex { $0 === spacing }!]
        #expect(s.engine.conflicts.isEmpty)
        let canvas = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, annotate: .constraints)).draw([scene], on: canvas)
        #expect(canvas.lines.contains("stroke line(60, 50.5 -> 68, 50.5) \(Self.red) width 1 dash [4, 3]"), "\(canvas.lines)")
        #expect(canvas.lines.contains { $0.hasPrefix("stroke line(") && $0.hasSuffix("\(Self.red) width 1.5 cap round") })
    }

    /// Where the name `name` is drawn, from a recording.
    func nameOrigin(_ lines: [String], _ name: String) -> Point? {
        guard let line = lines.first(where: { $0.hasPrefix("text \"\(name)\" DejaVu Sans 9") }),
            let open = line.lastIndex(of: "(")
        else { return nil }
        let numbers = line[line.index(after: open)...].dropLast().split(separator: ",").compactMap { Double($0.filter { $0 != " " }) }
        return numbers.count == 2 ? Point(x: numbers[0], y: numbers[1]) : nil
    }

    @Test func aNameKeptAtItsViewIsLeftOutWhereEveryPlaceIsTaken() {
        // A 3 × 3 block of views each filled with text: no place at the middle view's corners is
        // free, and searching around would move its name out of the block.
        func drawn(keepingNames: Bool) -> Point? {
            let s = TestScene(400, 200)
            var middle: View?
            for (i, (column, row)) in [(1, 1), (0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)].enumerated() {
                let v = s.add(i == 0 ? "middle" : "v\(i)")
                v.text = TextContent(String(repeating: "M", count: 14), font: "DejaVu Sans 11")
                v.measuresText = false
                s.place(v, 110 + 60 * Double(column), 70 + 14 * Double(row), 60, 14)
                if i == 0 { middle = v }
            }
            s.engine.layout()
            var scene = s.scene
            scene.keepsNamesAtViews = keepingNames
            #expect(middle?.frame == Rect(x: 170, y: 84, width: 60, height: 14))
            let canvas = RecordingCanvas()
            Renderer(options: RenderOptions(scale: 1, annotate: .constraints)).draw([scene], on: canvas)
            return nameOrigin(canvas.lines, "middle")
        }
        let kept = drawn(keepingNames: true), searched = drawn(keepingNames: false)
        // No place against the frame is free: the name is left out rather than drawn over the
        // text; searched further, it finds room away from the block.
        #expect(kept == nil, "\(String(describing: kept))")
        let touches = { (p: Point) in p.x - 3 <= 232 && p.x + 30 >= 168 && p.y - 1 <= 100 && p.y + 12 >= 82 }
        #expect(searched.map(touches) == false, "\(String(describing: searched))")
    }

    @Test func ambiguousViewsAreOutlinedInOrangeWithWhatTheyNeed() {
        let s = TestScene()
        let a = s.add("a")
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: s.root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 20),
            a.widthAnchor.constraint(equalToConstant: 30),
        ])
        let lines = s.annotated()
        // 1.5 points, two pixels at @1x.
        #expect(lines.contains("stroke rect(-2, 9, 34, 23) #ff9500 width 2"))
        #expect(lines.contains { $0.hasPrefix("text \"a needs x position\" DejaVu Sans 9 #ff9500") })
    }

    @Test func ambiguityIsNotMarkedWhereTheSceneSaysSo() {
        let s = TestScene()
        let a = s.add("a")
        LayoutConstraint.activate([a.heightAnchor.constraint(equalToConstant: 20), a.widthAnchor.constraint(equalToConstant: 30)])
        s.engine.layout()
        var scene = s.scene
        scene.marksAmbiguity = false
        let canvas = RecordingCanvas()
        Renderer(options: RenderOptions(scale: 1, annotate: .constraints, legend: true)).draw([scene], on: canvas)
        #expect(!canvas.lines.contains { $0.contains("#ff9500") })
        #expect(!canvas.lines.contains { $0.contains("needs") || $0.contains("ambiguous") })
    }

    @Test func viewsAreNamedInSmallType() {
        let lines = pair().0.annotated()
        #expect(lines.contains { $0.hasPrefix("text \"a\" DejaVu Sans 9 #636366") })
        #expect(lines.contains { $0.hasPrefix("text \"b\" DejaVu Sans 9 #636366") })
        #expect(!lines.contains { $0.hasPrefix("text \"root\"") })
    }

    @Test func nothingIsAnnotatedAtLevelNone() {
        let lines = pair().0.record()
        #expect(!lines.contains { $0.contains(Self.blue) })
        #expect(!lines.contains { $0.hasPrefix("text") })
    }
}

extension AnnotationTests {
    @Test func aMisplacedViewShowsItsDesignedFrameDashedInOrange() {
        let s = TestScene()
        let box = s.add("box", ViewStyle(background: .white))
        s.place(box, 20, 30, 40, 40)
        box.designedFrame = Rect(x: 100, y: 10, width: 40, height: 40)
        let lines = s.annotated()
        #expect(lines.contains("stroke rect(100.5, 10.5, 40, 40) #ff9500 width 1 dash [4, 3]"))
        #expect(lines.contains { $0.contains("\"box designed here\"") })
    }
}
