import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Interface Builder's placeholder intrinsic sizes.
@Suite struct PlaceholderSizeTests {
    /// A custom view with "Intrinsic Size: Placeholder" takes that size where only its content
    /// would size it.
    @Test func aPlaceholderIntrinsicSizeSizesTheView() throws {
        let custom = viewElement("custom", (20, 40, 28, 28), attributes: #"placeholderIntrinsicWidth="28" placeholderIntrinsicHeight="28""#)
        let constraints = """
            <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """
        let (_, loaded) = try layOut(storyboard(custom, constraints: constraints))
        #expect(loaded.view("custom")?.frame == Rect(x: 20, y: 40, width: 28, height: 28))
    }
}
