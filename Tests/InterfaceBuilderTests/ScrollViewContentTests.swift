import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// A scroll view's content size as UIKit gives it: a table, collection or text view sets its
/// own; a plain scroll view takes it from the constraints its content makes to its content area,
/// and is ambiguous ("Scrollable Content Size Ambiguity") only when those leave it open.
@Suite struct ScrollViewContentTests {
    /// A `kind` of scroll view filling the root, holding `content`, with `constraints` besides
    /// the four that pin it.
    func scene(_ kind: String, content: String = "", constraints: String = "", attributes: String = "", guides: String = "") -> String {
        let scroll = viewElement("scroll", (0, 0, 375, 667), name: kind, attributes: attributes, body: "\(guides)<subviews>\(content)</subviews>")
        return storyboard(
            scroll,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="s2"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s3"/>
                <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s4"/>
                \(constraints)
                """)
    }

    func ambiguities(_ text: String) throws -> [String: [LayoutAmbiguity.Need]] {
        let loaded = try layOut(text).loaded
        #expect(loaded.engine.conflicts.isEmpty)
        return Dictionary(uniqueKeysWithValues: loaded.engine.ambiguities().map { ($0.item.identifier, $0.needs) })
    }

    @Test(arguments: ["tableView", "collectionView", "textView"])
    func aViewThatSizesItsOwnContentIsNeverAmbiguous(kind: String) throws {
        #expect(try ambiguities(scene(kind)).isEmpty)
        let loaded = try layOut(scene(kind)).loaded
        #expect(loaded.solvedLayout.guide("scroll-contentArea")?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Without a constraint to its content area, the content size is the app's to set in code.
    @Test func aScrollViewWhoseContentNoConstraintReachesIsNotAmbiguous() throws {
        let free = #"<view id="free"><rect key="frame" x="10" y="10" width="100" height="100"/></view>"#
        #expect(try ambiguities(scene("scrollView", content: free)).isEmpty)
        #expect(try ambiguities(scene("scrollView")).isEmpty)
    }

    /// Content pinned to the content area's top and leading edges only leaves its size open.
    @Test func contentThatLeavesTheContentSizeOpenMakesItAmbiguous() throws {
        let box = viewElement("box", (0, 0, 100, 100))
        let open = """
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="c4"/>
            """
        #expect(try ambiguities(scene("scrollView", content: box, constraints: open)) == ["scroll-contentArea": [.width, .height]])
        let closed = open + """
            <constraint firstItem="box" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c5"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c6"/>
            """
        #expect(try ambiguities(scene("scrollView", content: box, constraints: closed)).isEmpty)
    }

    /// Xcode 11's content layout guide: the same rule, on the guide the document names.
    @Test func aContentLayoutGuideIsAmbiguousOnlyAlongWhatItsConstraintsLeaveOpen() throws {
        let guides = #"<viewLayoutGuide key="contentLayoutGuide" id="cg"/><viewLayoutGuide key="frameLayoutGuide" id="fg"/>"#
        let box = viewElement("box", (0, 0, 375, 100))
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="c5"/>
            """
        #expect(try ambiguities(scene("scrollView", content: box, constraints: constraints, guides: guides)) == ["cg": [.height]])
        let closed = constraints + #"<constraint firstItem="box" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="c6"/>"#
        let loaded = try layOut(scene("scrollView", content: box, constraints: closed, guides: guides)).loaded
        #expect(loaded.engine.ambiguities().isEmpty)
        #expect(loaded.solvedLayout.guide("cg")?.frame == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    /// A scroll view without content layout guides, its content pinned to its margins: the
    /// margins of its content area ("constraints between the edges or margins of the scroll view
    /// and its content attach to the scroll view's content area").
    @Test func contentPinnedToAnOlderScrollViewsMarginsSitsInsideTheContentArea() throws {
        let box = viewElement("box", (8, 8, 359, 1000))
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="topMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="c2"/>
            <constraint firstItem="scroll" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="scroll" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="2" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-16" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="1000" id="c6"/>
            """
        let loaded = try layOut(scene("scrollView", content: box, constraints: constraints)).loaded
        #expect(loaded.view("box")?.frame == Rect(x: 8, y: 8, width: 359, height: 1000))
        #expect(loaded.solvedLayout.guide("scroll-contentArea")?.frame == Rect(x: 0, y: 0, width: 375, height: 1018))
        #expect(loaded.engine.ambiguities().isEmpty)
        // The document's own margins.
        let margins = #"<edgeInsets key="layoutMargins" top="20" left="20" bottom="20" right="20"/>"#
        let inset = try layOut(scene("scrollView", content: box, constraints: constraints, guides: margins)).loaded
        #expect(inset.view("box")?.frame == Rect(x: 20, y: 20, width: 359, height: 1000))
        #expect(inset.solvedLayout.guide("scroll-contentArea")?.frame == Rect(x: 0, y: 0, width: 399, height: 1042))
    }
}
