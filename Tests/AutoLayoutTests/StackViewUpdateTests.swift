import Cassowary
import Testing

@testable import AutoLayout

/// Keeping a stack's constraints current: hidden views, changes of its properties and of its
/// arrangement, nesting, and how its constraints read in diagnostics.
@Suite struct StackViewUpdateTests {
    @Test func aHiddenViewCollapsesWithItsSpacing() {
        let s = StackScene([(40, 30), (40, 30), (40, 30)], length: nil)
        s.views[1].isHidden = true
        s.layout()
        #expect(s.xs == [0, 40, 50])
        #expect(s.widths == [40, 0, 40])
        #expect(rounded(s.stack.frame).width == 90)
        s.views[1].isHidden = false
        s.layout()
        #expect(s.xs == [0, 50, 100])
    }

    @Test func hiddenViewsAtTheEndsTakeNoSpacing() {
        let s = StackScene([(40, 30), (40, 30), (40, 30)], length: nil) { stack in
            stack.arrangedSubviews[0].isHidden = true
            stack.arrangedSubviews[2].isHidden = true
        }
        #expect(s.xs == [0, 0, 40])
        #expect(rounded(s.stack.frame).width == 40)
    }

    /// With every arranged view hidden the stack holds nothing: no size along its axis or across
    /// it where nothing else gives it one, its hidden views at its start, at their own size
    /// across it; and nothing is ambiguous.
    @Test func aStackOfHiddenViewsFitsNothing() {
        let s = StackScene([(40, 30), (40, 34)], length: nil) { stack in
            stack.arrangedSubviews.forEach { $0.isHidden = true }
        }
        #expect(rounded(s.stack.frame).size == Size(width: 0, height: 0))
        #expect(s.xs == [0, 0])
        #expect(s.ys == [0, 0])
        #expect(s.widths == [0, 0])
        #expect(s.heights == [34, 34])
        #expect(s.ambiguities.isEmpty)
        #expect(s.scene.engine.conflicts.isEmpty)
        // A length the stack is given still holds.
        let given = StackScene([(40, 30)], length: 200) { $0.arrangedSubviews[0].isHidden = true }
        #expect(rounded(given.stack.frame).size == Size(width: 200, height: 0))
        // Shown again, a view arranges as before.
        s.views[1].isHidden = false
        s.layout()
        #expect(rounded(s.stack.frame).size == Size(width: 40, height: 34))
        #expect(s.ambiguities.isEmpty)
    }

    @Test func theCustomSpacingOfAHiddenViewGoesWithIt() {
        let s = StackScene([(40, 30), (40, 30), (40, 30)], length: nil) { stack in
            stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
            stack.arrangedSubviews[0].isHidden = true
        }
        #expect(s.xs == [0, 0, 50])
    }

    /// The stack's constraints change in place: the solver is not rebuilt.
    @Test func hidingAndRespacingAreIncremental() {
        let s = StackScene([(40, 30), (40, 30), (40, 30)], length: nil)
        let solver = s.scene.engine.solver
        s.views[1].isHidden = true
        s.stack.spacing = 4
        s.stack.distribution = .equalSpacing
        s.layout()
        #expect(s.scene.engine.solver === solver)
        #expect(s.xs == [0, 40, 44])
        s.stack.alignment = .center
        s.stack.axis = .vertical
        s.layout()
        #expect(s.scene.engine.solver === solver)
        #expect(s.ys == [0, 30, 34])
        #expect(s.xs == [0, 0, 0])
    }

    @Test func changesMatchAFreshLayout() {
        let changed = StackScene([(40, 30), (80, 40), (20, 20)])
        changed.stack.distribution = .equalCentering
        changed.stack.alignment = .bottom
        changed.stack.spacing = 12
        changed.views[0].isHidden = true
        changed.layout()
        let fresh = StackScene([(40, 30), (80, 40), (20, 20)]) { stack in
            stack.distribution = .equalCentering
            stack.alignment = .bottom
            stack.spacing = 12
            stack.arrangedSubviews[0].isHidden = true
        }
        #expect(changed.frames == fresh.frames)
    }

