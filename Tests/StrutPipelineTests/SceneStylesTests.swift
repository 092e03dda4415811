import Rendering
import SceneModel
import StrutPipeline
import Testing

@Suite struct SceneStylesTests {
    private let at = SourceLocation(file: "s.yaml", line: 4, column: 9)

    @Test func aColourIsReadAsUIKitAndCSSSpellIt() throws {
        #expect(try SceneStyles.color(Located("#ff0000", at: at)) == Color(parsing: "#ff0000"))
        #expect(try SceneStyles.color(Located("systemBlue", at: at)) == Color(parsing: "systemBlue"))
    }

    @Test func anUnknownColourIsLocatedWithASuggestion() {
        do {
            _ = try SceneStyles.color(Located("systemBlu", at: at))
            Issue.record("an unknown colour was accepted")
        } catch {
            #expect(error.location == at)
            #expect(error.message.contains("did you mean 'systemBlue'?"))
        }
    }

    @Test func documentsAreDrawnAsXcodeShowsThemAndSceneFilesWithTheirConstraints() {
        #expect(SceneStyles.defaultAnnotation(path: "a/b.xib") == .none)
        #expect(SceneStyles.defaultAnnotation(path: "a/b.storyboard") == .none)
        #expect(SceneStyles.defaultAnnotation(path: "a/b.yaml") == .constraints)
    }

    @Test func aDocumentsLongViewNamesAreCutForAnnotations() throws {
        let path = sample("interface-builder/sign-in.storyboard")
        let scene = try #require(try SceneInput.scenes(text: SceneInput.read(path), path: path).first?.interfaceBuilder)
        #expect(SceneStyles.annotationNames(scene).values.allSatisfy { $0.count <= 28 })
    }
}
