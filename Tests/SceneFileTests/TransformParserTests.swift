import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct TransformParserTests {
    func parse(_ text: String) throws(SceneError) -> AffineTransform {
        try TransformParser.parse(Located(text, at: SourceLocation(file: "scene.yaml", line: 3, column: 7)))
    }

    /// The parser counted the rest of the string for each function: 40,000 functions (400 KB)
    /// took 44 s. What it reads, and where its errors are, stay the same.
    @Test func aLongTransformIsReadFunctionByFunction() throws {
        let count = 40_000
        let functions = (0..<count).map { $0 % 2 == 0 ? "translate(2, 1)" : "\ttranslate( -1 ,0)" }
        let t = try parse(functions.joined(separator: " "))
        #expect(t.tx == Double(count / 2) && t.ty == Double(count / 2) && t.a == 1 && t.d == 1)
        let text = functions.joined(separator: "  ") + "  skew(3)"
        do throws(SceneError) {
            _ = try parse(text)
            Issue.record("an unknown function was read")
        } catch {
            #expect(error.message == "unknown transform 'skew'")
            #expect(error.location.column == 7 + text.count - "skew(3)".count, "where 'skew' starts")
        }
    }

    /// States read their transforms with the same parser.
    @Test func aStatesLongTransformIsRead() throws {
        let body = Array(repeating: "rotate(90)", count: 20_000).joined(separator: " ")
        let scene = try load("canvas: { size: [100, 100] }\nroot:\n  subviews: [{ id: card, frame: [0, 0, 10, 10] }]\nstates:\n  turned: [\"card.transform = '\(body) scale(2)'\"]\n")
        try scene.apply(state: "turned")
        #expect(scene.view("card")?.transform == AffineTransform(scaleX: 2, y: 2))
    }
}
