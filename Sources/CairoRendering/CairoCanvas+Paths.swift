import CCairo
import LayoutValues
import Rendering

extension CairoCanvas {
    /// Replaces Cairo's current path with `path`.
    func addPath(_ path: Path) {
        CairoCanvas.addPath(path, to: cr)
    }

    /// Replaces the current path of `cr` (a `cairo_t *`) with `path`.
    static func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        switch path {
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, let radius):
            addRoundedRect(r, radius: min(max(0, radius), min(r.width, r.height) / 2), to: cr)
        case .line(let a, let b):
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
        case .polyline(let points, let closed):
            for (index, p) in points.enumerated() {
                if index == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
            }
            if closed { cairo_close_path(cr) }
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        case .outline(let outline):
            addOutline(outline, to: cr)
        }
    }

    /// A quadratic segment is Cairo's cubic with its control points two thirds of the way to
    /// the quadratic's.
    private static func addOutline(_ outline: Outline, to cr: OpaquePointer) {
        var current = Point(x: 0, y: 0), start = current
        for element in outline.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p; start = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quad(let c, let p):
                cairo_curve_to(
                    cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .close: cairo_close_path(cr); current = start
            }
        }
    }

    private static func addRoundedRect(_ r: Rect, radius: Double, to cr: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -quarter, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, quarter)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }
}
