import Testing
@testable import AutoLayout

@Suite struct RuleTests {
    func reason(_ c: LayoutConstraint) -> LayoutError.Reason? {
        do throws(LayoutError) {
            try c.validate()
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func leadingCannotBeRelatedToLeft() {
        let scene = Scene()
        let a = scene.add("a"), b = scene.add("b")
        let c = LayoutConstraint(item: a, attribute: .leading, toItem: b, attribute: .left)
        #expect(reason(c) == .mixedDirectionalAttributes)
        #expect(String(describing: LayoutError(reason: .mixedDirectionalAttributes, constraint: c))
            .hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute"))
        #expect(reason(LayoutConstraint(item: a, attribute: .rightMargin, toItem: b, attribute: .trailing)) == .mixedDirectionalAttributes)
    }

    @Test func aLocationCannotEqualAConstant() {
        let scene = Scene()
        let a = scene.add("a"), b = scene.add("b")
        #expect(reason(LayoutConstraint(item: a, attribute: .top, constant: 20)) == .locationEqualToConstant)
        #expect(reason(LayoutConstraint(item: a, attribute: .top, toItem: b, attribute: .top, multiplier: 0)) == .locationEqualToConstant)
        #expect(reason(LayoutConstraint(item: a, attribute: .height, constant: 20)) == nil)
    }

    @Test func xCannotBeRelatedToY() {
        let scene = Scene()
        let a = scene.add("a"), b = scene.add("b")
        #expect(reason(LayoutConstraint(item: a, attribute: .leading, toItem: b, attribute: .top)) == .incompatibleAttributes)
        #expect(reason(LayoutConstraint(item: a, attribute: .width, toItem: b, attribute: .leading)) == .incompatibleAttributes)
        #expect(reason(LayoutConstraint(item: a, attribute: .width, toItem: b, attribute: .height, multiplier: 2)) == nil)
        #expect(reason(LayoutConstraint(item: a, attribute: .firstBaseline, toItem: b, attribute: .centerY)) == nil)
    }

    @Test func itemsMustShareAnAncestor() {
        let scene = Scene()
        let a = scene.add("a")
        let stranger = View("stranger")
        #expect(reason(a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)) == .noCommonAncestor)
    }

    @Test func guidesHaveNoMargins() {
        let scene = Scene()
        let guide = LayoutGuide("g")
        scene.root.addLayoutGuide(guide)
        #expect(reason(LayoutConstraint(item: guide, attribute: .leadingMargin, toItem: scene.root, attribute: .leading)) == .marginOnGuide)
    }

    @Test func numbersMustBeFinite() {
        let scene = Scene()
        let a = scene.add("a")
        #expect(reason(a.widthAnchor.constraint(equalToConstant: .infinity)) == .notFinite)
    }

    @Test func constraintsPrintTheWayPeopleWriteThem() {
        let scene = Scene()
        let title = scene.add("title"), photo = scene.add("photo")
        let c = title.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20)
        c.priority = 750
        #expect(c.description == "title.leading == root.leading + 20 @750")
        let m = photo.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5, constant: -4)
        m.identifier = "half"
        #expect(m.description == "'half' photo.width == 0.5*title.width - 4")
        #expect(photo.heightAnchor.constraint(lessThanOrEqualToConstant: 80).description == "photo.height <= 80")
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let scene = Scene()
        let card = scene.add("card"), a = scene.add("a", to: card), b = scene.add("b", to: card)
        let c = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(c.installedView === card)
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        w.isActive = true
        #expect(w.installedView === a)
        c.isActive = false
        #expect(card.installedConstraints.isEmpty)
    }
}
