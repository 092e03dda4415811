import Testing
@testable import AutoLayout

@Suite struct EngineTests {
    @Test func rightToLeftFlipsLeadingAndTrailing() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = Scene(320, 100, direction: direction)
            let box = scene.add("box")
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: scene.root.leadingMarginAnchorForTests, constant: 12),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: scene.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            scene.layout()
            #expect(box.frame.minX == (direction == .leftToRight ? 20 : 200))
        }
    }

    @Test func leftAndRightDoNotFlip() {
        let scene = Scene(320, 100, direction: .rightToLeft)
        let box = scene.add("box")
        NSLayout.pin(box, size: 10, in: scene.root)  // leading: at the right
        let other = scene.add("other")
        LayoutConstraint.activate([
            other.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: scene.root.topAnchor), other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.layout()
        #expect(box.frame.minX == 310)
        #expect(other.frame.minX == 5)
    }

    @Test func customMarginsAndTheSafeArea() {
        let scene = Scene(393, 852)
        scene.root.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        scene.root.safeAreaInsets = DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let bar = scene.add("bar")
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        scene.layout()
        #expect(bar.frame == rect(16, 59, 361, 44))
        #expect(scene.root.safeAreaLayoutGuide.layoutFrame == rect(0, 59, 393, 759))
    }

    @Test func constantChangesAreAppliedIncrementally() {
        let scene = Scene()
        let box = scene.add("box")
        let top = box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.layout()
        let solver = scene.engine.solver
        for y in [50.0, 120, 0] {
            top.constant = y
            scene.layout()
            #expect(box.frame.minY == y)
        }
        #expect(scene.engine.solver === solver, "a constant change must not rebuild the solver")
    }

    @Test func nestedViewsReportFramesInTheirSuperview() {
        let scene = Scene()
        let card = scene.add("card"), title = scene.add("title", to: card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.leadingMarginAnchorForTests),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            title.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        scene.layout()
        #expect(title.frame == rect(8, 10, 184, 20))
    }

    @Test func aWrappingLabelWrapsAtItsSolvedWidth() {
        let scene = Scene(320, 568)
        let label = scene.add("label")
        label.text = TextContent("one two three four five six", font: "X 10", numberOfLines: 0)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        scene.layout()
        // 12 characters a line at 5 points each: "one two" / "three four" / "five six"
        #expect(label.bounds.size == Size(width: 50, height: 36))
    }

    @Test func baselinesOfLabelsAlign() {
        let scene = Scene(320, 100)
        let big = scene.add("big"), small = scene.add("small")
        big.text = TextContent("Big", font: "X 20")
        small.text = TextContent("small", font: "X 10")
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            big.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        scene.layout()
        // big: baseline 10 + 18 = 28; small: 9 below its top
        #expect(small.frame.minY == 19)
    }
}

extension View {
    var leadingMarginAnchorForTests: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .leadingMargin) }
}

@Suite struct RightToLeftTests {
    @Test func aProportionalTrailingMirrors() {
        // The same proportional layout, mirrored: trailing at half the width from the trailing edge.
        var minX: [LayoutDirection: Double] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = Scene(300, 100, direction: direction)
            let box = scene.add("box")
            LayoutConstraint.activate([
                LayoutConstraint(item: box, attribute: .trailing, toItem: scene.root, attribute: .trailing, multiplier: 0.5),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.topAnchor.constraint(equalTo: scene.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            scene.layout()
            minX[direction] = box.frame.minX
        }
        #expect(minX[.leftToRight] == 100)
        #expect(minX[.rightToLeft] == 150)
    }

    @Test func aRowOfViewsMirrors() {
        let scene = Scene(320, 100, direction: .rightToLeft)
        let a = scene.add("a"), b = scene.add("b")
        for v in [a, b] {
            LayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 10),
                v.topAnchor.constraint(equalTo: scene.root.topAnchor),
            ])
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        ])
        scene.layout()
        #expect(a.frame.minX == 250)
        #expect(b.frame.minX == 192)
    }
}

extension EngineTests {
    @Test func aFontWithoutAFamilyIsTheSystemFont() {
        #expect(TextContent("x", font: "bold 24").font == "DejaVu Sans bold 24")
        #expect(TextContent("x", font: "24").font == "DejaVu Sans 24")
        #expect(TextContent("x", font: "Noto Sans CJK JP Bold 17").font == "Noto Sans CJK JP Bold 17")
        #expect(TextContent("x", font: "Serif 12").font == "Serif 12")
    }
}

extension EngineTests {
    /// A subview's safe area is the part of it the root's unsafe area does not cover.
    @Test func aSubviewsSafeAreaIsWhereTheRootsUnsafeAreaDoesNotCoverIt() {
        let scene = Scene(393, 852)
        scene.root.safeAreaInsets = DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let header = scene.add("header"), title = scene.add("title", to: header), low = scene.add("low")
        let mark = scene.add("mark", to: low)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scene.root.topAnchor), header.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 393), header.heightAnchor.constraint(equalToConstant: 120),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor), title.widthAnchor.constraint(equalToConstant: 10),
            title.heightAnchor.constraint(equalToConstant: 10),
            low.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300), low.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            low.widthAnchor.constraint(equalToConstant: 100), low.heightAnchor.constraint(equalToConstant: 100),
            mark.topAnchor.constraint(equalTo: low.safeAreaLayoutGuide.topAnchor), mark.leadingAnchor.constraint(equalTo: low.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 10), mark.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.layout()
        #expect(title.frame.minY == 67)
        #expect(header.safeAreaInsets.top == 59)
        #expect(mark.frame.minY == 0)  // a view clear of the unsafe area has none
    }
}

/// Views keep their constraints and constraints hold their items unowned, as UIKit's weakly: a
/// laid-out tree is freed once nothing outside holds it (a preview re-solving on every edit, or a
/// fuzzer running millions of scenes, would otherwise keep every one).
@Suite struct EngineMemoryTests {
    @Test func aLaidOutTreeIsFreedWithItsEngine() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let scene = Scene()
            let child = scene.add("child")
            let width = child.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([
                width, child.heightAnchor.constraint(equalTo: child.widthAnchor),
                child.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor), child.topAnchor.constraint(equalTo: scene.root.topAnchor),
            ])
            scene.layout()
            #expect(child.frame == rect(0, 0, 10, 10))
            weakRoot = scene.root
            weakChild = child
            weakConstraint = width
        }
        #expect(weakRoot == nil && weakChild == nil && weakConstraint == nil)
    }
}
