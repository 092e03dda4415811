import CCairo
import LayoutValues
import Rendering

/// A ``Canvas`` over a Cairo context; text through Pango.
///
/// The canvas draws in the context's current user space (a render scales it to pixels first)
/// and does not own the context.
package final class CairoCanvas: Canvas {
    let cr: OpaquePointer
    private let pango: OpaquePointer
    private let fontOptions: OpaquePointer
    /// Every text measured or drawn, laid out once.
    private let layouts: PangoLayoutCache
    /// The linear part of Cairo's transform the Pango context was last updated to.
    private var textMatrix: cairo_matrix_t
    /// The alphas of the open transparency layers.
    private var layerAlphas: [Double] = []
    /// Rounded shapes blended from masks made once, on an image surface.
    let shapes: ShapeMaskCache?
    /// Layouts in a context never brought to Cairo's transform, for text drawn under a transform
    /// that stretches (an animation's content): laid out as measured, their outlines filled, where
    /// Pango would lay them out for the stretched size and space them apart.
    private lazy var stretchedLayouts = PangoLayoutCache.measuring()

    /// A canvas drawing into `context` (a `cairo_t *`).
    /// - Parameter reusesShapes: on an image surface, draw repeated rounded shapes from masks
    ///   made once (``ShapeMaskCache``: the same pixels, faster); vector surfaces always get paths.
    package init(context: OpaquePointer, reusesShapes: Bool = true) {
        cr = context
        shapes = reusesShapes ? ShapeMaskCache(surface: cairo_get_target(context)) : nil
        fontOptions = PangoText.makeFontOptions()
        cairo_set_font_options(cr, fontOptions)
        BundledFonts.useOnThisThread()
        pango = pango_cairo_create_context(cr)!
        PangoText.configure(pango, fontOptions: fontOptions)
        layouts = PangoLayoutCache(context: pango)
        textMatrix = CairoCanvas.linearMatrix(of: cr)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_font_options_destroy(fontOptions)
    }

    /// Cairo's status: nil while all is well, its message after an error.
    package var errorMessage: String? {
        let status = cairo_status(cr)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    package func fill(_ path: Path, with color: Color) {
        addPath(path)
        if let shapes, let outline = ShapeOutline.ofCurrentPath(cr, path: path, lineWidth: nil, cap: .butt),
            shapes.draw(outline, in: color)
        {
            cairo_new_path(cr)
            return
        }
        setSource(color)
        cairo_fill(cr)
    }

    package func stroke(_ path: Path, with style: StrokeStyle) {
        addPath(path)
        if let shapes, let width = ShapeOutline.lineWidth(style),
            let outline = ShapeOutline.ofCurrentPath(cr, path: path, lineWidth: width, cap: style.cap),
            shapes.draw(outline, in: style.color)
        {
            cairo_new_path(cr)
            return
        }
        strokeCurrentPath(style)
    }

    /// Strokes the current path with `style`.
    func strokeCurrentPath(_ style: StrokeStyle) {
        setSource(style.color)
        cairo_set_line_width(cr, style.width)
        cairo_set_line_cap(cr, CairoCanvas.lineCap(style.cap))
        let dash = style.dash.map { max(0, $0) }
        if dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dash, Int32(dash.count), 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_stroke(cr)
    }

    package func draw(_ text: TextBlock, at origin: Point) {
        let matrix = CairoCanvas.linearMatrix(of: cr)
        let stretches = abs(matrix.xx * matrix.xx + matrix.yx * matrix.yx - matrix.xy * matrix.xy - matrix.yy * matrix.yy) > 1e-9
            || abs(matrix.xx * matrix.xy + matrix.yx * matrix.yy) > 1e-9
        if !stretches { updateTextContext() }
        let layout = stretches ? stretchedLayouts.layout(text) : layouts.layout(text)
        setSource(text.color)
        cairo_move_to(cr, origin.x, origin.y)
        if stretches {
            // The glyphs' outlines, stretched with everything else (as the SVG writer draws them).
            pango_cairo_layout_path(cr, layout)
            cairo_fill(cr)
        } else {
            pango_cairo_show_layout(cr, layout)
        }
        cairo_new_path(cr)
    }

    package func measure(_ text: TextBlock) -> TextMetrics {
        layouts.metrics(text)
    }

    /// Brings the Pango context to Cairo's transform, only when its linear part changed: Pango
    /// ignores the translation, and every update (even to the same matrix) would make all the
    /// cached layouts be laid out again.
    private func updateTextContext() {
        let matrix = CairoCanvas.linearMatrix(of: cr)
        guard matrix.xx != textMatrix.xx || matrix.yx != textMatrix.yx || matrix.xy != textMatrix.xy
            || matrix.yy != textMatrix.yy
        else { return }
        pango_cairo_update_context(cr, pango)
        textMatrix = matrix
    }

    /// Cairo's current transform without its translation.
    private static func linearMatrix(of cr: OpaquePointer) -> cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        matrix.x0 = 0
        matrix.y0 = 0
        return matrix
    }

    package func save() {
        cairo_save(cr)
        shapes?.save()
    }

    package func restore() {
        cairo_restore(cr)
        shapes?.restore()
    }

    package func concatenate(_ t: AffineTransform) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
    }

    package func clip(to path: Path) {
        shapes?.clip(to: path, on: cr)
        addPath(path)
        cairo_clip(cr)
    }

    package func beginTransparencyLayer(alpha: Double) {
        layerAlphas.append(alpha)
        cairo_push_group(cr)
        shapes?.beginTransparencyLayer()
    }

    package func endTransparencyLayer() {
        shapes?.endTransparencyLayer()
        let alpha = layerAlphas.removeLast()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    static func lineCap(_ cap: StrokeStyle.LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
