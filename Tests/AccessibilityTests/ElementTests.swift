@testable import Accessibility
import LayoutValues
import Rendering
import SceneModel
import Testing

/// The accessibility elements and VoiceOver's reading order.
@Suite struct ElementTests {
    let row = [
        // Tops within the first one's middle share its row, read from the leading side.
        TestView(id: "name", frame: Rect(x: 20, y: 12, width: 200, height: 21), text: label("Wi-Fi")),
        TestView(id: "toggle", frame: Rect(x: 300, y: 7, width: 51, height: 31), style: ViewStyle(control: .toggle(on: true)), role: .control),
        TestView(id: "footer", frame: Rect(x: 20, y: 60, width: 300, height: 21), text: label("Networks")),
    ]

    @Test func elementsAreReadTopToBottomThenLeadingToTrailing() {
        let elements = auditScene(row).elements
        #expect(elements.map(\.id) == ["name", "toggle", "footer"])
        #expect(elements[1].value == "1" && elements[1].traits == ["button"] && elements[0].traits == ["staticText"])
        #expect(elements[0].frame == Rect(x: 20, y: 12, width: 200, height: 21))
    }

    @Test func aSegmentedControlIsCalledByItsTitles() {
        func element(_ titles: [String]) -> AccessibilityElement? {
            let control = ViewStyle(control: .segmented(titles: titles, selected: 0))
            return auditScene([TestView(id: "s", frame: Rect(x: 0, y: 0, width: 200, height: 32), style: control, role: .control)]).elements.first
        }
        #expect(element(["Day", "", "Week"])?.label == "Day, Week" && element(["Day", "", "Week"])?.value == "Day")
        #expect(element(["", ""])?.label == nil && element(["", ""])?.value == nil)
    }

    @Test func aRightToLeftSceneIsReadFromTheRight() {
        #expect(auditScene(row, direction: .rightToLeft).elements.map(\.id) == ["toggle", "name", "footer"])
    }

    @Test func whatIsAnElement() {
        let cell = TestView(
            id: "cell", frame: Rect(x: 0, y: 100, width: 375, height: 44), accessibility: .with(label: "Alice, online", isElement: true),
            subviews: [TestView(id: "cellName", frame: Rect(x: 16, y: 10, width: 100, height: 21), text: label("Alice"))])
        let scene = auditScene([
            TestView(id: "photo", frame: Rect(x: 0, y: 0, width: 50, height: 50), role: .image),
            TestView(id: "header", frame: Rect(x: 60, y: 0, width: 200, height: 30), text: label("Friends"), accessibility: .with(traits: ["header"])),
            TestView(id: "hidden", frame: Rect(x: 0, y: 60, width: 100, height: 21), text: label("Secret"), hidden: true),
            TestView(id: "muted", frame: Rect(x: 0, y: 70, width: 100, height: 21), text: label("Muted"), accessibility: .with(hidden: true)),
            TestView(id: "silent", frame: Rect(x: 0, y: 80, width: 100, height: 21), text: label("Silent"), accessibility: .with(isElement: false)),
            cell,
        ])
        let elements = scene.elements
        // An image view is not an element by default; an element's subviews are read with it.
        #expect(elements.map(\.id) == ["header", "cell"])
        #expect(elements[0].traits == ["header"] && elements[0].label == "Friends")
        #expect(elements[1].label == "Alice, online" && elements[1].frame == Rect(x: 0, y: 100, width: 375, height: 44))
    }

    @Test func theReportsJSONAndLinesNameEachElement() {
        var scene = auditScene([TestView(id: "play", frame: Rect(x: 10, y: 20, width: 44, height: 44), accessibility: .with(label: "Play", traits: ["button"]))])
        scene.accessibility["play"]?.hint = "Plays the episode"
        let report = audit(scene)
        #expect(report.elementLines == ["1. Play, button. Plays the episode [play] (10, 20, 44, 44)"])
        let json = report.json(leading: [("file", .string("a.yaml"))]).text
        #expect(json.contains(#""id": "play""#) && json.contains(#""hint": "Plays the episode""#) && json.contains(#""frame": [10, 20, 44, 44]"#), "\(json)")
    }
}
