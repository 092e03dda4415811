import Foundation
import Strut
import Testing

@Suite struct StrutSceneRenderTests {
    @Test(arguments: ["anchors/fixed-size", "guides/centered-buttons-anchors", "interface-builder/sign-in", "interface-builder/contact-cell"])
    func aDrawingIsTheGoldenImage(_ name: String) throws {
        let file = try FileManager.default.contentsOfDirectory(atPath: sample(name).deletingLastPathComponent().path)
            .first { $0.hasPrefix(sample(name).lastPathComponent + ".") }
        let url = sample(name).deletingLastPathComponent().appendingPathComponent(try #require(file))
        let result = try matchesGolden(try StrutScene(contentsOf: url).render(as: .png), name + ".png")
        #expect(result.matches, "\(result.summary)")
    }

    @Test func aStateIsDrawnAsItsGolden() throws {
        let png = try StrutScene(contentsOf: sample("states/two-view-switch.yaml")).render(as: .png, state: "off")
        let result = try matchesGolden(png, "states/two-view-switch.state-off.png")
        #expect(result.matches, "\(result.summary)")
    }

    @Test func aLogIsDrawnAsExplainDrawsIt() throws {
        let png = try StrutScene(contentsOf: sample("explain/self-sizing-cell.txt")).render(as: .png)
        let result = try matchesGolden(png, "explain/self-sizing-cell.png")
        #expect(result.matches, "\(result.summary)")
    }

    @Test func svgAndPDFAreDrawnToo() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        let svg = String(decoding: try scene.render(as: .svg, annotate: .none, theme: .dark), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
        #expect(try scene.render(as: .pdf).starts(with: Data("%PDF".utf8)))
    }

    @Test func annotationsAndThemesChangeTheDrawing() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        let plain = try scene.render(annotate: .none), annotated = try scene.render(annotate: .constraints)
        #expect(plain != annotated)
        #expect(try scene.render(annotate: .none, theme: .dark) != plain)
    }
}
