import Testing
@testable import AutoLayout

@Suite struct DiagnosticsTests {
    @Test func theConstraintAddedLastIsBrokenAndTheSetIsMinimal() {
        let scene = Scene()
        let box = scene.add("box")
        NSLayout.pin(box, size: 50, in: scene.root)
        let first = box.widthAnchor.constraint(equalToConstant: 20)
        let second = box.widthAnchor.constraint(equalToConstant: 40)
        first.isActive = true
        second.isActive = true
        scene.layout()
        let conflict = scene.engine.conflicts.first
        #expect(scene.engine.conflicts.count == 2)
        #expect(conflict?.broken === first)
        #expect(conflict?.constraints.count == 2)
        #expect(scene.engine.conflicts[1].broken === second)
        #expect(box.frame.width == 50)
        let report = conflict!.description
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(report.contains("\"box.width == 50\","))
        #expect(report.contains("Will attempt to recover by breaking constraint\n    box.width == 20"))
    }

    @Test func withoutExplanationsAConflictIsBrokenButNotNarrowedDown() {
        let scene = Scene()
        scene.engine.explainsConflicts = false
        let box = scene.add("box")
        NSLayout.pin(box, size: 50, in: scene.root)
        let broken = box.widthAnchor.constraint(equalToConstant: 20)
        broken.isActive = true
        scene.layout()
        #expect(scene.engine.conflicts.map(\.broken).contains { $0 === broken })
        #expect(scene.engine.conflicts.allSatisfy { $0.constraints.count == 1 && !$0.isMinimal })
        #expect(box.frame.width == 50, "the layout is the same")
    }

    @Test func aBrokenConstraintComesBackWhenItsRivalGoes() {
        let scene = Scene()
        let box = scene.add("box")
        let rival = box.widthAnchor.constraint(equalToConstant: 20)
        let broken = box.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([rival, broken, box.heightAnchor.constraint(equalToConstant: 10)])
        scene.layout()
        #expect(scene.engine.conflicts.first?.broken === broken)
        rival.isActive = false
        scene.layout()
        #expect(scene.engine.conflicts.isEmpty)
        #expect(box.bounds.width == 40)
    }

    @Test func aViewWithOnlyASizeNeedsAPosition() {
        let scene = Scene()
        let box = scene.add("box")
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        scene.layout()
        let found = scene.engine.ambiguities()
        #expect(found.count == 1)
        #expect(found.first?.needs == [.xPosition, .yPosition])
        #expect(found.first?.description == "box: Need constraints for: X position, y position")
    }

    @Test func aFullyPinnedViewIsNotAmbiguous() {
        let scene = Scene()
        let box = scene.add("box")
        NSLayout.pin(box, size: 10, in: scene.root)
        scene.layout()
        #expect(scene.engine.ambiguities().isEmpty)
    }

    @Test func aLabelPinnedAtItsLeadingEdgeHasItsWidth() {
        let scene = Scene()
        let label = scene.add("label")
        label.text = TextContent("Hello", font: "DejaVu Sans 20")
        label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16).isActive = true
        scene.layout()
        #expect(scene.engine.ambiguities().first?.needs == [.yPosition])
        #expect(label.bounds.size == Size(width: 50, height: 24))
    }

    @Test func equalOptionalConstraintsPullingApartAreAmbiguous() {
        let scene = Scene()
        let box = scene.add("box")
        let toLeft = box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
        let toRight = box.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor)
        toLeft.priority = 500
        toRight.priority = 500
        LayoutConstraint.activate([
            toLeft, toRight, box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.layout()
        #expect(scene.engine.ambiguities().first?.needs == [.xPosition])
        toRight.priority = 501
        scene.layout()
        #expect(scene.engine.ambiguities().isEmpty)
        #expect(box.frame.minX == 220)
    }
}

extension DiagnosticsTests {
    /// A view laid out by constraints whose designed frame they move it from, as Xcode warns.
    @Test func aViewAwayFromItsDesignedFrameIsMisplaced() {
        let scene = Scene()
        let box = scene.add("box")
        box.designedFrame = rect(0, 0, 50, 50)
        NSLayout.pin(box, size: 80, in: scene.root)
        scene.layout()
        let misplaced = scene.engine.misplacedViews()
        #expect(misplaced.count == 1)
        #expect(misplaced.first?.description == #"box: Frame for "box" will be different at run time (designed {{0, 0}, {50, 50}}, at run time {{0, 0}, {80, 80}})"#)
        box.designedFrame = rect(0.2, 0, 80, 80.4)
        #expect(scene.engine.misplacedViews().isEmpty)  // within half a point
    }
}
