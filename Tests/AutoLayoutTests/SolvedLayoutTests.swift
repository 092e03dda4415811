import Testing
@testable import AutoLayout

@Suite struct SolvedLayoutTests {
    /// A box 40 from the root's top-left, 100 x 50, with a guide beside it and a hidden label
    /// inside it.
    private func boxScene() -> (Scene, View, View, LayoutGuide) {
        let scene = Scene()
        let box = scene.add("box")
        let label = scene.add("label", to: box)
        label.isHidden = true
        let guide = LayoutGuide("gap")
        scene.root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor), label.topAnchor.constraint(equalTo: box.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
            guide.leadingAnchor.constraint(equalTo: box.trailingAnchor), guide.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            guide.topAnchor.constraint(equalTo: box.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        return (scene, box, label, guide)
    }

    @Test func framesCentersAndBoundsAreKeptByIdentifier() {
        let (scene, _, _, _) = boxScene()
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.frames["box"] == rect(40, 40, 100, 50))
        #expect(layout.frames["label"] == rect(0, 0, 10, 10))
        #expect(layout.frames["root"] == rect(0, 0, 320, 568))
        #expect(layout.frames["gap"] == rect(140, 40, 180, 5))
        #expect(layout.view("box")?.center == Point(x: 90, y: 65))
        #expect(layout.view("box")?.bounds == rect(0, 0, 100, 50))
        #expect(layout.views.map(\.identifier) == ["root", "box", "label"])
        #expect(layout.view("label")?.superview == "box")
        #expect(layout.root.superview == nil && layout.root.subviews == ["box"])
        #expect(layout.guide("gap")?.owner == "root")
        #expect(layout.view("label")?.isHidden == true && layout.view("box")?.isHidden == false)
        #expect(layout.canvasSize == Size(width: 320, height: 568))
        #expect(layout.conflicts.isEmpty && layout.ambiguities.isEmpty && layout.isCheckedForAmbiguity)
    }

    @Test func aTransformedViewsFrameIsItsBoundingBoxAndItsCenterStays() {
        let (scene, box, _, _) = boxScene()
        box.transform = AffineTransform(rotationAngle: .pi / 2)
        scene.layout()
        let view = scene.engine.solvedLayout().view("box")!
        #expect(view.transform == AffineTransform(rotationAngle: .pi / 2))
        #expect(rounded(view.frame) == rect(65, 15, 50, 100))
        #expect(view.untransformedFrame == rect(40, 40, 100, 50))
    }

    @Test func theValueStaysAsSolvedWhenTheTreeChanges() {
        let (scene, box, _, _) = boxScene()
        scene.layout()
        let before = scene.engine.solvedLayout()
        box.constraints(for: .width).first!.constant = 200
        scene.layout()
        let after = scene.engine.solvedLayout()
        #expect(before.frames["box"]?.width == 100)
        #expect(after.frames["box"]?.width == 200)
        #expect(before != after)
        #expect(scene.engine.solvedLayout() == after, "the same solution makes an equal value")
    }

