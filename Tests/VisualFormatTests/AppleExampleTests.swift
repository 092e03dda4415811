import AutoLayout
import Testing

@testable import VisualFormat

/// The examples of Apple's "Visual Format Language" appendix, each laid out, printed as equations
/// and in Apple's log form. Extra formats pin what the example leaves open.
@Suite struct AppleExampleTests {
    @Test func standardSpace() throws {
        var scene = Scene()
        scene.add("button", "textField")
        let made = try scene.activate("[button]-[textField]")
        try scene.activate("|-[button(80)]", "[textField(100)]", "V:|-[button(30)]", "V:|-[textField(30)]")
        #expect(made.map(\.description) == ["textField.leading == button.trailing + 8"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[button]-(8)-[textField]"])
        #expect(scene.frames("button", "textField") == [rect(20, 20, 80, 30), rect(108, 20, 100, 30)])
    }

    @Test func widthConstraint() throws {
        var scene = Scene()
        scene.add("button")
        let made = try scene.activate("[button(>=50)]")
        try scene.activate("|-[button]", "[button(10@250)]", "V:|-[button(30)]")
        #expect(made.map(\.description) == ["button.width >= 50"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[button(>=50)]"])
        #expect(scene.frames("button") == [rect(20, 20, 50, 30)])
    }

    @Test func connectionToSuperview() throws {
        var scene = Scene()
        scene.add("purpleBox")
        let made = try scene.activate("|-50-[purpleBox]-50-|")
        try scene.activate("V:|-50-[purpleBox(100)]")
        #expect(made.map(\.description) == ["purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50"])
        #expect(made.map(VisualFormat.logDescription) == ["H:|-(50)-[purpleBox]", "H:[purpleBox]-(50)-|"])
        #expect(scene.frames("purpleBox") == [rect(50, 50, 220, 100)])
    }

    @Test func verticalLayout() throws {
        var scene = Scene()
        scene.add("topField", "bottomField")
        let made = try scene.activate("V:[topField]-10-[bottomField]")
        try scene.activate("V:|-[topField(30)]", "V:[bottomField(30)]", "|-[topField]-|", "|-[bottomField]-|")
        #expect(made.map(\.description) == ["bottomField.top == topField.bottom + 10"])
        #expect(made.map(VisualFormat.logDescription) == ["V:[topField]-(10)-[bottomField]"])
        #expect(scene.frames("topField", "bottomField") == [rect(20, 20, 280, 30), rect(20, 60, 280, 30)])
    }

    @Test func flushViews() throws {
        var scene = Scene()
        scene.add("maroonView", "blueView")
        let made = try scene.activate("[maroonView][blueView]")
        try scene.activate("|[maroonView(100)]", "[blueView]|", "V:|[maroonView(40)]", "V:|[blueView(40)]")
        #expect(made.map(\.description) == ["blueView.leading == maroonView.trailing"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[maroonView]-(0)-[blueView]"])
        #expect(scene.frames("maroonView", "blueView") == [rect(0, 0, 100, 40), rect(100, 0, 220, 40)])
    }

    @Test func priority() throws {
        var scene = Scene()
        scene.add("button")
        let made = try scene.activate("[button(100@20)]")
        try scene.activate("|-[button]", "V:|-[button(30)]")
        #expect(made.map(\.description) == ["button.width == 100 @20"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[button(100@20)]"])
        #expect(scene.frames("button") == [rect(20, 20, 100, 30)])
        // An optional width gives way to a required one.
        try scene.activate("[button(>=120)]")
        #expect(scene.frames("button") == [rect(20, 20, 120, 30)])
    }

    @Test func equalWidths() throws {
        var scene = Scene()
        scene.add("button1", "button2")
        let made = try scene.activate("[button1(==button2)]")
        try scene.activate("|-[button1]-[button2]-|", "V:|-[button1(30)]", "V:|-[button2(30)]")
        #expect(made.map(\.description) == ["button1.width == button2.width"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[button1(==button2)]"])
        #expect(scene.frames("button1", "button2") == [rect(20, 20, 136, 30), rect(164, 20, 136, 30)])
    }

    @Test(arguments: [(200.0, 100.0), (10, 70), (85, 85)])
    func multiplePredicates(preferred: Double, width: Double) throws {
        var scene = Scene()
        scene.add("flexibleButton")
        let made = try scene.activate("[flexibleButton(>=70,<=100)]")
        try scene.activate("|-[flexibleButton]", "[flexibleButton(w@500)]", "V:|-[flexibleButton(30)]", metrics: ["w": preferred])
        #expect(made.map(\.description) == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        #expect(made.map(VisualFormat.logDescription) == ["H:[flexibleButton(>=70)]", "H:[flexibleButton(<=100)]"])
        #expect(scene.frames("flexibleButton") == [rect(20, 20, width, 30)])
    }

    @Test func completeLine() throws {
        var scene = Scene()
        scene.add("find", "findNext", "findField")
        let made = try scene.activate("|-[find]-[findNext]-[findField(>=20)]-|")
        try scene.activate("[find(60)]", "[findNext(80)]", "V:|-[find(30)]", "V:|-[findNext(30)]", "V:|-[findField(30)]")
        #expect(
            made.map(\.description) == [
                "find.leading == root.leading + 20", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                "root.trailing == findField.trailing + 20",
            ])
        #expect(
            made.map(VisualFormat.logDescription) == [
                "H:|-(20)-[find]", "H:[find]-(8)-[findNext]", "H:[findNext]-(8)-[findField]", "H:[findField(>=20)]",
                "H:[findField]-(20)-|",
            ])
        #expect(
            scene.frames("find", "findNext", "findField") == [
                rect(20, 20, 60, 30), rect(88, 20, 80, 30), rect(176, 20, 124, 30),
            ])
    }

    @Test func sourceColumns() throws {
        var scene = Scene()
        scene.add("find", "findNext", "findField")
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        let made = try scene.activate(format)
        #expect(made.allSatisfy { $0.source?.format == format })
        // the '-' of each connection, the predicate inside the parentheses
        #expect(made.map { $0.source?.formatColumn } == [2, 9, 20, 32, 38])
    }
}
