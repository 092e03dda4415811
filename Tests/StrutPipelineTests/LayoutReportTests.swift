import AutoLayout
import Foundation
import SceneModel
import StrutPipeline
import Testing

@Suite struct LayoutReportTests {
    private func loaded(_ relative: String, state: String? = nil) throws -> LoadedScene {
        let path = sample(relative)
        let document = try SceneInput.scenes(text: SceneInput.read(path), path: path)[0].document
        return try SceneLoader.load(document, state: state)
    }

    @Test func theJSONIsAnObjectWithEveryViewsFrameAsTheEngineHasIt() throws {
        let scene = try loaded("anchors/fixed-size.yaml")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(LayoutReport.json(scene.solvedLayout).utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [String: Any])
        let box = try #require(views["myView"] as? [String: Any])
        let frame = try #require(box["frame"] as? [Double])
        let expected = try #require(scene.view("myView")).frame
        #expect(frame == [expected.minX, expected.minY, expected.width, expected.height])
        #expect(object["conflicts"] as? [Any] != nil)
        #expect(object["state"] == nil)
    }

    @Test func aStateAndAVariationAreNamedInTheObject() throws {
        let scene = try loaded("states/two-view-switch.yaml", state: "off")
        let json = LayoutReport.json(scene.solvedLayout, state: "off", variation: Variation(theme: .dark))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["state"] as? String == "off")
        #expect((object["variation"] as? [String: String]) == ["theme": "dark"])
    }

    @Test func aConflictIsListedInBothForms() throws {
        let scene = try loaded("diagnostics/conflict.yaml")
        #expect(!scene.engine.conflicts.isEmpty)
        #expect(LayoutReport.table(scene).contains("Unable to simultaneously satisfy constraints"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(LayoutReport.json(scene.solvedLayout).utf8)) as? [String: Any])
        #expect((object["conflicts"] as? [Any])?.count == scene.engine.conflicts.count)
    }

    @Test func theTablesNumbersHaveAtMostTwoDecimals() {
        #expect(LayoutReport.short(1.23456) == "1.23")
        #expect(LayoutReport.short(20) == "20")
    }
}
