import AutoLayout
import CairoRendering
import Rendering
import Testing

/// Natural alignment follows the scene's direction, whatever the text's own: right in a
/// right-to-left scene, left in a left-to-right one (UIKit's `NSTextAlignment.natural` under
/// the view's `effectiveUserInterfaceLayoutDirection`).
@Suite struct NaturalAlignmentTests {
    static let arabic = "مرحبا بالعالم"
    static let english = "Hello, world"

    /// A 300-point-wide label across the canvas, drawn with natural alignment; the columns of its
    /// ink, in points.
    func ink(_ text: String, _ direction: LayoutDirection) throws -> (left: Double, right: Double) {
        let root = View("root")
        let label = View("label")
        label.text = TextContent(text, font: "DejaVu Sans 17")
        root.addSubview(label)
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 320, height: 40), textMeasurer: PangoTextMeasurer())
        engine.direction = direction
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        engine.layout()
        let image = try PNG.decode(render([RenderScene(layout: engine.solvedLayout(), background: .white)], options: Scenes.plain(scale: 1), format: .png))
        var left = image.width, right = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y].red < 128 {
                left = min(left, x)
                right = max(right, x)
            }
        }
        return (Double(left), Double(right + 1))
    }

    @Test(arguments: [arabic, english])
    func rightToLeftScenesAlignRight(_ text: String) throws {
        let (left, right) = try ink(text, .rightToLeft)
        #expect(right > 300, "\(text): ink ends at \(right)")
        #expect(left > 150, "\(text): ink starts at \(left)")
    }

    @Test(arguments: [arabic, english])
    func leftToRightScenesAlignLeft(_ text: String) throws {
        let (left, right) = try ink(text, .leftToRight)
        #expect(left < 20, "\(text): ink starts at \(left)")
        #expect(right < 170, "\(text): ink ends at \(right)")
    }
}
