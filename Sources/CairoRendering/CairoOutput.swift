import AutoLayout
import CCairo
import Rendering

/// Draws with ``Renderer`` on Cairo surfaces and turns them into file bytes.
struct CairoOutput {
    let options: RenderOptions
    /// Cairo's limit for image surfaces.
    static let maximumPixels = 32767
    /// The date written into PDFs, so that they do not change with the clock.
    static let pdfDate = "2000-01-01T00:00:00Z"

    var renderer: Renderer { Renderer(options: options) }

    func png(_ scenes: [RenderScene], compression: PNG.Compression) throws(RenderError) -> [UInt8] {
        let image = try raster(scenes)
        do {
            return try PNG.encode(image, compression: compression)
        } catch {
            throw .png(error)
        }
    }

    /// The scenes drawn on an image surface, as straight-alpha RGBA.
    func raster(_ scenes: [RenderScene]) throws(RenderError) -> RGBAImage {
        let layout = renderer.layout(of: scenes, measurer: PangoTextMeasurer())
        let width = layout.pixelWidth, height = layout.pixelHeight
        guard (1...CairoOutput.maximumPixels).contains(width), (1...CairoOutput.maximumPixels).contains(height) else {
            throw .imageTooLarge(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try draw(scenes, on: surface, scale: options.scale)
        cairo_surface_flush(surface)
        return ImageSurface.rgba(surface)
    }

    func svg(_ scenes: [RenderScene]) throws(RenderError) -> [UInt8] {
        let size = renderer.layout(of: scenes, measurer: PangoTextMeasurer()).size
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        try withExtendedLifetime(sink) { () throws(RenderError) in
            try draw(scenes, on: surface, scale: 1)
            try finish(surface)
        }
        return SVGIdentifiers.normalize(sink.bytes)
    }

    /// One page per scene, each the size of a render of that scene alone.
    func pdf(_ scenes: [RenderScene]) throws(RenderError) -> [UInt8] {
        let sizes = scenes.map { renderer.layout(of: [$0], measurer: PangoTextMeasurer()).size }
        let sink = ByteSink()
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, sizes[0].width, sizes[0].height)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, CairoOutput.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, CairoOutput.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "strut")
        if let title = scenes.lazy.compactMap(\.title).first {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        }
        try withExtendedLifetime(sink) { () throws(RenderError) in
            for (scene, size) in zip(scenes, sizes) {
                cairo_pdf_surface_set_size(surface, size.width, size.height)
                try draw([scene], on: surface, scale: 1, showPage: true)
            }
            try finish(surface)
        }
        return sink.bytes
    }

    /// Draws on a surface through a fresh context scaled to its pixels.
    private func draw(_ scenes: [RenderScene], on surface: OpaquePointer, scale: Double, showPage: Bool = false)
        throws(RenderError)
    {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let canvas = CairoCanvas(context: cr)
        renderer.draw(scenes, on: canvas)
        if showPage { cairo_show_page(cr) }
        if let message = canvas.errorMessage { throw .cairo(message) }
    }

    /// Flushes a stream surface and destroys it.
    private func finish(_ surface: OpaquePointer) throws(RenderError) {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}
