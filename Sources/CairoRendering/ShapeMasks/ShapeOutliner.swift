import CCairo
import LayoutValues
import Rendering

/// Works out the ``ShapeOutline``s of a drawing's rounded shapes on the thread that plans it,
/// in a context of its own that follows the drawing's transforms: the drawing thread then blends
/// their masks without making their paths (the same path under the same transform gives the same
/// outline in any Cairo context).
final class ShapeOutliner {
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    /// An outliner for a drawing scaled by `scale`, as the drawing context is.
    init(scale: Double) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }

    func concatenate(_ t: AffineTransform) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
    }

    func fill(_ path: Path) -> ShapeOutline? {
        outline(path, lineWidth: nil, cap: .butt)
    }

    func stroke(_ path: Path, with style: StrokeStyle) -> ShapeOutline? {
        guard let width = ShapeOutline.lineWidth(style) else { return nil }
        return outline(path, lineWidth: width, cap: style.cap)
    }

    private func outline(_ path: Path, lineWidth: Double?, cap: StrokeStyle.LineCap) -> ShapeOutline? {
        guard ShapeOutline.isWorthMasking(path) else { return nil }
        CairoCanvas.addPath(path, to: cr)
        defer { cairo_new_path(cr) }
        return ShapeOutline.ofCurrentPath(cr, path: path, lineWidth: lineWidth, cap: cap)
    }
}
