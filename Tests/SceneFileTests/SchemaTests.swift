import Foundation
@testable import SceneFile
@testable import SceneModel
import Testing

/// The JSON Schema editors use must list exactly the keys the loader reads.
@Suite struct SchemaTests {
    func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Schemas/scene.schema.json")
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    }

    func keys(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func topLevelCanvasAndViewKeysMatchTheLoader() throws {
        let s = try schema()
        let properties = s["properties"] as! [String: Any]
        let defs = s["$defs"] as! [String: Any]
        #expect(keys(s) == Set(SceneParser.topKeys))
        #expect(keys(properties["canvas"]) == Set(SceneParser.canvasKeys))
        #expect(keys(defs["view"]) == Set(ViewParser.viewKeys))
    }

    @Test func constraintFormsMatchTheLoader() throws {
        let s = try schema()
        let forms = ((s["$defs"] as! [String: Any])["constraints"] as! [String: Any])["items"] as! [String: Any]
        let objects = (forms["oneOf"] as! [Any]).dropFirst().map(keys)
        #expect(objects == [Set(ConstraintParser.namedKeys), Set(ConstraintParser.visualKeys), Set(ConstraintParser.fieldKeys)])
    }
}
