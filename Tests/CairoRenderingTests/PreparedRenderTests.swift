import AutoLayout
import CairoRendering
import Rendering
import Testing

/// Scenes prepared once (for the size check) and then rendered give what rendering them
/// directly gives.
@Suite struct PreparedRenderTests {
    let options = RenderOptions(scale: 2, annotate: .all, padding: 6, legend: true)

    func scenes() -> [RenderScene] { [Scenes.redBox(label: "a"), Scenes.label("Prepared"), Scenes.redBox(label: "b")] }

    @Test(arguments: OutputFormat.allCases)
    func renderingPreparedScenesGivesTheSameBytes(format: OutputFormat) throws {
        let prepared = prepareRender(scenes(), options: options)
        #expect(try render(prepared, format: format) == render(scenes(), options: options, format: format))
    }

    @Test func thePreparedLayoutIsTheImagesSize() throws {
        let prepared = prepareRender(scenes(), options: options)
        #expect(prepared.layout == renderLayout(of: scenes(), options: options))
        #expect(prepared.layout.panels.count == 3 && prepared.layout.legend != nil)
        let image = try PNG.decode(render(prepared, format: .png))
        #expect(image.width == prepared.layout.pixelWidth && image.height == prepared.layout.pixelHeight)
    }

    @Test func aPreparedRenderCanBeDrawnAgain() throws {
        let prepared = prepareRender(scenes(), options: options)
        #expect(try render(prepared, format: .png) == render(prepared, format: .png))
        #expect(throws: RenderError.noScenes) { try render(prepareRender([], options: options), format: .png) }
    }
}
