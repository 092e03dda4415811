import LayoutValues

/// Device pixels, for putting strokes on them: a line whose width is an odd number of pixels
/// is centred on a pixel's middle, an even one on a pixel boundary, so that 1-point lines are
/// crisp at @1x, @2x and @3x (the Cairo FAQ's half-pixel rule, applied in device space).
struct PixelGrid {
    /// Device pixels per point.
    var scale: Double
    /// Where the panel's (0, 0) lies in the image, in points.
    var origin: Point

    /// The stroke width rounded to whole pixels, at least one.
    func width(_ points: Double) -> Double {
        pixels(points) / scale
    }

    /// A line's centre coordinate on `axis`, moved to where a `width`-point line covers whole pixels.
    func center(_ value: Double, axis: LayoutAxis, width: Double) -> Double {
        let offset = axis == .horizontal ? origin.x : origin.y
        let device = (value + offset) * scale
        let odd = pixels(width).truncatingRemainder(dividingBy: 2) == 1
        let snapped = odd ? (device + 1e-7).rounded(.down) + 0.5 : device.rounded()
        return snapped / scale - offset
    }

    /// A horizontal or vertical line with its centre snapped; a slanted one unchanged.
    func line(_ a: Point, _ b: Point, width: Double) -> Path {
        if a.y == b.y {
            let y = center(a.y, axis: .vertical, width: width)
            return .line(Point(x: a.x, y: y), Point(x: b.x, y: y))
        }
        if a.x == b.x {
            let x = center(a.x, axis: .horizontal, width: width)
            return .line(Point(x: x, y: a.y), Point(x: x, y: b.y))
        }
        return .line(a, b)
    }

    /// A rectangle whose edges, stroked `width` wide, fall on whole pixels.
    func strokeRect(_ r: Rect, width: Double) -> Rect {
        let minX = center(r.minX, axis: .horizontal, width: width)
        let maxX = center(r.maxX, axis: .horizontal, width: width)
        let minY = center(r.minY, axis: .vertical, width: width)
        let maxY = center(r.maxY, axis: .vertical, width: width)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func pixels(_ points: Double) -> Double {
        max(1, (points * scale).rounded())
    }
}
