import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// How stack views in documents arrange their views, as Xcode saves them.
@Suite struct StackViewDocumentTests {
    /// A vertical stack pinned to the root's top and sides, holding `arranged` and `body`.
    func pinnedStack(_ arranged: String, attributes: String = #"axis="vertical""#, body: String = "") -> String {
        let stack = viewElement("stack", (0, 0, 375, 100), name: "stackView", attributes: attributes, body: "<subviews>\(arranged)</subviews>\(body)")
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            """
        return storyboard(stack, constraints: constraints)
    }

    /// Layout margins given in the Size inspector are the stack's padding: Xcode 9 and later write
    /// the margins alone, without `layoutMarginsRelativeArrangement`.
    @Test func marginsAloneArrangeWithinThem() throws {
        let box = viewElement("box", (24, 8, 327, 20), body: #"<constraints><constraint firstAttribute="height" constant="20" id="h1"/></constraints>"#)
        for margins in [
            #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="24" bottom="8" trailing="24"/>"#,
            #"<edgeInsets key="layoutMargins" top="8" left="24" bottom="8" right="24"/>"#,
        ] {
            let (_, loaded) = try layOut(pinnedStack(box, body: margins))
            #expect(loaded.view("box")?.frame == Rect(x: 24, y: 8, width: 327, height: 20))
            #expect(loaded.view("stack")?.frame == Rect(x: 0, y: 0, width: 375, height: 36))
        }
        let (_, plain) = try layOut(pinnedStack(box))
        #expect(plain.view("box")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
    }

    /// Fill proportionally sizes views without an intrinsic size (plain views, stack views) by the
    /// frames they have, the ones they were designed at.
    @Test func proportionalFillByDesignedFrames() throws {
        let a = viewElement("a", (0, 0, 375, 20)), b = viewElement("b", (0, 20, 375, 60))
        let height = #"<constraints><constraint firstAttribute="height" constant="160" id="h1"/></constraints>"#
        let (_, loaded) = try layOut(pinnedStack(a + b, attributes: #"axis="vertical" distribution="fillProportionally""#, body: height))
        #expect(loaded.view("a")?.frame == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(loaded.view("b")?.frame == Rect(x: 0, y: 40, width: 375, height: 120))
    }

    /// An arranged view no constraint mentions (it translates its autoresizing mask in the
    /// document) keeps the length it was drawn at along the stack, as Interface Builder's
    /// prototyping constraints keep it.
    @Test func anUnconstrainedArrangedViewKeepsItsDesignedLength() throws {
        let plain = #"<view contentMode="scaleToFill" id="plain"><rect key="frame" x="0.0" y="0.0" width="375" height="128"/></view>"#
        let box = viewElement("box", (0, 128, 375, 20), body: #"<constraints><constraint firstAttribute="height" constant="20" id="h1"/></constraints>"#)
        let (_, loaded) = try layOut(pinnedStack(plain + box))
        #expect(loaded.view("plain")?.frame == Rect(x: 0, y: 0, width: 375, height: 128))
        #expect(loaded.view("box")?.frame == Rect(x: 0, y: 128, width: 375, height: 20))
    }

    /// A view whose frame the document marks fixed, without constraints, keeps its frame: in a
    /// stack its size, elsewhere its size and place.
    @Test func aFixedFrameIsKept() throws {
        let free = viewElement("free", (12, 300, 80, 40), attributes: #"fixedFrame="YES""#)
        let (_, loaded) = try layOut(storyboard(free))
        #expect(loaded.view("free")?.frame == Rect(x: 12, y: 300, width: 80, height: 40))
        // Constraints off (viewElement's translatesAutoresizingMaskIntoConstraints="NO") and none
        // given: the frame too.
        let (_, plain) = try layOut(storyboard(viewElement("plain", (12, 300, 80, 40))))
        #expect(plain.view("plain")?.frame == Rect(x: 12, y: 300, width: 80, height: 40))
        let arranged = viewElement("arranged", (147.5, 0, 80, 40), attributes: #"fixedFrame="YES""#)
        let (_, stacked) = try layOut(pinnedStack(arranged, attributes: #"axis="vertical" alignment="center""#))
        #expect(stacked.view("arranged")?.frame == Rect(x: 147.5, y: 0, width: 80, height: 40))
    }

    /// Arranged within its margins without margins of its own (an Xcode 7 document), a stack
    /// view lays its views out to its edges.
    @Test func aStackViewsOwnMarginsAreNone() throws {
        let box = viewElement("box", (0, 0, 375, 20), body: #"<constraints><constraint firstAttribute="height" constant="20" id="h1"/></constraints>"#)
        let (_, loaded) = try layOut(pinnedStack(box, attributes: #"axis="vertical" layoutMarginsRelativeArrangement="YES""#))
        #expect(loaded.view("box")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
    }
}
