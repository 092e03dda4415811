import Rendering
import SceneFile
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

    /// Of several unknown colours, the first in the file is reported, whichever view is made first.
    @Test func theFirstUnknownColourInTheFileIsReported() throws {
        let text = """
            canvas: { size: [100, 100], background: nope0 }
            root:
              subviews:
                - { id: a, background: white, textColor: nope1, text: a }
                - { id: b, border: { color: nope2 } }
              background: nope3
            """
        let scene = try SceneLoader.load(SceneParser.parse(text, file: "s.yaml"), state: nil)
        #expect(throws: SceneError.self) { try SceneStyles.checkColors(scene) }
        do throws(SceneError) {
            try SceneStyles.checkColors(scene)
        } catch {
            #expect(error.description.hasPrefix("s.yaml:1:41: unknown colour 'nope0'"))
        }
        let later = try SceneLoader.load(SceneParser.parse(text.replacingOccurrences(of: ", background: nope0", with: ""), file: "s.yaml"), state: nil)
        do throws(SceneError) {
            try SceneStyles.checkColors(later)
            Issue.record("unknown colours were accepted")
        } catch {
            #expect(error.description.hasPrefix("s.yaml:4:46: unknown colour 'nope1'"))
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
