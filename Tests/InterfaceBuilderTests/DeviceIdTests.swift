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
