import AutoLayout
import Foundation
import Rendering
import SceneModel
import StrutPipeline
import Testing

@Suite struct VariationTests {
    @Test func combinationsPutDevicesOutermost() {
        let matrix = VariationMatrix(devices: ["iphone-se", "ipad"].map(OrientedDevice.named), themes: [.light, .dark])
        #expect(matrix.combinations.map { "\($0.device?.name ?? "-") \($0.theme?.rawValue ?? "-")" }
            == ["iphone-se light", "iphone-se dark", "ipad light", "ipad dark"])
        #expect(matrix.isMatrix)
        #expect(!VariationMatrix().isMatrix)
    }

    /// A device without an orientation is the scene's: beside the same device in that
    /// orientation it would draw one panel twice.
    @Test func aDeviceTwiceInTheScenesOrientationIsRefused() throws {
        let mixed = VariationMatrix(devices: ["iphone-15:portrait", "ipad", "iphone-15"].map(OrientedDevice.named))
        let error = #expect(throws: SceneError.self) { try mixed.refuseRepeatedDevices(sceneLandscape: false, file: "a.yaml") }
        #expect(error?.description.hasPrefix("a.yaml:1:1: the devices 'iphone-15:portrait' and 'iphone-15' are one in this portrait scene") == true)
        try mixed.refuseRepeatedDevices(sceneLandscape: true, file: "a.yaml")
        let turned = VariationMatrix(devices: ["iphone-15", "iphone-15:landscape"].map(OrientedDevice.named))
        try turned.refuseRepeatedDevices(sceneLandscape: false, file: "a.yaml")
        #expect(throws: SceneError.self) { try turned.refuseRepeatedDevices(sceneLandscape: true, file: "a.yaml") }
    }

    @Test func aCaptionNamesTheDeviceAndOnlyTheAxesThatVary() {
        let matrix = VariationMatrix(devices: [OrientedDevice.named("iphone-se")], themes: [.light, .dark])
        let caption = matrix.caption(matrix.combinations[1])
        #expect(caption.count == 2)
        #expect(caption[1] == "dark")
    }

    @Test func aVariationIsWrittenIntoTheDocumentsCanvas() throws {
        let path = sample("anchors/fixed-size.yaml")
        let document = try SceneInput.scenes(text: SceneInput.read(path), path: path)[0].document
        let varied = Variation(device: OrientedDevice.named("iphone-se:landscape"), direction: .rightToLeft).applied(to: document)
        #expect(varied.canvas.landscape)
        #expect(varied.canvas.direction == .rightToLeft)
        #expect(document.canvas.direction != .rightToLeft)
    }

    @Test func theJSONAndTheArgumentsNameTheSameAxes() throws {
        let variation = Variation(device: OrientedDevice.named("iphone-15:landscape"), theme: .dark)
        let object = try JSONSerialization.jsonObject(with: Data(variation.jsonObject.text.utf8)) as? [String: String]
        #expect(object == ["device": "iphone-15:landscape", "theme": "dark"])
        #expect(variation.arguments == " --device iphone-15:landscape --theme dark")
        #expect(variation.goldenSuffix == ".theme-dark")
    }
}
