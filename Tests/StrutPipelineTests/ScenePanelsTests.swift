import AutoLayout
import Rendering
import SceneModel
import StrutPipeline
import Testing

@Suite struct ScenePanelsTests {
    private func inputs(_ relative: String) throws -> [InputScene] {
        let path = sample(relative)
        return try SceneInput.scenes(text: SceneInput.read(path), path: path)
    }

    @Test func allStatesAreThePanelsOfTheBaseAndEachState() throws {
        let panels = try ScenePanels.make(
            inputs("states/two-view-switch.yaml"), variations: VariationMatrix(), state: "all", file: "two-view-switch.yaml")
        #expect(panels.map(\.label) == ["base", "off"])
    }

    @Test func devicesTimesStatesAreCaptionedWithBoth() throws {
        let devices = ["iphone-se", "ipad"].map(OrientedDevice.named)
        let panels = try ScenePanels.make(
            inputs("states/two-view-switch.yaml"), variations: VariationMatrix(devices: devices), state: "all", file: "s.yaml")
        #expect(panels.count == 4)
        #expect(panels.map(\.label).compactMap { $0 }.allSatisfy { $0.hasSuffix(" · base") || $0.hasSuffix(" · off") })
        #expect(panels[0].layout.canvasSize != panels[2].layout.canvasSize)
    }

    @Test func aSceneWithoutStatesOnSeveralDevicesIsCaptionedByDeviceAlone() throws {
        let devices = ["iphone-se", "ipad"].map(OrientedDevice.named)
        let panels = try ScenePanels.make(inputs("devices/safe-area.yaml"), variations: VariationMatrix(devices: devices), state: nil, file: "s.yaml")
        let labels = panels.compactMap(\.label)
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { !$0.contains("base") })
    }

    @Test func aSceneWithStatesOnSeveralDevicesNamesTheBaseState() throws {
        let devices = ["iphone-se", "ipad"].map(OrientedDevice.named)
        let panels = try ScenePanels.make(
            inputs("states/two-view-switch.yaml"), variations: VariationMatrix(devices: devices), state: nil, file: "s.yaml")
        #expect(panels.compactMap(\.label).allSatisfy { $0.hasSuffix(" · base") })
    }

    @Test func aThemeChangesNoFrameSoItsPanelsShareOneLayout() throws {
        var loads = 0
        let panels = try ScenePanels.make(
            inputs("anchors/fixed-size.yaml"), variations: VariationMatrix(themes: [.light, .dark]), state: nil, file: "f.yaml",
            load: { document, state, device throws(SceneError) in
                loads += 1
                return try SceneLoader.load(document, state: state, device: device)
            })
        #expect(panels.map(\.theme) == [.light, .dark])
        #expect(loads == 1)
    }

    @Test func aStoryboardOnTwoDevicesIsRefused() throws {
        let devices = ["iphone-se", "ipad"].map(OrientedDevice.named)
        #expect(throws: SceneError.self) {
            try ScenePanels.make(
                inputs("interface-builder/sign-in.storyboard"), variations: VariationMatrix(devices: devices), state: nil, file: "s.storyboard")
        }
    }

    @Test func aContentSizeForADocumentIsRefusedNotIgnored() {
        #expect(throws: SceneError.self) { try ScenePanels.refuseContentSizes([.extraLarge], file: "c.xib") }
        #expect(throws: Never.self) { try ScenePanels.refuseContentSizes([nil], file: "c.xib") }
    }
}
