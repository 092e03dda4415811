import LayoutValues

/// A shape to fill, stroke or clip to: the few a constraint drawing needs.
package enum Path: Hashable, Sendable, CustomStringConvertible {
    case rect(Rect)
    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    case roundedRect(Rect, radius: Double)
    case line(Point, Point)
    /// Connected segments; `closed` joins the last point to the first.
    case polyline([Point], closed: Bool)
    /// The ellipse inscribed in a rectangle.
    case ellipse(Rect)
    /// A glyph's outline (a symbol's stand-in), filled by the non-zero rule.
    case outline(Outline)

    /// A rounded rectangle, or a plain one when the radius is zero.
    package static func rect(_ rect: Rect, cornerRadius: Double) -> Path {
        cornerRadius > 0 ? .roundedRect(rect, radius: cornerRadius) : .rect(rect)
    }

    package var description: String {
        switch self {
        case .rect(let r): return "rect(\(format(r)))"
        case .roundedRect(let r, let radius): return "roundedRect(\(format(r)), r \(formatNumber(radius, .decimals(3))))"
        case .line(let a, let b): return "line(\(format(a)) -> \(format(b)))"
        case .polyline(let points, let closed):
            return "polyline(\(points.map(format).joined(separator: " -> "))\(closed ? ", closed" : ""))"
        case .ellipse(let r): return "ellipse(\(format(r)))"
        case .outline(let o): return "outline(\(o.elements.count) elements)"
        }
    }
}

func format(_ r: Rect) -> String {
    [r.minX, r.minY, r.width, r.height].map { formatNumber($0, .decimals(3)) }.joined(separator: ", ")
}

func format(_ p: Point) -> String { "\(formatNumber(p.x, .decimals(3))), \(formatNumber(p.y, .decimals(3)))" }
