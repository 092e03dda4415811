import CCairo
@testable import CairoRendering
import Testing

/// A surface's pages made resident on another thread (``SurfacePrefault``) keep every pixel:
/// those drawn before and the untouched, clear ones.
@Suite struct SurfacePrefaultTests {
    @Test func thePixelsStayAsTheyWere() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1500, 1200)!
        defer { cairo_surface_destroy(surface) }
        #expect(Int(cairo_image_surface_get_stride(surface)) * 1200 >= SurfacePrefault.minimumBytes, "large enough to be prefaulted")
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.7)
        cairo_rectangle(cr, 10.5, 600.25, 700, 300)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let before = ImageSurface.rgba(surface)
        SurfacePrefault.start(surface).wait()
        #expect(ImageSurface.rgba(surface) == before)
        #expect(before.pixels[0..<4] == [0, 0, 0, 0])
    }
}
