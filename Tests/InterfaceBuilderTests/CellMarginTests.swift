import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Margins of a table view cell's content view, as Xcode simulates them.
@Suite struct CellMarginTests {
    /// A xib of one cell whose content view has `contentAttributes` and `margins`, and a box
    /// pinned to its leading margin; the box's x.
    func boxX(contentAttributes: String = "", margins: String = "", tools: String = "15705", device: String = "retina4_7") throws -> Double? {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" \(contentAttributes) id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
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

    /// The sides by Xcode and screen: 8 before build 13500, 15 until Xcode 10, then 16 on a
    /// screen narrower than 390 points and 20 from 390.
    @Test func theCellsSidesByXcodeAndScreen() throws {
        #expect(try boxX(tools: "13196") == 8)
        #expect(try boxX(tools: "13770") == 15)
        #expect(try boxX(tools: "23504") == 16)
        #expect(try boxX(tools: "24093", device: "retina6_12") == 20)
        #expect(try boxX(tools: "15705", device: "retina6_1") == 20)
    }
}
