import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Where labels of documents have their baselines: in San Francisco, as Xcode lays them out.
@Suite struct BaselineTests {
    func label(_ id: String, _ frame: (Double, Double, Double, Double), text: String, size: Double) -> String {
        viewElement(
            id, frame, name: "label", attributes: #"text="\#(text)" verticalHuggingPriority="251""#,
            body: #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#)
    }

    /// A one-line 17-point label 20.5 tall has its first baseline San Francisco's ascender (16.19)
    /// below its text's top, the text (20.29 tall) centred: 16.30 below its top.
    @Test func aLabelsBaselineIsSanFranciscos() throws {
        let text = label("label", (0, 100, 100, 20.5), text: "Title", size: 17)
        let box = viewElement("box", (0, 116.5, 10, 10))
        let constraints = """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="firstBaseline" id="c3"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c6"/>
            """
        let (_, loaded) = try layOut(storyboard(text + box, constraints: constraints))
        let y = try #require(loaded.view("box")?.frame.minY)
        #expect(abs(y - 116.30) < 0.01)
    }

    /// An empty label has no line to centre: its last baseline is its font's descender (13
    /// points: 3.13) above its bottom, wherever its height puts the bottom.
    @Test func anEmptyLabelsLastBaselineIsItsDescenderAboveItsBottom() throws {
        let empty = label("empty", (0, 100, 100, 50), text: "", size: 13)
        let box = viewElement("box", (0, 146.87, 10, 10))
        let constraints = """
            <constraint firstItem="empty" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="empty" firstAttribute="height" constant="50" id="c7"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="empty" secondAttribute="lastBaseline" id="c3"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c6"/>
            """
        let (_, loaded) = try layOut(storyboard(empty + box, constraints: constraints))
        let y = try #require(loaded.view("box")?.frame.minY)
        #expect(abs(y - (150 - 13.0 * 494 / 2048)) < 0.01)
    }
}
