import AutoLayout
import CairoRendering
import Rendering
import Testing

@Suite struct PNGOutputTests {
    @Test func aViewsFillIsAtItsPixels() throws {
        let image = try PNG.decode(render([Scenes.redBox()], options: Scenes.plain(), format: .png))
        #expect(image.width == 120 && image.height == 80)
        #expect(image[x: 40, y: 30] == RGBA(red: 255, green: 0, blue: 0))  // inside the box, at @2x
        #expect(image[x: 20, y: 20] == RGBA(red: 255, green: 0, blue: 0))  // its top-left pixel
        #expect(image[x: 19, y: 20] == RGBA(red: 255, green: 255, blue: 255))  // just outside
        #expect(image[x: 100, y: 70] == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let options = RenderOptions(scale: 2, annotate: .all, padding: 4, legend: true)
        let first = try render([Scenes.redBox(label: "a")], options: options, format: .png)
        let second = try render([Scenes.redBox(label: "a")], options: options, format: .png)
        #expect(first == second)
    }

    @Test func aTransparentBackgroundLeavesPixelsClear() throws {
        let red = Scenes.redBox()
        let scene = RenderScene(layout: red.layout, styles: red.styles)
        let options = RenderOptions(scale: 1, annotate: .none, transparentBackground: true)
        let image = try PNG.decode(render([scene], options: options, format: .png))
        #expect(image[x: 0, y: 0].alpha == 0)
        #expect(image[x: 15, y: 15] == RGBA(red: 255, green: 0, blue: 0))
    }

    @Test func translucentColorsAreUnpremultiplied() throws {
        var scene = Scenes.redBox()
        scene.styles["box"] = ViewStyle(background: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let options = RenderOptions(scale: 1, annotate: .none, transparentBackground: true)
        let pixel = try PNG.decode(render([scene], options: options, format: .png))[x: 15, y: 15]
        #expect(pixel.red == 255 && pixel.green == 0 && (127...128).contains(pixel.alpha))
    }

    @Test func encodingAndDecodingRoundTrip() throws {
        var image = RGBAImage(width: 3, height: 2, filledWith: RGBA(red: 1, green: 2, blue: 3, alpha: 4))
        image[x: 2, y: 1] = RGBA(red: 200, green: 100, blue: 50, alpha: 255)
        for compression in [PNG.Compression.fast, .small] {
            #expect(try PNG.decode(PNG.encode(image, compression: compression)) == image)
        }
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PNG.decode([1, 2, 3]) }
        #expect(throws: PNGError.self) { try PNG.read(contentsOf: "/nonexistent/file.png") }
    }

    @Test func theImageSizeFollowsTheLayout() {
        let layout = renderLayout(of: [Scenes.redBox(), Scenes.redBox()], options: RenderOptions(scale: 3, padding: 10, panelSpacing: 20))
        #expect(layout.size == Size(width: 160, height: 60))
        #expect(layout.pixelWidth == 480 && layout.pixelHeight == 180)
    }
}