    @Test func conflictsAndConstraintsAreReportedAsPrinted() {
        let scene = Scene()
        let box = scene.add("box")
        NSLayout.pin(box, size: 50, in: scene.root)
        let extra = box.widthAnchor.constraint(equalToConstant: 20)
        extra.identifier = "narrow"
        extra.source = ConstraintSource(file: "scene.yaml", line: 12, column: 5)
        extra.isActive = true
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.conflicts.count == 1)
        let conflict = layout.conflicts[0]
        #expect(conflict.broken.description == "'narrow' box.width == 20")
        #expect(conflict.broken.isBroken && conflict.broken.isInConflict)
        #expect(conflict.constraints.map(\.description).sorted() == ["'narrow' box.width == 20", "box.width == 50"])
        #expect(conflict.description == scene.engine.conflicts[0].description)
        #expect(conflict.description.contains("'narrow' box.width == 20  (scene.yaml:12:5)"))
        let narrow = layout.constraints.first { $0.identifier == "narrow" }
        #expect(narrow?.source?.line == 12 && narrow?.priority == .required && narrow?.isBroken == true)
        #expect(layout.constraints.filter(\.isBroken).count == 1)
        #expect(layout.constraints.filter(\.isInConflict).count == 2)
        #expect(layout.constraints.count == 5, "the four of pin and the narrow one, in the order activated")
    }

    @Test func ambiguitiesAreFoundOnlyWhenAsked() {
        let scene = Scene()
        let box = scene.add("box")
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.ambiguities == [SolvedLayout.Ambiguity(item: "box", needs: [.xPosition, .yPosition])])
        #expect(layout.ambiguities[0].description == scene.engine.ambiguities()[0].description)
        let quick = scene.engine.solvedLayout(findingAmbiguities: false)
        #expect(quick.ambiguities.isEmpty && !quick.isCheckedForAmbiguity)
        #expect(quick.frames == layout.frames)
    }

    @Test func aMisplacedViewIsReportedWithBothFrames() {
        let (scene, box, _, _) = boxScene()
        box.designedFrame = rect(0, 0, 100, 50)
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.misplacedViews == [SolvedLayout.Misplacement(view: "box", designed: rect(0, 0, 100, 50), runtime: rect(40, 40, 100, 50))])
        #expect(layout.misplacedViews[0].description == scene.engine.misplacedViews()[0].description)
        #expect(layout.view("box")?.designedFrame == rect(0, 0, 100, 50))
    }

    @Test func aStackViewListsItsArrangementAndItsViewsKnowThey() {
        let scene = Scene()
        let stack = StackView("stack")
        scene.root.addSubview(stack)
        let a = View("a"), b = View("b")
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        NSLayout.pin(stack, size: 100, in: scene.root)
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.view("stack")?.arrangedSubviews == ["a", "b"])
        #expect(layout.view("stack")?.isStackView == true && layout.view("root")?.isStackView == false)
        #expect(layout.view("a")?.isArranged == true && layout.view("stack")?.isArranged == false)
        #expect(layout.guides.isEmpty, "a stack's spacers are not the scene's guides")
    }
}

extension View {
    /// The active constraints on one attribute of this view.
    fileprivate func constraints(for attribute: LayoutAttribute) -> [LayoutConstraint] {
        (installedConstraints + (superview?.installedConstraints ?? [])).filter { $0.firstItem === self && $0.firstAttribute == attribute }
    }
}

/// What drawing reads from the solved layout instead of the tree: each view's text and a stack's
/// axis, each constraint's parts and items.
@Suite struct SolvedLayoutDrawingContentTests {
    @Test func aViewCarriesItsTextAndAStackItsAxis() {
        let scene = Scene()
        let stack = StackView("stack")
        stack.axis = .vertical
        scene.root.addSubview(stack)
        let label = View("label")
        label.text = TextContent("Hello", font: "DejaVu Sans 12", numberOfLines: 2)
        label.contentVerticalAlignment = .top
        stack.addArrangedSubview(label)
        scene.root.safeAreaInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        scene.layout()
        let layout = scene.engine.solvedLayout()
        #expect(layout.view("label")?.text == TextContent("Hello", font: "DejaVu Sans 12", numberOfLines: 2))
        #expect(layout.view("label")?.contentVerticalAlignment == .top)
        #expect(layout.view("stack")?.stackAxis == .vertical)
        #expect(layout.view("label")?.stackAxis == nil)
        #expect(layout.root.safeAreaInsets.top == 20)
    }

    @Test func aConstraintCarriesItsPartsItemsAndState() throws {
        let scene = Scene()
        let box = scene.add("box")
        let c = box.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor, constant: 8)
        c.priority = 750
        c.identifier = "inset"
        LayoutConstraint.activate([c])
        scene.layout()
        let status = try #require(scene.engine.solvedLayout().constraints.first { $0.identifier == "inset" })
        #expect(status.firstItem == SolvedLayout.Item(identifier: "box", kind: .view))
        #expect(status.secondItem == SolvedLayout.Item(identifier: "root.margins", kind: .layoutMarginsGuide, owner: "root"))
        #expect(status.firstAttribute == .leading && status.secondAttribute == .leading && status.relation == .equal)
        #expect(status.constant == 8 && status.multiplier == 1 && status.priority == 750)
        #expect(!status.isBroken && !status.isInConflict)
        #expect(status.description == c.description)
        #expect(status.description == "'inset' box.leading == root.margins.leading + 8 @750")
    }

    @Test func theConstraintsOfAConflictAreMarkedAndTheBrokenOneIs() {
        let scene = Scene()
        let box = scene.add("box")
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20)])
        scene.layout()
        let statuses = scene.engine.solvedLayout().constraints.filter { $0.firstItem.identifier == "box" && $0.firstAttribute == .width }
        #expect(statuses.filter(\.isInConflict).count == 2)
        #expect(statuses.filter(\.isBroken).map(\.constant) == [20])
    }
}
