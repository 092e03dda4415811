import AutoLayout
import CairoRendering
import Foundation
import FoundationXML
import Rendering
import Testing

@Suite struct VectorOutputTests {
    @Test func svgIsWellFormedXMLInPoints() throws {
        let svg = try render([Scenes.label("Hello")], options: RenderOptions(scale: 2, annotate: .all), format: .svg)
        let parser = XMLParser(data: Data(svg))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("width=\"200pt\"") && text.contains("height=\"40pt\""))
    }

    @Test func svgIsTheSameAcrossRendersDespiteCairosCounters() throws {
        let options = RenderOptions(scale: 2, annotate: .all, legend: true)
        let first = try render([Scenes.label("Same"), Scenes.redBox()], options: options, format: .svg)
        _ = try render([Scenes.redBox()], options: options, format: .svg)  // advances Cairo's surface counter
        let second = try render([Scenes.label("Same"), Scenes.redBox()], options: options, format: .svg)
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("id=\"surface1\""))
    }

    @Test func pdfHasOnePagePerPanel() throws {
        let pdf = try render([Scenes.redBox(label: "a"), Scenes.redBox(label: "b"), Scenes.label("c")], options: Scenes.plain(), format: .pdf)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1)
        #expect(pages == 3)
    }

    @Test func pdfIsTheSameAcrossRenders() throws {
        let first = try render([Scenes.label("PDF"), Scenes.redBox()], options: Scenes.plain(), format: .pdf)
        let second = try render([Scenes.label("PDF"), Scenes.redBox()], options: Scenes.plain(), format: .pdf)
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("/CreationDate (20000101"))
    }
}
