import LayoutValues
import Testing

/// A constraint as a value prints the way people write it, as the engine's constraints do.
@Suite struct ConstraintStatusTests {
    let box = SolvedLayout.Item(identifier: "box", kind: .view)
    let root = SolvedLayout.Item(identifier: "root", kind: .view)

    @Test func anEquationPrintsWithItsMultiplierConstantAndPriority() {
        let status = SolvedLayout.ConstraintStatus(
            firstItem: box, firstAttribute: .width, relation: .lessThanOrEqual, secondItem: root, secondAttribute: .width,
            multiplier: 0.5, constant: -8, priority: 999)
        #expect(status.description == "box.width <= 0.5*root.width - 8 @999")
    }

    @Test func aConstantSizeHasNoSecondAttribute() {
        let status = SolvedLayout.ConstraintStatus(firstItem: box, firstAttribute: .height, secondAttribute: .height, constant: 44)
        #expect(status.secondAttribute == .notAnAttribute)
        #expect(status.description == "box.height == 44")
    }

    @Test func autoresizingCentersPrintAsApplesLogDoes() {
        let status = SolvedLayout.ConstraintStatus(
            firstItem: box, firstAttribute: .centerX, secondItem: root, secondAttribute: .centerX, origin: .autoresizing)
        #expect(status.description == "box.midX == root.midX")
        #expect(status.locatedDescription == "box.midX == root.midX  (autoresizing mask)")
    }

    @Test func whereItWasWrittenFollowsItInReports() {
        let status = SolvedLayout.ConstraintStatus(
            firstItem: box, firstAttribute: .top, secondItem: root, secondAttribute: .top, constant: 20,
            source: ConstraintSource(file: "scene.yaml", line: 12, column: 5))
        #expect(status.locatedDescription == "box.top == root.top + 20  (scene.yaml:12:5)")
    }

    @Test func aPrintedTextStandsForTheEquation() {
        let status = SolvedLayout.ConstraintStatus(
            firstItem: box, firstAttribute: .leading, origin: .stackView, printedText: "'UISV-spacing' H:[a]-(8)-[box]")
        #expect(status.description == "'UISV-spacing' H:[a]-(8)-[box]")
    }

    @Test func aRelationFlipsWithItsSides() {
        #expect(LayoutRelation.allCases.map(\.flipped) == [.greaterThanOrEqual, .equal, .lessThanOrEqual])
        #expect(LayoutRelation.allCases.map(\.description) == ["<=", "==", ">="])
    }

    @Test func aPriorityIsFromOneToAThousand() {
        #expect(LayoutPriority(rawValue: 0) == nil && LayoutPriority(rawValue: 1001) == nil)
        #expect(LayoutPriority.defaultHigh.description == "750" && LayoutPriority(999.5).description == "999.5")
        #expect(LayoutPriority.required.isRequired && !LayoutPriority.defaultHigh.isRequired)
    }
}