    @Test func insertingRemovingAndReordering() {
        let s = StackScene([(40, 30), (40, 30)], length: nil)
        let extra = View("extra")
        extra.intrinsicContentSize = Size(width: 20, height: 30)
        s.stack.insertArrangedSubview(extra, at: 0)
        s.layout()
        #expect(s.xs == [0, 30, 80])
        s.stack.removeArrangedSubview(extra)
        s.layout()
        #expect(extra.superview === s.stack)
        #expect(s.xs == [0, 50])
        s.stack.insertArrangedSubview(s.views[1], at: 0)
        s.layout()
        #expect(s.views.map(\.identifier) == ["v1", "v0"])
        #expect(s.xs == [0, 50])
    }

    @Test func nestedStacksSizeToTheirContent() {
        let scene = Scene()
        let column = StackView("column"), row = StackView("row")
        column.axis = .vertical
        column.spacing = 8
        row.spacing = 4
        scene.root.addSubview(column)
        let title = View("title")
        title.intrinsicContentSize = Size(width: 100, height: 20)
        column.addArrangedSubview(title)
        column.addArrangedSubview(row)
        for width in [30.0, 50] {
            let box = View("box\(Int(width))")
            box.intrinsicContentSize = Size(width: width, height: 10)
            row.addArrangedSubview(box)
        }
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            column.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ])
        scene.layout()
        #expect(rounded(column.frame) == rect(0, 0, 100, 38))
        #expect(rounded(row.frame) == rect(0, 28, 100, 10))
        #expect(rounded(row.arrangedSubviews[1].frame) == rect(50, 0, 50, 10))  // the first box stretches
        #expect(scene.engine.ambiguities().isEmpty)
    }

    @Test func aStackNothingSizesWithoutIntrinsicSizesIsAmbiguous() {
        let s = StackScene([(-1, 30), (-1, 30)], length: nil)
        #expect(s.ambiguities.contains { $0.hasPrefix("v0: Need constraints for:") && $0.lowercased().contains("width") })
    }

    @Test func stackConstraintsCarryUIKitsIdentifiers() {
        let s = StackScene([(40, -1), (80, 40)]) { stack in
            stack.alignment = .center
            stack.arrangedSubviews[1].isHidden = true
        }
        let texts = Set(s.stack.arrangementConstraints.map(\.description))
        #expect(texts.contains("'UISV-canvas-connection' stack.leading == v0.leading"))
        #expect(texts.contains("'UISV-canvas-connection' H:[v0]-(0)-|"))
        #expect(texts.contains("'UISV-alignment' v0.centerY == v1.centerY"))
        #expect(texts.contains("'UISV-hiding' v1.width == 0"))
        #expect(texts.contains("'UISV-spanning-boundary' stack.alignmentSpanner.top <= v0.top"))
        #expect(texts.contains("'UISV-spanning-fit' stack.alignmentSpanner.height == 0 @51"))
        #expect(texts.contains("'UISV-ambiguity-suppression' v0.height == 0 @25"))
        #expect(!texts.contains("'UISV-ambiguity-suppression' v1.height == 0 @25"))  // v1 has a height of its own
        let spaced = StackScene([(40, 30), (80, 40)])
        #expect(spaced.stack.arrangementConstraints.map(\.description).contains("'UISV-spacing' H:[v0]-(10)-[v1]"))
    }

    /// The classic: a view with a required height hidden in a vertical stack.
    @Test func hidingAViewWithARequiredSizeConflictsAsInUIKit() {
        let s = StackScene([(40, 30), (40, 30)], axis: .vertical, length: nil)
        let height = s.views[1].heightAnchor.constraint(equalToConstant: 44)
        height.isActive = true
        s.views[1].isHidden = true
        s.layout()
        let conflict = s.scene.engine.conflicts.first
        #expect(conflict?.constraints.map(\.description).sorted() == ["'UISV-hiding' v1.height == 0", "v1.height == 44"])
        #expect(conflict?.description.contains("\"'UISV-hiding' v1.height == 0\",") == true)
        s.views[1].isHidden = false
        s.layout()
        #expect(s.scene.engine.conflicts.isEmpty)
        #expect(s.heights == [30, 44])
    }
}


extension StackViewUpdateTests {
    /// A label's text changes its intrinsic size, and the rebuild brings the proportional shares
    /// up to date.
    @Test func aRebuildRearrangesWithNewIntrinsicSizes() {
        let s = StackScene([(40, 30), (80, 30)], length: 130) { $0.distribution = .fillProportionally }
        #expect(s.widths == [40, 80])
        s.views[0].intrinsicContentSize = Size(width: 80, height: 30)
        s.layout()
        #expect(s.widths.map { ($0 * 1e6).rounded() / 1e6 } == [61.176471, 58.823529])
    }
}
