import AutoLayout
import Foundation
import InterfaceBuilder
import SceneFile
import SceneModel
import Testing

/// `strut convert`: a document's scene written as a scene file lays out exactly as the document.
@Suite struct ConversionTests {
    /// Every view's frame, by its id in the document, laid out from the document and from the
    /// scene file written for it.
    /// `carried` is the scene read with `carriesSizeClasses`, as `strut convert` reads it.
    func roundTrip(_ scene: InterfaceBuilderScene, carried: InterfaceBuilderScene? = nil) throws -> (document: [String: Rect], converted: [String: Rect]) {
        var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
        let original = try builder.build()
        original.layout()
        let names = (carried ?? scene).readableNames
        let text = SceneWriter((carried ?? scene).document, names: names).text()
        let converted = try SceneBuilder.load(text, file: "converted.yaml", textMeasurer: ApproximateTextMeasurer())
        converted.layout()
        var a: [String: Rect] = [:], b: [String: Rect] = [:]
        for id in scene.viewOrder {
            a[id] = original.view(id)?.frame
            b[id] = converted.view(names[id]!)?.frame
        }
        return (a, b)
    }

    @Test func aSampleConvertsToReadableIdsAndTheSameLayout() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples/interface-builder/sign-in.storyboard")
        let scene = try InterfaceBuilderDocument.read(String(contentsOf: url, encoding: .utf8), file: "sign-in.storyboard")[0]
        let names = scene.readableNames
        #expect(names["Sgn-RV-001"] == "root" && names["Sgn-ST-001"] == "form" && names["Sgn-LB-001"] == "welcomeBackLabel")
        #expect(names["Sgn-BT-001"] == "signInButton" && names["Sgn-TF-002"] == "passwordField")
        let text = SceneWriter(scene.document, names: names).text()
        #expect(text.contains("  - \"form.top == root.safeArea.top + 40\""))
        let (document, converted) = try roundTrip(scene)
        #expect(document == converted)
    }

    /// A label in `UICTFontTextStyleLargeTitle` converts to `font: largeTitle` (not a fixed size),
    /// keeps its saved size at the default text size, and is measured at another, as the
    /// document's label is under `--content-size`.
    @Test func aTextStyleConvertsToItsName() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples/interface-builder/sign-in.storyboard")
        let source = try String(contentsOf: url, encoding: .utf8)
        let carried = try InterfaceBuilderDocument.read(source, file: "sign-in.storyboard", carriesSizeClasses: true)[0]
        let text = SceneWriter(carried.document, names: carried.readableNames).text()
        let label = try #require(text.components(separatedBy: "text: \"Welcome back\"").dropFirst().first)
        #expect(label.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "font: largeTitle", "\(text)")
        let plain = try InterfaceBuilderDocument.read(source, file: "sign-in.storyboard")[0]
        let (document, converted) = try roundTrip(plain, carried: carried)
        #expect(document == converted)
        var scene = try SceneParser.parse(text, file: "converted.yaml")
        let parsed = try #require(scene.root.subviews.flatMap { [$0] + $0.subviews }.first { $0.text?.text == "Welcome back" })
        #expect(parsed.text?.textStyle == .largeTitle && !parsed.measuresText)
        scene.root.measureTextStyles()
        let measured = try #require(scene.root.subviews.flatMap { [$0] + $0.subviews }.first { $0.text?.text == "Welcome back" })
        #expect(measured.measuresText && measured.intrinsicSize == nil)
    }

    /// XML allows DEL and the C1 controls, which YAML refuses raw (the converted scene could not
    /// be read), and NEL, LINE and PARAGRAPH SEPARATOR, which YAML reads as line breaks (NEL came
    /// back a space): the written scene escapes them, in strings and comments, and reads the text back.
    @Test func charactersYAMLReadsOtherwiseAreEscaped() throws {
        let label = viewElement("lbl&#x9F;&#x85;", (0, 0, 100, 20), name: "label", attributes: #"text="a&#127;b&#x80;c&#x85;d&#x2028;e&#x2029;f""#)
        let scene = try #require(try read(storyboard(label)).first)
        let text = SceneWriter(scene.document, names: scene.readableNames).text()
        #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 }, "\(text)")
        let converted = try SceneParser.parse(text, file: "converted.yaml")
        #expect(converted.root.subviews.first?.text?.text == "a\u{7F}b\u{80}c\u{85}d\u{2028}e\u{2029}f")
    }

    @Test(.enabled(if: !CorpusTests.documents.isEmpty, "shared/corpus/interface-builder is not beside the project"))
    func everyCorpusSceneConvertsToTheSameLayout() throws {
        for url in CorpusTests.documents {
            let text = try String(contentsOf: url, encoding: .utf8)
            let carried = try InterfaceBuilderDocument.read(text, file: url.lastPathComponent, carriesSizeClasses: true)
            for (scene, carried) in zip(try InterfaceBuilderDocument.read(text, file: url.lastPathComponent), carried) {
                let (document, converted) = try roundTrip(scene, carried: carried)
                for (id, frame) in document {
                    let other = try #require(converted[id], "\(url.lastPathComponent) \(id) missing")
                    let apart = [frame.minX - other.minX, frame.minY - other.minY, frame.width - other.width, frame.height - other.height]
                    #expect(apart.allSatisfy { abs($0) < 1e-6 }, "\(url.lastPathComponent) \(scene.id) \(id): \(frame) vs \(other)")
                }
            }
        }
    }
}
