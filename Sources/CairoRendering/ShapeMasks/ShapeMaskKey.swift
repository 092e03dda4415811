import CCairo
import Rendering

/// What a ``ShapeMask`` depends on: the path exactly as Cairo holds it for drawing — device
/// coordinates in Cairo's fixed point (1/256 pixel) — moved by whole pixels so that the mask's
/// corner is at the origin; and, for a stroke, its width, cap and the transform's scale (the pen).
///
/// Two paths with equal keys are scan-converted to the same coverage, pixel for pixel: Cairo's
/// rasterizer works on those fixed-point coordinates alone, and moving them by whole pixels moves
/// the coverage with them.
struct ShapeMaskKey: Hashable, Sendable {
    /// Each element's kind (move, line, curve, close) followed by its points' coordinates.
    var outline: [Int32]
    /// Nil: filled.
    var lineWidth: Double?
    var cap: StrokeStyle.LineCap
    var scaleX: Double, scaleY: Double

    private enum Element: Int32 {
        case move, line, curve, close
    }

    /// The key of `cr`'s current path, and the device pixels its mask covers (with `margin`
    /// pixels around the path's points for a stroke's outer half); nil when out of range.
    static func make(_ cr: OpaquePointer, lineWidth: Double?, cap: StrokeStyle.LineCap, margin: Int)
        -> (ShapeMaskKey, PixelRect)?
    {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // The path is kept in device coordinates: with an identity transform it is read back as is.
        cairo_identity_matrix(cr)
        let path = cairo_copy_path(cr)!
        cairo_set_matrix(cr, &m)
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, var outline = fixedOutline(path.pointee),
            let bounds = bounds(of: outline, margin: margin)
        else { return nil }
        move(&outline, by: (-bounds.minX * 256, -bounds.minY * 256))
        return (ShapeMaskKey(outline: outline, lineWidth: lineWidth, cap: cap, scaleX: m.xx, scaleY: m.yy), bounds)
    }

    /// Adds the outline to `cr`'s path, under an identity transform (the coordinates are exact).
    func addOutline(to cr: OpaquePointer) {
        var i = 0
        while i < outline.count {
            let element = Element(rawValue: outline[i])!
            let point = { (k: Int) in (Double(outline[i + 1 + 2 * k]) / 256, Double(outline[i + 2 + 2 * k]) / 256) }
            switch element {
            case .move: cairo_move_to(cr, point(0).0, point(0).1)
            case .line: cairo_line_to(cr, point(0).0, point(0).1)
            case .curve: cairo_curve_to(cr, point(0).0, point(0).1, point(1).0, point(1).1, point(2).0, point(2).1)
            case .close: cairo_close_path(cr)
            }
            i += 1 + 2 * ShapeMaskKey.pointCount(element)
        }
    }

    private static func pointCount(_ element: Element) -> Int {
        switch element {
        case .move, .line: 1
        case .curve: 3
        case .close: 0
        }
    }

    /// The path's elements with their coordinates in 1/256 pixel; nil if one is not a whole
    /// number of them (it always is: Cairo's fixed point) or is too large.
    private static func fixedOutline(_ path: cairo_path_t) -> [Int32]? {
        var outline: [Int32] = []
        outline.reserveCapacity(Int(path.num_data) * 2)
        var i = 0
        while i < Int(path.num_data) {
            let header = path.data[i].header
            let element: Element
            switch header.type {
            case CAIRO_PATH_MOVE_TO: element = .move
            case CAIRO_PATH_LINE_TO: element = .line
            case CAIRO_PATH_CURVE_TO: element = .curve
            case CAIRO_PATH_CLOSE_PATH: element = .close
            default: return nil
            }
            outline.append(element.rawValue)
            for k in 0..<pointCount(element) {
                let point = path.data[i + 1 + k].point
                let x = point.x * 256, y = point.y * 256
                guard abs(x) < 1e9, abs(y) < 1e9, x.rounded() == x, y.rounded() == y else { return nil }
                outline.append(Int32(x))
                outline.append(Int32(y))
            }
            i += Int(header.length)
        }
        return outline
    }

    /// Whole pixels holding every point of the outline, `margin` more on each side.
    private static func bounds(of outline: [Int32], margin: Int) -> PixelRect? {
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        forEachPoint(outline) { x, y in
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        guard minX <= maxX, maxX - minX < 4096 * 256, maxY - minY < 4096 * 256 else { return nil }
        let floor = { (v: Int32) in Int((Double(v) / 256).rounded(.down)) }
        let ceiling = { (v: Int32) in Int((Double(v) / 256).rounded(.up)) }
        return PixelRect(
            minX: floor(minX) - margin, minY: floor(minY) - margin, maxX: ceiling(maxX) + margin + 1,
            maxY: ceiling(maxY) + margin + 1)
    }

    private static func move(_ outline: inout [Int32], by offset: (x: Int, y: Int)) {
        var i = 0
        while i < outline.count {
            let count = pointCount(Element(rawValue: outline[i])!)
            for k in 0..<count {
                outline[i + 1 + 2 * k] += Int32(offset.x)
                outline[i + 2 + 2 * k] += Int32(offset.y)
            }
            i += 1 + 2 * count
        }
    }

    private static func forEachPoint(_ outline: [Int32], _ body: (Int32, Int32) -> Void) {
        var i = 0
        while i < outline.count {
            let count = pointCount(Element(rawValue: outline[i])!)
            for k in 0..<count { body(outline[i + 1 + 2 * k], outline[i + 2 + 2 * k]) }
            i += 1 + 2 * count
        }
    }
}
