import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// Every device id Xcode writes names the phone it is: its size and its safe area.
@Suite struct DeviceIdTests {
    /// A view pinned to the safe area's top in a document made on `device`: the canvas's size and
    /// the view's top.
    func canvas(_ device: String, width: Double, height: Double) throws -> (size: Size?, top: Double?) {
        let top = viewElement("top", (0, 0, width, 10))
        let constraints = """
            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
            """
        let text = storyboard(top, constraints: constraints, device: device)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#)
        let loaded = try layOut(text).loaded
        return (loaded.view("root")?.frame.size, loaded.view("top")?.frame.minY)
    }

    @Test func theSixPointSevenInchPhonesAndTheIPhone12() throws {
        let max = try canvas("retina6_72", width: 430, height: 932)
        #expect(max.size == Size(width: 430, height: 932) && max.top == 59)
        let plus = try canvas("retina6_7", width: 428, height: 926)
        #expect(plus.size == Size(width: 428, height: 926) && plus.top == 47)
        let twelve = try canvas("retina6_0", width: 390, height: 844)
        #expect(twelve.size == Size(width: 390, height: 844) && twelve.top == 47)
        #expect(Device.named("retina6_0")?.size == Size(width: 390, height: 844))
    }
}

/// A xib's view that its File's Owner shows as its `view` is a view controller's: shown on a
/// device it takes the device's size, as Xcode's "View as" does; a freeform one keeps its own.
@Suite struct FilesOwnersViewTests {
    func xib(freeform: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DetailViewController">
                    <connections><outlet property="view" destination="own"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="own">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
                </view>
                <view contentMode="scaleToFill" id="other">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test func theOwnersViewTakesTheDeviceSizeAndOthersKeepTheirs() throws {
        let scenes = try InterfaceBuilderDocument.read(xib(freeform: false), file: "a.xib", device: (Device.named("iphone-16-pro")!, false))
        let byID = Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0) })
        #expect(byID["own"]?.document.canvas.size == Size(width: 402, height: 874))
        #expect(byID["own"]?.freeformSize == nil)
        #expect(byID["other"]?.document.canvas.size == Size(width: 200, height: 80))
        #expect(byID["other"]?.freeformSize == Size(width: 200, height: 80))
    }

    @Test func aFreeformOwnersViewKeepsItsSize() throws {
        let scenes = try InterfaceBuilderDocument.read(xib(freeform: true), file: "a.xib", device: (Device.named("iphone-16-pro")!, false))
        let own = try #require(scenes.first { $0.id == "own" })
        #expect(own.document.canvas.size == Size(width: 375, height: 667))
        #expect(own.freeformSize == Size(width: 375, height: 667))
        let designed = try InterfaceBuilderDocument.read(xib(freeform: false), file: "a.xib")
        #expect(designed.allSatisfy { $0.freeformSize == nil }, "without --device no panel is captioned freeform")
    }
}
