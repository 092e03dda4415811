import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// `NAME:landscape` and `NAME:portrait`: a device turned, as `--device` and `vary:` name it.
@Suite struct OrientedDeviceTests {
    @Test func aNameMayCarryAnOrientation() throws {
        let plain = try #require(OrientedDevice.named("iphone-15"))
        #expect(plain.landscape == nil && plain.label == "iphone-15" && plain.fileName == "iphone-15")
        let turned = try #require(OrientedDevice.named("retina6_12:landscape"))
        #expect(turned.device.name == "retina6_12" && turned.landscape == true)
        #expect(turned.label == "retina6_12 landscape" && turned.fileName == "retina6_12-landscape" && turned.name == "retina6_12:landscape")
        #expect(OrientedDevice.named("ipad:portrait")?.landscape == false)
        #expect(OrientedDevice.named("ipad:sideways") == nil && OrientedDevice.named("ipod:landscape") == nil)
        #expect(OrientedDevice.unknown("ipad:sideways").contains("unknown orientation 'sideways'"))
        #expect(OrientedDevice.unknown("ipod:landscape").contains("unknown device 'ipod'"))
    }

    @Test func aTurnedDeviceHasItsLandscapeSizeAndSafeArea() throws {
        var document = try SceneParser.parse(
            """
            canvas: { device: iphone-se }
            root:
              subviews: [{ id: box }]
            constraints:
              - "H:|[box]|"
              - "V:|[box]|"
            """, file: "t.yaml")
        let phone = try #require(OrientedDevice.named("iphone-15:landscape"))
        document.canvas.landscape = phone.landscape!
        var builder = SceneBuilder(document, textMeasurer: ApproximateTextMeasurer(), device: phone.device)
        let scene = try builder.build()
        scene.layout()
        #expect(scene.canvasSize == Size(width: 852, height: 393))
        #expect(scene.root.safeAreaInsets == DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }
}
