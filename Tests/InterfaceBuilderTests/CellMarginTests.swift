import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Margins of a table view cell's content view, as Xcode simulates them.
@Suite struct CellMarginTests {
    /// A xib of one cell whose content view has `contentAttributes` and `margins`, and a box
    /// pinned to its leading margin; the box's x.
    func boxX(
        contentAttributes: String = "", margins: String = "", tools: String = "15705", device: String = "retina4_7", width: Double = 375
    ) throws -> Double? {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <tableViewCellContentView key="contentView" \(contentAttributes) id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                            </constraints>
                            \(margins)
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        return try layOut(text).loaded.view("box")?.frame.minX
    }

    /// Margins of its own replace the cell's 16 on the sides (Xcode 11), unless the content view
    /// preserves its superview's margins: then it keeps the larger on each edge.
    @Test func preservingTheCellsMargins() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"#
        #expect(try boxX(contentAttributes: "", margins: "") == 16)
        #expect(try boxX(contentAttributes: "", margins: margins) == 15)
        #expect(try boxX(contentAttributes: #"preservesSuperviewLayoutMargins="YES""#, margins: margins) == 16)
    }

    /// The sides by Xcode and the cell's width: 8 before build 13500, 15 until Xcode 10, then
    /// 16 on a cell up to 375 points wide and 20 on a wider one, whatever the phone the document
    /// was made on.
    @Test func theCellsSidesByXcodeAndWidth() throws {
        #expect(try boxX(tools: "13196") == 8)
        #expect(try boxX(tools: "13770") == 15)
        #expect(try boxX(tools: "23504") == 16)
        #expect(try boxX(tools: "24093", device: "retina6_12", width: 393) == 20)
        #expect(try boxX(tools: "15705", device: "retina6_1", width: 414) == 20)
        #expect(try boxX(tools: "19455", device: "retina6_1", width: 320) == 16)
        #expect(try boxX(tools: "24093", device: "retina6_12", width: 375) == 16)
        #expect(try boxX(tools: "15505", device: "retina6_1", width: 382) == 20)
    }
}

/// A root view's minimum margins on its sides, by its own width.
@Suite struct RootMarginTests {
    /// A box pinned to the root's leading margin, in a root `width` points wide: its x.
    func boxX(width: Double, device: String = "retina4_7") throws -> Double? {
        let text = storyboard(
            viewElement("box", (0, 100, 10, 10)),
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                """, device: device
        ).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="667""#)
        return try layOut(text).loaded.view("box")?.frame.minX
    }

    /// 16 points up to 393 wide, 20 from 400: a freeform root of 400 points made on a 375-point
    /// phone has 20 (SkyFloatingLabelTextField's controllers).
    @Test func theRootsSidesByItsWidth() throws {
        #expect(try boxX(width: 240) == 16)
        #expect(try boxX(width: 375) == 16)
        #expect(try boxX(width: 393, device: "retina6_12") == 16)
        #expect(try boxX(width: 400) == 20)
        #expect(try boxX(width: 414, device: "retina6_1") == 20)
        #expect(try boxX(width: 1024, device: "ipad9_7") == 20)
    }
}
