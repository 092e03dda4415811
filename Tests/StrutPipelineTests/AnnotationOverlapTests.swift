import CairoRendering
import Foundation
import InterfaceBuilder
import Rendering
import SceneModel
import StrutPipeline
import Testing

/// Constraint badges and views' names on the corpus's cells, drawn with `--annotate
/// constraints`: none covers another label or a view's text; those with no room are left out
/// (or shortened) and counted. The figures are in docs/interface-builder-drawing.md.
@Suite struct AnnotationOverlapTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/interface-builder").standardizedFileURL

    /// Every cell of the corpus's xibs (a table or collection view cell as a document's scene).
    static func cells() throws -> [InputScene] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return try names.filter { $0.hasSuffix(".xib") }.sorted().flatMap { name in
            let path = corpus.appendingPathComponent(name).path
            return try SceneInput.scenes(text: SceneInput.read(path), path: path).filter { input in
                guard let scene = input.interfaceBuilder else { return false }
                return scene.views[scene.document.root.id.value]?.type.hasSuffix("Cell") == true
            }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: AnnotationOverlapTests.corpus.path)))
    func noBadgeOrNameCoversAnotherOrText() throws {
        let measurer = PangoTextMeasurer()
        let renderer = Renderer(options: RenderOptions(annotate: .constraints))
        var total = LabelCounts(), cells = 0
        for input in try Self.cells() {
            let panels = try SceneStyles.panels([input])
            let counts = renderer.labelCounts(panels) { measurer.measure($0) }
            total = total + counts
            cells += 1
        }
        print("cells: \(cells), labels placed: \(total.placed), shortened: \(total.shortened), left out: \(total.omitted), overlapping: \(total.overlapping)")
        #expect(cells > 10)
        #expect(total.placed > 100)
        #expect(total.overlapping == 0)
    }
}
