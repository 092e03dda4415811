import AutoLayout
import Testing

@testable import VisualFormat

/// The Visual Format Language examples of seed 004 (a Spanish Auto Layout tutorial), laid out.
@Suite struct SeedExampleTests {
    /// The seed's view: 'myViewKey' names the view whose identifier is 'myView'; 'viewKey' is the
    /// superview itself.
    private func seedScene() -> (Scene, [String: LayoutItem]) {
        let scene = Scene()
        let myView = View("myView")
        scene.root.addSubview(myView)
        return (scene, ["myViewKey": myView, "viewKey": scene.root])
    }

    private func make(_ format: String, _ options: VisualFormatOptions = [], _ views: [String: LayoutItem]) throws
        -> [LayoutConstraint]
    {
        let made = try VisualFormat.constraints(withVisualFormat: format, options: options, views: views)
        LayoutConstraint.activate(made)
        return made
    }

    @Test func pinningAndSize() throws {
        let (scene, views) = seedScene()
        let pin = try make("H:|-20-[myViewKey]", [], views)
        let width = try make("H:[myViewKey(200)]", [], views)
        let height = try make("V:[myViewKey(100)]", [], views)
        let center = try make("H:[viewKey]-(<=0)-[myViewKey]", .alignAllCenterY, views)
        #expect(pin.map(\.description) == ["myView.leading == root.leading + 20"])
        #expect(width.map(\.description) == ["myView.width == 200"])
        #expect(height.map(\.description) == ["myView.height == 100"])
        #expect(center.map(\.description) == ["myView.leading <= root.trailing", "root.centerY == myView.centerY"])
        #expect(pin.map(VisualFormat.logDescription) == ["H:|-(20)-[myView]"])
        #expect(height.map(VisualFormat.logDescription) == ["V:[myView(100)]"])
        #expect(center.map(VisualFormat.logDescription) == ["H:[root]-(<=0)-[myView]", nil])
        scene.engine.layout()
        #expect(rounded((views["myViewKey"] as! View).frame) == rect(20, 234, 200, 100))
        #expect(scene.engine.conflicts.isEmpty)
    }

    @Test func centeringOnTheSuperviewNamedAsAView() throws {
        let (scene, views) = seedScene()
        _ = try make("H:[myViewKey(200)]", [], views)
        _ = try make("V:[myViewKey(100)]", [], views)
        let x = try make("V:[viewKey]-(<=0)-[myViewKey]", .alignAllCenterX, views)
        let y = try make("H:[viewKey]-(<=0)-[myViewKey]", .alignAllCenterY, views)
        #expect(x.map(\.description) == ["myView.top <= root.bottom", "root.centerX == myView.centerX"])
        #expect(y.map(\.description) == ["myView.leading <= root.trailing", "root.centerY == myView.centerY"])
        scene.engine.layout()
        #expect(rounded((views["myViewKey"] as! View).frame) == rect(60, 234, 200, 100))
    }

    @Test func buttonsCenteredBetweenLayoutGuides() throws {
        var scene = Scene(320, 100)
        scene.add("button1", "button2")
        let leftSpace = scene.addGuide("leftSpace"), rightSpace = scene.addGuide("rightSpace")
        let made = try scene.activate("H:|[leftSpace][button1]-[button2][rightSpace]|")
        leftSpace.widthAnchor.constraint(equalTo: rightSpace.widthAnchor).isActive = true
        try scene.activate("[button1(60)]", "[button2(100)]", "V:|-10-[button1(30)]", "V:|-10-[button2(30)]")
        #expect(
            made.map(\.description) == [
                "leftSpace.leading == root.leading", "button1.leading == leftSpace.trailing",
                "button2.leading == button1.trailing + 8", "rightSpace.leading == button2.trailing",
                "root.trailing == rightSpace.trailing",
            ])
        #expect(made.first.flatMap(VisualFormat.logDescription) == "H:|-(0)-[leftSpace]")
        #expect(scene.frames("button1", "button2") == [rect(76, 10, 60, 30), rect(144, 10, 100, 30)])
        #expect(leftSpace.layoutFrame.width == 76)
    }

    @Test func blueAndRedViews() throws {
        var scene = Scene()
        let views = scene.add("blueView", "redView")
        let horizontal = try scene.activate("H:|-20-[blueView]-20-|", options: .alignAllLeft)
        let vertical = try scene.activate("V:|-20-[blueView(50)]-20-[redView(==blueView)]", options: .alignAllTrailing)
        LayoutConstraint(item: views[1], attribute: .width, toItem: views[0], attribute: .width, multiplier: 0.5).isActive = true
        // One view has no neighbour to align with, so the horizontal option is never checked.
        #expect(horizontal.map(\.description) == ["blueView.leading == root.leading + 20", "root.trailing == blueView.trailing + 20"])
        #expect(
            vertical.map(\.description) == [
                "blueView.top == root.top + 20", "blueView.height == 50", "redView.top == blueView.bottom + 20",
                "redView.height == blueView.height", "blueView.trailing == redView.trailing",
            ])
        #expect(
            vertical.map(VisualFormat.logDescription) == [
                "V:|-(20)-[blueView]", "V:[blueView(50)]", "V:[blueView]-(20)-[redView]", "V:[redView(==blueView)]", nil,
            ])
        #expect(scene.frames("blueView", "redView") == [rect(20, 20, 280, 50), rect(160, 90, 140, 50)])
    }

    @Test func gradeViews() throws {
        var scene = Scene()
        scene.add("bgView", "aGradeView", "bGradeView")
        let made = try scene.activate("H:|[bgView][aGradeView(40)][bGradeView(40)]|", options: [.alignAllTop, .alignAllBottom])
        try scene.activate("V:|[bgView(50)]")
        #expect(
            made.map(\.description) == [
                "bgView.leading == root.leading", "aGradeView.leading == bgView.trailing", "aGradeView.width == 40",
                "bGradeView.leading == aGradeView.trailing", "bGradeView.width == 40", "root.trailing == bGradeView.trailing",
                "bgView.top == aGradeView.top", "bgView.bottom == aGradeView.bottom", "aGradeView.top == bGradeView.top",
                "aGradeView.bottom == bGradeView.bottom",
            ])
        #expect(
            scene.frames("bgView", "aGradeView", "bGradeView") == [
                rect(0, 0, 240, 50), rect(240, 0, 40, 50), rect(280, 0, 40, 50),
            ])
    }
}
