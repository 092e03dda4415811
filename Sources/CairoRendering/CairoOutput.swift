import CCairo
import LayoutValues
import Rendering

/// Draws prepared scenes on Cairo surfaces and turns them into file bytes.
enum CairoOutput {
    /// Cairo's limit for image surfaces.
    static let maximumPixels = 32767
    /// The most pixels of an image surface (400 MB): every raster strut makes (`render`,
    /// `check`, `watch`, animation frames) is made here, so none is larger.
    package static let maximumArea = 100_000_000
    /// The date written into PDFs, so that they do not change with the clock.
    static let pdfDate = "2000-01-01T00:00:00Z"

    /// Scenes prepared for Cairo: text measured with Pango as the canvas measures it, each
    /// distinct text laid out once.
    static func prepare(_ scenes: [RenderScene], options: RenderOptions) -> PreparedRender {
        let layouts = PangoLayoutCache.measuring()
        return Renderer(options: options).prepare(scenes, measure: layouts.metrics)
    }

    /// The scenes drawn on an image surface, encoded from it.
    static func png(_ prepared: PreparedRender, compression: PNG.Compression) throws(RenderError) -> [UInt8] {
        let width = prepared.layout.pixelWidth, height = prepared.layout.pixelHeight
        guard (1...maximumPixels).contains(width), (1...maximumPixels).contains(height), width * height <= maximumArea else {
            throw .imageTooLarge(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try PipelinedRaster.draw(prepared, on: surface)
        cairo_surface_flush(surface)
        do {
            return try PNG.encode(surface: surface, compression: compression)
        } catch {
            throw .png(error)
        }
    }

    static func svg(_ prepared: PreparedRender) throws(RenderError) -> [UInt8] {
        let size = prepared.layout.size
        let sink = ByteSink()
        let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        try withExtendedLifetime(sink) { () throws(RenderError) in
            try draw(prepared, on: surface, scale: 1)
            try finish(surface)
        }
        return SVGIdentifiers.normalize(sink.bytes)
    }

    /// One page per scene, each the size of a render of that scene alone.
    static func pdf(_ prepared: PreparedRender) throws(RenderError) -> [UInt8] {
        let pages = prepared.scenes.map { prepare([$0], options: prepared.options) }
        let sink = ByteSink()
        let first = pages[0].layout.size
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, first.width, first.height)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "strut")
        if let title = prepared.scenes.lazy.compactMap(\.title).first {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        }
        try withExtendedLifetime(sink) { () throws(RenderError) in
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.layout.size.width, page.layout.size.height)
                try draw(page, on: surface, scale: 1, showPage: true)
            }
            try finish(surface)
        }
        return sink.bytes
    }

    /// The scenes drawn on an image surface on this thread, as RGBA.
    static func rgba(_ prepared: PreparedRender) throws(RenderError) -> RGBAImage {
        try raster(prepared, read: ImageSurface.rgba)
    }

    /// The prepared scenes drawn on an image surface, as words for an encoder that takes them.
    static func argb(_ prepared: PreparedRender) throws(RenderError) -> ARGBImage {
        try raster(prepared, read: ImageSurface.argb)
    }

    private static func raster<Image>(_ prepared: PreparedRender, read: (OpaquePointer) -> Image) throws(RenderError) -> Image {
        let width = prepared.layout.pixelWidth, height = prepared.layout.pixelHeight
        guard (1...maximumPixels).contains(width), (1...maximumPixels).contains(height), width * height <= maximumArea else {
            throw .imageTooLarge(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try draw(prepared, on: surface, scale: prepared.options.scale)
        cairo_surface_flush(surface)
        return read(surface)
    }

    /// Draws on a surface through a fresh context scaled to its pixels.
    private static func draw(_ prepared: PreparedRender, on surface: OpaquePointer, scale: Double, showPage: Bool = false)
        throws(RenderError)
    {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let canvas = CairoCanvas(context: cr)
        prepared.draw(on: canvas)
        if showPage { cairo_show_page(cr) }
        if let message = canvas.errorMessage { throw .cairo(message) }
    }

    /// Flushes a stream surface and destroys it.
    private static func finish(_ surface: OpaquePointer) throws(RenderError) {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}
