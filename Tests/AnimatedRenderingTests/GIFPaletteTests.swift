import CairoRendering
import Testing
@testable import AnimatedRendering

@Suite struct GIFPaletteTests {
    /// A white image with a gradient of 600 greys and blues along its top rows: more colours than
    /// a GIF holds.
    func frame() -> RGBAImage {
        let width = 600, height = 40
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for x in 0..<width {
            for y in 0..<4 {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(x % 256); pixels[i + 1] = UInt8((x * 7) % 256); pixels[i + 2] = UInt8(255 - x % 200)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func theCommonestColoursStayExact() {
        var palette = GIFEncoder.Palette([frame()])
        #expect(palette.colors.count <= 256)
        #expect(palette.colors.contains(0xFFFFFF), "the white fill must not become a grey")
        let indices = palette.indices(of: frame())
        #expect(palette.colors[Int(indices[indices.count - 1])] == 0xFFFFFF)
    }

    @Test func fewColoursAreKeptExactly() {
        let pixels = [UInt8]([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255])
        let palette = GIFEncoder.Palette([RGBAImage(width: 2, height: 2, pixels: pixels)])
        #expect(palette.colors == [0x0000FF, 0x00FF00, 0xFF0000])
    }
}
