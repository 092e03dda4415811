import AutoLayout
import CCairo
@testable import CairoRendering
import Rendering
import Testing

/// The canvas lays each distinct text out once; what it measures and draws must be what fresh
/// layouts give.
@Suite struct LayoutCacheTests {
    static let blocks = [
        TextBlock("8", font: "DejaVu Sans Bold 10"),
        TextBlock("@750", font: "DejaVu Sans Bold 8", color: .white),
        TextBlock("Wrapping words at a width", font: "DejaVu Sans 12", alignment: .center, width: 70, maxLines: 0),
        TextBlock("Truncated after two lines of text here", font: "DejaVu Sans 12", width: 60, maxLines: 2),
        TextBlock("right", font: "DejaVu Sans Oblique 9", alignment: .right, width: 80),
        TextBlock("自動レイアウト", font: "DejaVu Sans 17"),
    ]

    /// A white ARGB surface with a context scaled by `scale`.
    func surface(_ width: Int32 = 240, _ height: Int32 = 160, scale: Double = 2) -> (OpaquePointer, OpaquePointer) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        return (surface, cr)
    }

    func bytes(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
    }

    @Test func theCanvasMeasuresAsAFreshLayoutDoes() {
        let (surface, cr) = surface()
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let canvas = CairoCanvas(context: cr)
        let measurer = PangoTextMeasurer()
        for block in Self.blocks {
            #expect(canvas.measure(block) == measurer.measure(block), "\(block)")
        }
        // Drawn under a rotation, which changes the Pango context; then measured again, from the cache.
        canvas.save()
        canvas.concatenate(AffineTransform(rotationAngle: 0.3))
        for block in Self.blocks { canvas.draw(block, at: Point(x: 10, y: 10)) }
        canvas.restore()
        for block in Self.blocks {
            var recoloured = block
            recoloured.color = Color(red: 0.2, green: 0.4, blue: 0.9)
            #expect(canvas.measure(recoloured) == measurer.measure(block), "\(block)")
        }
    }

    @Test func aLayoutIsMadeOncePerTextWhateverItsColour() {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = PangoText.makeFontOptions()
        PangoText.configure(context, fontOptions: options)
        defer {
            g_object_unref(UnsafeMutableRawPointer(context))
            cairo_font_options_destroy(options)
        }
        let cache = PangoLayoutCache(context: context)
        let blue = TextBlock("8", font: "DejaVu Sans Bold 10", color: Color(red: 0, green: 0.48, blue: 1))
        var red = blue
        red.color = Color(red: 1, green: 0.23, blue: 0.19)
        #expect(cache.layout(blue) == cache.layout(red))
        #expect(cache.metrics(blue) == cache.metrics(red))
        #expect(cache.count == 1)
        _ = cache.metrics(TextBlock("8", font: "DejaVu Sans Bold 8"))
        _ = cache.layout(TextBlock("8", font: "DejaVu Sans Bold 10", width: 20))
        #expect(cache.count == 3)
    }

    /// Draws `block` through a Pango context and layout made for this text alone.
    func drawAfresh(_ block: TextBlock, at origin: Point, on cr: OpaquePointer) {
        let options = PangoText.makeFontOptions()
        cairo_set_font_options(cr, options)
        let context = pango_cairo_create_context(cr)!
        PangoText.configure(context, fontOptions: options)
        let layout = PangoText.makeLayout(block, in: context)
        cairo_set_source_rgba(cr, block.color.red, block.color.green, block.color.blue, block.color.alpha)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_font_options_destroy(options)
    }

    /// The same drawing on two surfaces: one canvas throughout (layouts reused across colours,
    /// positions and transforms), and each text laid out afresh.
    @Test func reusedLayoutsDrawTheSamePixelsAsFreshOnes() {
        let (shared, sharedCR) = surface()
        let (fresh, freshCR) = surface()
        defer {
            cairo_destroy(sharedCR)
            cairo_destroy(freshCR)
            cairo_surface_destroy(shared)
            cairo_surface_destroy(fresh)
        }
        let canvas = CairoCanvas(context: sharedCR)
        let colours = [Color.black, Color(red: 0, green: 0.48, blue: 1), Color(red: 1, green: 0.23, blue: 0.19)]
        for step in 0..<12 {
            let transform = step % 4 == 3 ? AffineTransform(rotationAngle: 0.2) : nil
            var block = Self.blocks[step % Self.blocks.count]
            block.color = colours[step % colours.count]
            let origin = Point(x: 3.3 * Double(step), y: 11.7 * Double(step % 6))
            canvas.save()
            if let transform { canvas.concatenate(transform) }
            canvas.draw(block, at: origin)
            canvas.restore()
            cairo_save(freshCR)
            if let t = transform {
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(freshCR, &matrix)
            }
            drawAfresh(block, at: origin, on: freshCR)
            cairo_restore(freshCR)
        }
        let (a, b) = (bytes(shared), bytes(fresh))
        #expect(a.count == b.count)
        #expect(zip(a, b).filter { $0 != $1 }.count == 0, "bytes that differ")
    }
}
