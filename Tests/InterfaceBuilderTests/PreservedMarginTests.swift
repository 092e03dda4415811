import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// `preservesSuperviewLayoutMargins` on any view: it keeps the larger of its own margin and what
/// its superview's margin leaves past the distance between their edges.
@Suite struct PreservedMarginTests {
    /// A `kind` view at `x` in the root (375 wide, margins 16) holding a box pinned to its leading
    /// margin: the box's x in the root.
    func boxX(at x: Double, preserves: Bool, in kind: String = "view") throws -> Double? {
        let box = viewElement("box", (0, 0, 10, 10))
        let holder = viewElement(
            "holder", (x, 100, 200, 100), attributes: preserves ? #"preservesSuperviewLayoutMargins="YES""# : "",
            body: "<subviews>\(box)</subviews>")
        let scroll = kind == "view" ? holder : viewElement("scroll", (0, 0, 375, 667), name: kind, body: "<subviews>\(holder)</subviews>")
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="holder" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="holder" secondAttribute="top" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
            <constraint firstItem="holder" firstAttribute="leading" secondItem="\(kind == "view" ? "root" : "scroll")" secondAttribute="leading" constant="\(x)" id="c5"/>
            <constraint firstItem="holder" firstAttribute="top" secondItem="\(kind == "view" ? "root" : "scroll")" secondAttribute="top" constant="100" id="c6"/>
            <constraint firstItem="holder" firstAttribute="width" constant="200" id="c7"/>
            <constraint firstItem="holder" firstAttribute="height" constant="100" id="c8"/>
            """ + (kind == "view" ? "" : """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                <constraint firstItem="scroll" firstAttribute="width" constant="375" id="s3"/>
                <constraint firstItem="scroll" firstAttribute="height" constant="667" id="s4"/>
                """)
        let loaded = try layOut(storyboard(scroll, constraints: constraints)).loaded
        guard let box = loaded.view("box"), let holder = loaded.view("holder") else { return nil }
        let scrollX = loaded.view("scroll")?.frame.minX ?? 0
        return scrollX + holder.frame.minX + box.frame.minX
    }

    /// Flush with the root, the root's 16; 4 points in, the 12 left of it; 10 in, its own 8.
    @Test func aViewKeepsWhatItsSuperviewsMarginLeaves() throws {
        #expect(try boxX(at: 0, preserves: false) == 8)
        #expect(try boxX(at: 0, preserves: true) == 16)
        #expect(try boxX(at: 4, preserves: true) == 16)
        #expect(try boxX(at: 10, preserves: true) == 18)
    }

    /// A scroll view's margins do not reach its scrolling content.
    @Test func notThroughAScrollView() throws {
        #expect(try boxX(at: 0, preserves: true, in: "scrollView") == 8)
    }

    /// A top-level cell of a xib sits on the canvas, whose sides are a root's.
    @Test func aTopLevelCellPreservesTheCanvasMargins() throws {
        func x(_ attributes: String) throws -> Double? {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <collectionViewCell \(attributes) id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <view key="contentView" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="10" width="40" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="40" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
                            </constraints>
                        </collectionViewCell>
                    </objects>
                </document>
                """
            return try layOut(text).loaded.view("box")?.frame.minX
        }
        #expect(try x(#"preservesSuperviewLayoutMargins="YES""#) == 16)
        #expect(try x("") == 8)
    }
}
