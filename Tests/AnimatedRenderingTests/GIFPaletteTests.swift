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
        var palette = GIFPalette([frame()])
        #expect(palette.colors.count <= 256)
        #expect(palette.colors.contains(0xFFFFFF), "the white fill must not become a grey")
        let indices = palette.indices(of: frame())
        #expect(palette.colors[Int(indices[indices.count - 1])] == 0xFFFFFF)
    }

    @Test func fewColoursAreKeptExactly() {
        let pixels = [UInt8]([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255])
        let palette = GIFPalette([RGBAImage(width: 2, height: 2, pixels: pixels)])
        #expect(palette.colors == [0x0000FF, 0x00FF00, 0xFF0000])
    }
}

@Suite struct ColorIndexTableTests {
    /// Thousands of colours, many landing in the same slots, each found with its own index after
    /// the table has grown several times; a colour never inserted is not found.
    @Test func findsWhatWasInsertedAcrossGrowth() {
        var table = ColorIndexTable()
        var reference: [UInt32: UInt8] = [:]
        var rng = SystemRandomNumberGenerator()
        for k in 0..<5000 {
            let color = k % 3 == 0 ? UInt32(k) << 12 : UInt32.random(in: 0...0xFF_FFFF, using: &rng)
            let index = UInt8(truncatingIfNeeded: k)
            table.insert(color, index)
            reference[color] = index
        }
        for (color, index) in reference { #expect(table[color] == index) }
        let absent = (0..<1000).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) }.filter { reference[$0] == nil }
        #expect(absent.allSatisfy { table[$0] == nil })
    }
}
