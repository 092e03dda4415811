import AnimatedRendering
import Animation
import AutoLayout
import CairoRendering
import Foundation
import GoldenImages
import Rendering
import Testing

/// A view's content in an animation's frames sits as its `contentMode` says: a label of a
/// document (`left`) keeps its text's size while the view grows, where UIView's default
/// (`scaleToFill`) stretches it.
@Suite struct ContentModeTests {
    func labelScene(width: Double, mode: ContentMode) -> RenderScene {
        let root = View("root"), label = View("label")
        root.addSubview(label)
        label.text = TextContent("Hello, world", font: "DejaVu Sans 14")
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 320, height: 80))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: width),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        engine.layout()
        let style = ViewStyle(background: Color(white: 0.9), contentMode: mode)
        return RenderScene(layout: engine.solvedLayout(), styles: ["label": style], background: .white)
    }

    /// The width, in pixels, of the text's ink halfway through a growth from 120 to 300 points.
    func inkWidthHalfway(_ mode: ContentMode) throws -> Int {
        let scenes = [labelScene(width: 120, mode: mode), labelScene(width: 300, mode: mode)]
        let options = RenderOptions(scale: 1, annotate: .none, padding: 0)
        let measure = prepareRender([scenes[0]], options: options).measure
        let clip = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, curve: .linear))
        let animated = AnimatedScene(scenes: scenes, timeline: try Timeline([clip]), renderer: Renderer(options: options), measure: measure)
        let frame = AnimationOutput(animated: animated, options: options).frame(at: 0.5, annotate: .none)
        let image = try PNG.decode(render([frame], options: options, format: .png))
        var left = image.width, right = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y].red < 100 {
                left = min(left, x)
                right = max(right, x)
            }
        }
        return right - left + 1
    }

    @Test func aLeftLabelKeepsItsTextsWidthWhereTheDefaultStretches() throws {
        let text = PangoTextMeasurer().measure(TextContent("Hello, world", font: "DejaVu Sans 14"), width: nil).size.width
        let left = try inkWidthHalfway(.left), stretched = try inkWidthHalfway(.scaleToFill)
        #expect(abs(Double(left) - text) < 4, "the text's ink is \(left) pixels, its width \(text)")
        // Drawn for 300 points and squeezed into 210.
        #expect(Double(stretched) < Double(left) * 0.8, "stretched \(stretched), left \(left)")
    }

    /// The animated SVG places the content as the frames do: a `left` label's text is never
    /// scaled, the default's is.
    @Test func theAnimatedSVGPlacesTheContentToo() throws {
        func svg(_ mode: ContentMode) throws -> String {
            let scenes = [labelScene(width: 120, mode: mode), labelScene(width: 300, mode: mode)]
            let options = RenderOptions(scale: 1, annotate: .none, padding: 0)
            let measure = prepareRender([scenes[0]], options: options).measure
            let clip = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, curve: .linear))
            let animated = AnimatedScene(scenes: scenes, timeline: try Timeline([clip]), renderer: Renderer(options: options), measure: measure)
            return String(decoding: try AnimationOutput(animated: animated, options: options).svg(annotate: .none), as: UTF8.self)
        }
        #expect(try svg(.scaleToFill).contains("type=\"scale\""))
        let left = try svg(.left)
        #expect(!left.contains("type=\"scale\""))
        #expect(left.contains("<g transform=\"scale(1 1)\">"))
    }

    @Test func placements() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100), size = Size(width: 100, height: 20)
        #expect(ContentMode.left.placement(of: size, in: bounds) == (0, 40, 1, 1))
        #expect(ContentMode.bottomRight.placement(of: size, in: bounds) == (100, 80, 1, 1))
        #expect(ContentMode.center.placement(of: size, in: bounds) == (50, 40, 1, 1))
        #expect(ContentMode.scaleToFill.placement(of: size, in: bounds) == (0, 0, 2, 5))
        #expect(ContentMode.scaleAspectFit.placement(of: size, in: bounds) == (0, 30, 2, 2))
        #expect(ContentMode.scaleAspectFill.placement(of: size, in: bounds) == (-150, 0, 5, 5))
    }
}
