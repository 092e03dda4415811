import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// A custom class that sizes itself by its own drawing on Xcode's canvas (`@IBDesignable`): strut
/// does not run its code, so it leaves the view, and the views its size places, out of the
/// comparison with the saved frames instead of guessing its size.
@Suite struct DrawnSizeTests {
    /// A vertical stack centred on its views: a custom view saved `height` tall (with `extras` in
    /// it), then a label below it.
    func scene(height: Double, extras: String = "", customClass: String = #"customClass="GIDSignInButton""#) throws -> InterfaceBuilderScene {
        let custom = viewElement("custom", (0, 0, 200, height), attributes: customClass, body: extras)
        let label = viewElement("below", (70, height + 10, 60, 20), name: "label", attributes: #"text="Skip""#)
        let stack = viewElement(
            "stack", (87.5, 100, 200, height + 30), name: "stackView", attributes: #"axis="vertical" alignment="center" spacing="10""#,
            body: "<subviews>\(custom)\(label)</subviews>")
        let constraints = """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
            <constraint firstItem="custom" firstAttribute="width" constant="200" id="c3"/>
            """
        return try read(storyboard(stack, constraints: constraints))[0]
    }

    /// Saved 50 tall where nothing in the document gives it a height: its class did; the stack
    /// and the label below are placed by that height.
    @Test func aCustomViewSizedByItsClass() throws {
        let found = try scene(height: 50).sizedByTheirOwnDrawing()
        #expect(found.classes == ["custom"])
        #expect(found.placed == ["stack", "below"])
    }

    /// A height of its own in the document, a saved size strut solves too, or a plain view: no
    /// class of its own to size it.
    @Test func aCustomViewTheDocumentSizes() throws {
        let height = #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"#
        #expect(try scene(height: 50, extras: height).sizedByTheirOwnDrawing().classes.isEmpty)
        #expect(try scene(height: 0).sizedByTheirOwnDrawing().classes.isEmpty)
        #expect(try scene(height: 50, customClass: "").sizedByTheirOwnDrawing().classes.isEmpty)
    }
}
