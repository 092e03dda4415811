import CCairo
import Rendering

/// A shape a ``ShapeMaskCache`` may draw: its mask's key and the device pixels the mask covers.
/// Worked out from a path under a transform, in any Cairo context: the same path under the same
/// transform gives the same outline.
struct ShapeOutline: Sendable {
    let key: ShapeMaskKey
    let place: PixelRect

    /// The outline of `cr`'s current path, made of `path`, filled (`lineWidth` nil) or stroked;
    /// nil for shapes not worth a mask or under a transform that does more than scale and
    /// translate.
    static func ofCurrentPath(_ cr: OpaquePointer, path: Path, lineWidth: Double?, cap: StrokeStyle.LineCap) -> ShapeOutline? {
        guard isWorthMasking(path), let m = axisAligned(cr) else { return nil }
        let reach = (lineWidth ?? 0) * max(m.xx, m.yy)
        guard reach.isFinite, reach < 1e6 else { return nil }  // no mask a pixel buffer could hold
        let margin = lineWidth.map { Int(($0 * max(m.xx, m.yy)).rounded(.up)) } ?? 0
        guard let (key, place) = ShapeMaskKey.make(cr, lineWidth: lineWidth, cap: cap, margin: margin) else { return nil }
        return ShapeOutline(key: key, place: place)
    }

    /// The stroke width of `style` when it can be masked: solid strokes only.
    static func lineWidth(_ style: StrokeStyle) -> Double? {
        style.dash.allSatisfy({ $0 <= 0 }) && style.width > 0 ? style.width : nil
    }

    /// Rounded shapes: Cairo flattens and scan-converts their curves each time. Rectangles and
    /// lines are cheap for it already.
    static func isWorthMasking(_ path: Path) -> Bool {
        switch path {
        case .roundedRect(_, let radius): radius > 0
        case .ellipse: true
        case .rect, .line, .polyline, .outline: false
        }
    }

    /// `cr`'s transform when it only scales (by positive factors) and translates.
    static func axisAligned(_ cr: OpaquePointer) -> cairo_matrix_t? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
        return m
    }
}
