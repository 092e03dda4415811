import Testing

@testable import AutoLayout

/// Widths and heights are held at zero or more, as UIKit's engine holds them.
@Suite struct SizeFloorTests {
    @Test func aLoneNegativeWidthCannotHold() {
        let scene = Scene()
        let box = scene.add("box")
        let negative = box.widthAnchor.constraint(equalToConstant: -16)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), negative,
        ])
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        let conflict = scene.engine.conflicts[0]
        #expect(conflict.constraints.count == 1 && conflict.constraints[0] === negative, "UIKit lists the one constraint")
        #expect(conflict.broken === negative)
        #expect(conflict.sizeFloors.map { "\($0.firstItem.identifier).\($0.firstAttribute.rawValue)" } == ["box.width"])
        #expect(conflict.description.contains("(Note: a width or height can never be negative: the engine holds box.width >= 0"))
        #expect(box.frame == rect(100, 0, 0, 10), "laid out without it, at zero width, not 16 pt to the left")
    }

    /// A stack of bar buttons squeezed to `width <= 0` conflicts with its 15-pt margins guide.
    @Test func aViewTooNarrowForItsMarginsConflictsWithItsMarginsGuide() {
        let scene = Scene()
        let bar = scene.add("bar"), item = scene.add("item", to: bar)
        bar.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let squeeze = bar.widthAnchor.constraint(lessThanOrEqualToConstant: 0)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor), bar.topAnchor.constraint(equalTo: scene.root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            item.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            item.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
            item.topAnchor.constraint(equalTo: bar.topAnchor), item.heightAnchor.constraint(equalToConstant: 44), squeeze,
        ])
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        let conflict = scene.engine.conflicts[0]
        let listed = conflict.constraints.map(\.description)
        #expect(listed.contains("bar.width <= 0"))
        #expect(listed.contains("'UIView-leftMargin-guide-constraint' bar.layoutMarginsGuide.left == bar.leftMargin") || listed.contains { $0.contains("leftMargin-guide-constraint") })
        #expect(listed.contains { $0.contains("rightMargin-guide-constraint") })
        #expect(!listed.contains { $0.contains("item.") }, "the item's constraints do not take part: \(listed)")
        #expect(conflict.broken === squeeze)
        #expect(bar.frame.width == 30)
    }

    /// The engine's first answer holds sizes only where they came out negative, so the conflict it
    /// reports is narrowed down to what cannot hold with every size held.
    @Test func theConflictIsMinimalWithEverySizeHeld() {
        let scene = Scene()
        let cell = scene.add("cell"), a = scene.add("a", to: cell), b = scene.add("b", to: cell)
        let tall = a.heightAnchor.constraint(equalToConstant: 300)
        let short = b.heightAnchor.constraint(equalToConstant: 25)
        let cellHeight = cell.heightAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: scene.root.topAnchor), cell.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            cell.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            cell.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 8), short, tall, cellHeight,
        ])
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        let conflict = scene.engine.conflicts[0]
        #expect(!conflict.constraints.contains { $0 === short }, "b's height of 25 is not needed to overflow 50 pt")
        #expect(conflict.constraints.contains { $0 === tall } && conflict.constraints.contains { $0 === cellHeight })
        #expect(scene.engine.canHold(conflict.constraints) == false)
        for c in conflict.constraints {
            #expect(scene.engine.canHold(conflict.constraints.filter { $0 !== c }), "not minimal without \(c)")
        }
    }

    @Test func positiveSizesAreLeftAlone() {
        let scene = Scene()
        let box = scene.add("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 0),
        ])
        scene.layout()
        #expect(scene.engine.conflicts.isEmpty)
        #expect(scene.engine.sizeFloors.isEmpty)
        #expect(box.frame == rect(10, 0, 300, 0))
    }

    /// A chain that holds one more size at zero each round gave up after 64 rounds and left a
    /// view 734 pt wide negative: sizes are held until none is negative, at any length.
    @Test(arguments: [64, 65, 150])
    func aLongChainInATinyBoxKeepsEverySizeAtZeroOrMore(count: Int) {
        let scene = Scene()
        let box = scene.add("box")
        let views = (0..<count).map { scene.add("v\($0)", to: box) }
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor), box.topAnchor.constraint(equalTo: scene.root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            views[0].leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: views[count - 1].trailingAnchor, constant: 8),
        ]
        for (i, view) in views.enumerated() {
            let wide = view.widthAnchor.constraint(equalToConstant: 224)
            wide.priority = 1
            constraints += [wide, view.topAnchor.constraint(equalTo: box.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            if i > 0 { constraints.append(view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8)) }
        }
        LayoutConstraint.activate(constraints)
        scene.layout()
        #expect(!scene.engine.conflicts.isEmpty, "8 pt gaps cannot fit in 10 pt")
        let negative = views.filter { $0.frame.width < 0 }.map { "\($0.identifier): \($0.frame.width)" }
        #expect(negative.isEmpty, "\(negative)")
    }

    /// A chain whose held widths push the next one below zero, round after round, is solved again
    /// with every size held from the start: the constraint that closes the chain is broken as it
    /// is added (the last one, as UIKit breaks it), and every size has its floor, not only the
    /// sizes found negative one solve at a time.
    @Test func aChainIsBuiltAgainWithEverySizeHeld() {
        let scene = Scene()
        let box = scene.add("box")
        let count = 40
        let views = (0..<count).map { scene.add("v\($0)", to: box) }
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor), box.topAnchor.constraint(equalTo: scene.root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            views[0].leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
        ]
        for (i, view) in views.enumerated() {
            let wide = view.widthAnchor.constraint(equalToConstant: 224)
            wide.priority = 1
            constraints += [wide, view.topAnchor.constraint(equalTo: box.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            if i > 0 { constraints.append(view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 8)) }
        }
        let closing = box.trailingAnchor.constraint(equalTo: views[count - 1].trailingAnchor, constant: 8)
        LayoutConstraint.activate(constraints + [closing])
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        #expect(scene.engine.conflicts.first?.broken === closing)
        #expect(scene.engine.conflicts.first?.constraints.count == count + 2, "the box's width, the gaps and the closing constraint")
        #expect(scene.engine.sizeFloors.count == 2 * (count + 1), "every width and height of the box and its views is held")
        #expect(views.allSatisfy { $0.frame.width >= 0 })
    }

    /// A view after 120 views 10 pt wide in a box 10 pt wide comes out negative on the first
    /// solve, and holding it at zero conflicts with 243 constraints: more than are narrowed down
    /// by dropping them one by one, so the solver's explanation with the sizes held narrows them
    /// down, and the conflict names the width it needs held, as a short one does.
    @Test func aLargeConflictFoundWhileHoldingASizeNamesThatSize() {
        let scene = Scene()
        let box = scene.add("box")
        let views = (0...120).map { scene.add("v\($0)", to: box) }
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor), box.topAnchor.constraint(equalTo: scene.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 10),
            views[0].leadingAnchor.constraint(equalTo: box.leadingAnchor),
        ]
        for (i, view) in views.enumerated() {
            constraints += [view.topAnchor.constraint(equalTo: box.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
            if i > 0 { constraints.append(view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor)) }
            if i < 120 { constraints.append(view.widthAnchor.constraint(equalToConstant: 10)) }
        }
        constraints.append(views[120].trailingAnchor.constraint(equalTo: box.trailingAnchor))
        LayoutConstraint.activate(constraints)
        scene.layout()
        #expect(scene.engine.conflicts.count == 1)
        guard let conflict = scene.engine.conflicts.first else { return }
        #expect(conflict.isMinimal)
        #expect(conflict.constraints.count == 243)
        #expect(conflict.sizeFloors.map { "\($0.firstItem.identifier).\($0.firstAttribute.rawValue)" } == ["v120.width"])
        #expect(views[120].frame.width >= 0)
    }
}
