import CCairo
@testable import CairoRendering
import Testing

/// PNGs written straight from Cairo surfaces, in blocks deflated in parallel.
@Suite struct SurfacePNGTests {
    /// A surface with opaque, translucent and clear pixels in every row: gradients under
    /// translucent stripes.
    func surface(width: Int32, height: Int32) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.2, 0, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0.4, 1, 0.3)
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, 0, 0, Double(width) * 0.8, Double(height))
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        for stripe in stride(from: 0.0, to: Double(height), by: 7) {
            cairo_set_source_rgba(cr, 0.1, 0.9, 0.3, 0.45)
            cairo_arc(cr, Double(width) / 2, stripe, 3.3, 0, 6.3)
            cairo_fill(cr)
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// The words libwebp is handed are the RGBA bytes packed as `0xAARRGGBB`: translucent pixels
    /// divided back by their alpha, clear ones 0.
    @Test func theARGBWordsAreTheRGBABytesPacked() {
        let drawn = surface(width: 61, height: 23)
        defer { cairo_surface_destroy(drawn) }
        let rgba = ImageSurface.rgba(drawn), argb = ImageSurface.argb(drawn)
        let packed = stride(from: 0, to: rgba.pixels.count, by: 4).map { (i: Int) -> UInt32 in
            let bytes = rgba.pixels[i..<i + 4].map(UInt32.init)
            let alpha: UInt32 = bytes[3] << 24, red: UInt32 = bytes[0] << 16, green: UInt32 = bytes[1] << 8
            return alpha | red | green | bytes[2]
        }
        #expect(argb.width == 61 && argb.height == 23)
        #expect(argb.pixels == packed)
        #expect(argb.pixels.contains { $0 == 0 } && argb.pixels.contains { (1...254).contains($0 >> 24) })
    }

    @Test(arguments: [(1, 1), (37, 5), (300, 2000), (2000, 1)] as [(Int32, Int32)])
    func theImageReadsBackAsTheSurfacesPixels(width: Int32, height: Int32) throws {
        let surface = surface(width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        let bytes = try PNG.encode(surface: surface, compression: .fast)
        #expect(try PNG.decode(bytes) == ImageSurface.rgba(surface))
        #expect(try PNG.encode(surface: surface, compression: .fast) == bytes)
        #expect(try PNG.decode(PNG.encode(surface: surface, compression: .small)) == ImageSurface.rgba(surface))
    }

    @Test func aTallImageIsDeflatedInSeveralBlocks() throws {
        let surface = surface(width: 300, height: 2000)
        defer { cairo_surface_destroy(surface) }
        let rows = SurfaceRows(surface)
        #expect(rows.height * rows.scanlineLength > 2 * ParallelDeflate.blockLength)
        // Primed with the block before, the blocks deflate about as well as one stream.
        let joined = try ParallelDeflate.compress(rows).count
        let whole = try PNG.encode(ImageSurface.rgba(surface), compression: .fast).count
        #expect(Double(joined) < 1.2 * Double(whole), "\(joined) bytes in blocks, \(whole) in one")
    }
}
