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
    /// below its top, not below its text's top with the text (20.29 tall) centred (16.30).
    @Test func aLabelsBaselineIsSanFranciscos() throws {
        let text = label("label", (0, 100, 100, 20.5), text: "Title", size: 17)
        let y = try #require(try firstBaseline(of: "label", element: text))
        #expect(abs(y - 116.19) < 0.01)
    }

    /// Where a box pinned to the first baseline of `id` (an element at 100 below the root's top,
    /// XML) puts its top.
    func firstBaseline(of id: String, element: String) throws -> Double? {
        let box = viewElement("box", (0, 0, 10, 10))
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="\(id)" secondAttribute="firstBaseline" id="c3"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c6"/>
            """
        return try layOut(storyboard(element + box, constraints: constraints)).loaded.view("box")?.frame.minY
    }

    /// A text field places its baseline with its font, text or not: an empty 17-point field 30
    /// tall has its line centred, its baseline 21.05 below its top, as one with text (Twilio's
    /// audio-sink sample aligns one on a label's baseline).
    @Test func anEmptyTextFieldsBaselineIsItsFontsCentredLine() throws {
        func baseline(_ attributes: String) throws -> Double? {
            let field = viewElement(
                "field", (0, 100, 200, 30), name: "textField", attributes: #"contentVerticalAlignment="center" \#(attributes)"#,
                body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
            return try firstBaseline(of: "field", element: field)
        }
        let centred = 100 + (30 - FontMetrics.systemFont(ofSize: 17).lineHeight) / 2 + FontMetrics.systemFont(ofSize: 17).ascender
        for attributes in ["", #"placeholder="Room""#, #"text="Room""#] {
            let y = try #require(try baseline(attributes))
            #expect(abs(y - centred) < 0.01, "\(attributes)")
        }
    }

    /// A label made taller than its text keeps its first baseline its ascender below its top and
    /// its last baseline its descender above its bottom, though its text is drawn centred; a
    /// button's title sits in its middle (`contentVerticalAlignment="center"`), its baselines with it.
    @Test func aStretchedLabelsBaselinesKeepToItsEdgesAndAButtonsToItsTitle() throws {
        let tall = label("tall", (0, 100, 100, 60), text: "Title", size: 17)
        let button = viewElement(
            "button", (120, 100, 100, 60), name: "button", attributes: #"contentHorizontalAlignment="center" contentVerticalAlignment="center""#,
            body: #"<state key="normal" title="Go"/><fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let boxes = ["first": ("tall", "firstBaseline"), "last": ("tall", "lastBaseline"), "title": ("button", "firstBaseline")]
        var constraints = """
            <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
            <constraint firstItem="tall" firstAttribute="height" constant="60" id="t2"/>
            <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t3"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b1"/>
            <constraint firstItem="button" firstAttribute="height" constant="60" id="b2"/>
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="b3"/>
            """
        var views = tall + button
        for (name, (item, attribute)) in boxes.sorted(by: { $0.key < $1.key }) {
            views += viewElement(name, (0, 0, 10, 10))
            constraints += """
                <constraint firstItem="\(name)" firstAttribute="top" secondItem="\(item)" secondAttribute="\(attribute)" id="\(name)1"/>
                <constraint firstItem="\(name)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(name)2"/>
                <constraint firstItem="\(name)" firstAttribute="width" constant="10" id="\(name)3"/>
                <constraint firstItem="\(name)" firstAttribute="height" constant="10" id="\(name)4"/>
                """
        }
        let (_, loaded) = try layOut(storyboard(views, constraints: constraints))
        let font = FontMetrics.systemFont(ofSize: 17)
        let first = try #require(loaded.view("first")?.frame.minY), last = try #require(loaded.view("last")?.frame.minY)
        let title = try #require(loaded.view("title")?.frame.minY)
        #expect(abs(first - (100 + font.ascender)) < 0.01)
        #expect(abs(last - (160 - font.descender)) < 0.01)
        #expect(abs(title - (130 - font.lineHeight / 2 + font.ascender)) < 0.01)
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
