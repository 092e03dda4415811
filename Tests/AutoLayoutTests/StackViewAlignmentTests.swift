import Testing

@testable import AutoLayout

/// Each alignment worked by hand from Apple's documentation of `UIStackView.Alignment`, on a
/// horizontal stack of views 30, 40 and 20 tall whose height nothing but its content sets.
@Suite struct StackViewAlignmentTests {
    private func stack(_ alignment: StackView.Alignment, axis: LayoutAxis = .horizontal) -> StackScene {
        StackScene([(40, 30), (80, 40), (20, 20)], axis: axis, length: axis == .horizontal ? 320 : 200) {
            $0.distribution = .fillEqually
            $0.alignment = alignment
        }
    }

    @Test func fillGivesEveryViewTheStacksHeight() {
        let s = stack(.fill)
        #expect(s.heights == [40, 40, 40])
        #expect(s.ys == [0, 0, 0])
        #expect(rounded(s.stack.frame).height == 40)
    }

    @Test func topCenterAndBottom() {
        #expect(stack(.top).ys == [0, 0, 0])
        #expect(stack(.center).ys == [5, 0, 10])
        #expect(stack(.bottom).ys == [10, 0, 20])
        for alignment in [StackView.Alignment.top, .center, .bottom] {
            let s = stack(alignment)
            #expect(s.heights == [30, 40, 20])
            #expect(rounded(s.stack.frame).height == 40)
            #expect(s.ambiguities.isEmpty)
        }
    }

    @Test func leadingCenterAndTrailingInAVerticalStack() {
        #expect(stack(.leading, axis: .vertical).xs == [0, 0, 0])
        #expect(stack(.center, axis: .vertical).xs == [20, 0, 30])
        #expect(stack(.trailing, axis: .vertical).xs == [40, 0, 60])
        #expect(rounded(stack(.trailing, axis: .vertical).stack.frame).width == 80)
    }

    @Test func aViewWithoutAnIntrinsicHeightCollapsesUnlessFilled() {
        let centered = StackScene([(40, 30), (40, -1)]) { $0.alignment = .center }
        #expect(centered.heights == [30, 0])
        #expect(centered.ys == [0, 15])
        #expect(centered.ambiguities.isEmpty)
        let filled = StackScene([(40, 30), (40, -1)])
        #expect(filled.heights == [30, 30])
    }

    /// A stack aligned on first baselines of `views` (font sizes; 0 for a 20-point box without
    /// text) at 100 below the root's top, `height` tall if given.
    func firstBaselineStack(_ sizes: [Double], alignment: StackView.Alignment = .firstBaseline, height: Double? = nil) -> (Scene, StackView, [View]) {
        let scene = Scene()
        let stack = StackView("stack")
        stack.alignment = alignment
        stack.spacing = 8
        scene.root.addSubview(stack)
        let views = sizes.enumerated().map { index, size in
            let view = View("v\(index)")
            if size > 0 { view.text = TextContent("Text", font: "DejaVu Sans \(Int(size))") } else { view.intrinsicContentSize = Size(width: 20, height: 20) }
            stack.addArrangedSubview(view)
            return view
        }
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
        ]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        scene.layout()
        return (scene, stack, views)
    }

    /// With the approximate measurer, a 17-point label's baseline is 15.3 below its top and a
    /// 30-point one's 27: first baselines aligned put the small label 11.7 lower; a view without
    /// text has its baseline at its bottom. The stack holds its first view's top and fits the
    /// rest below it (`UISV-canvas-connection`, `UISV-canvas-fit`).
    @Test func firstBaselineAlignsTheLabelsText() {
        let (scene, stack, views) = firstBaselineStack([30, 17, 0])
        #expect(views.map { rounded($0.frame).minY } == [0, 11.7, 7])
        #expect(rounded(stack.frame).height == 36)
        #expect(scene.engine.ambiguities().isEmpty)
    }

    /// Only the first view's top is held: a later view taller above the baseline reaches above
    /// the stack, as UIStackView's constraints leave it.
    @Test func aLaterViewMayReachAboveAFirstBaselineStack() {
        let (scene, stack, views) = firstBaselineStack([17, 30, 0])
        #expect(views.map { rounded($0.frame).minY } == [0, -11.7, -4.7])
        #expect(rounded(stack.frame).height == 24.3)
        #expect(scene.engine.ambiguities().isEmpty)
    }

    /// A stack made taller than its views holds them at its bottom on first baselines, at its
    /// top on last baselines.
    @Test func aTallerBaselineStackHoldsItsViewsAtOneEnd() {
        let (_, _, first) = firstBaselineStack([30, 17], height: 100)
        #expect(rounded(first[0].frame).minY == 64)
        #expect(rounded(first[1].frame).minY == 75.7)
        let (_, _, last) = firstBaselineStack([30, 17], alignment: .lastBaseline, height: 100)
        #expect(rounded(last[0].frame).minY == 0)
    }

    @Test func aStacksBaselineIsItsFirstVisibleViewsBaseline() {
        let scene = Scene()
        let column = StackView("column")
        column.axis = .vertical
        scene.root.addSubview(column)
        let title = View("title"), detail = View("detail")
        title.text = TextContent("Title", font: "DejaVu Sans 20")
        detail.text = TextContent("Detail", font: "DejaVu Sans 10")
        column.addArrangedSubview(title)
        column.addArrangedSubview(detail)
        let side = View("side")
        side.text = TextContent("Side", font: "DejaVu Sans 10")
        scene.root.addSubview(side)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            column.topAnchor.constraint(equalTo: scene.root.topAnchor),
            side.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            side.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor),
        ])
        scene.layout()
        #expect(rounded(side.frame).minY == 18 - 9)
        title.isHidden = true
        scene.layout()
        #expect(rounded(side.frame).minY == 0)
    }

    @Test func baselineAlignmentInAVerticalStackFills() {
        let s = StackScene([(40, 30), (80, 40)], axis: .vertical, length: nil) { $0.alignment = .firstBaseline }
        #expect(s.widths == [80, 80])
    }
}

extension StackViewAlignmentTests {
    /// A 17-point label's last baseline is 15.3 below its top, a 30-point one's first 27:
    /// 20 between them puts the second at 15.3 + 20 - 27.
    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
        let scene = Scene()
        let column = StackView("column")
        column.axis = .vertical
        column.spacing = 20
        column.isBaselineRelativeArrangement = true
        scene.root.addSubview(column)
        let small = View("small"), big = View("big")
        small.text = TextContent("Small", font: "DejaVu Sans 17")
        big.text = TextContent("Big", font: "DejaVu Sans 30")
        column.addArrangedSubview(small)
        column.addArrangedSubview(big)
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            column.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ])
        scene.layout()
        #expect(rounded(big.frame).minY == 8.3)
        #expect(column.arrangementConstraints.map(\.description).contains("'UISV-spacing' big.firstBaseline == small.lastBaseline + 20"))
    }
}
