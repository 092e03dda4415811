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

    /// The combinations' cap counted no states: a 64-combination `vary:` with 5,000 states drawn
    /// with `--state all` laid out 320,000 panels. Panels (combinations × states) are capped
    /// before any is laid out.
    @Test func panelsAreCappedBeforeAnyIsLaidOut() throws {
        let states = (0..<64).map { "  s\($0): [a.hidden = true]" }.joined(separator: "\n")
        let text = """
            canvas: { size: [100, 60] }
            root:
              subviews: [{ id: a, frame: [10, 10, 20, 20] }]
            vary: { device: [iphone-se, iphone-15, iphone-8, ipad], theme: [light, dark], direction: [leftToRight, rightToLeft], contentSize: [large, small, extraLarge, accessibility5] }
            states:
            \(states)
            """
        let inputs = try SceneInput.scenes(text: text, path: "many.yaml")
        let vary = try #require(inputs[0].document.vary)
        var laidOut = 0
        do throws(SceneError) {
            _ = try ScenePanels.make(
                inputs, variations: VariationMatrix(vary), state: "all", file: "many.yaml",
                load: { document, state, device throws(SceneError) in
                    laidOut += 1
                    return try SceneLoader.load(document, state: state, device: device)
                })
            Issue.record("4,160 panels were drawn")
        } catch {
            #expect(error.message == "the drawing would have 4160 panels (64 combinations of devices, content sizes, themes and directions, each in 65 states); "
                + "at most 4096 (draw fewer states or combinations)")
        }
        #expect(laidOut == 0)
        #expect(throws: Never.self) { try ScenePanels.checkPanels(VariationMatrix(vary), states: 64, file: "many.yaml") }
        #expect(throws: SceneError.self) { try ScenePanels.checkPanels(VariationMatrix(vary), states: 65, file: "many.yaml") }
    }
}
