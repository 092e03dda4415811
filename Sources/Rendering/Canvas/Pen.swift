import LayoutValues

/// Strokes snapped to device pixels, and the constraint marks' shapes built from them.
struct Pen {
    let canvas: any Canvas
    let grid: PixelGrid
    /// Half the length of an I-beam's end caps.
    static let capHalfLength = 4.0

    /// A straight stroke, snapped when horizontal or vertical.
    func line(_ a: Point, _ b: Point, _ style: StrokeStyle) {
        var style = style
        style.width = grid.width(style.width)
        canvas.stroke(grid.line(a, b, width: style.width), with: style)
    }

    /// A rectangle's outline with its edges on whole pixels.
    func rect(_ r: Rect, _ style: StrokeStyle) {
        var style = style
        style.width = grid.width(style.width)
        canvas.stroke(.rect(grid.strokeRect(r, width: style.width)), with: style)
    }

    /// A line with T-shaped end caps (always solid, so that a dashed beam still shows its ends).
    func ibeam(_ a: Point, _ b: Point, _ style: StrokeStyle) {
        line(a, b, style)
        var caps = style
        caps.dash = []
        let h = Pen.capHalfLength
        for end in [a, b] {
            if a.y == b.y {
                line(Point(x: end.x, y: end.y - h), Point(x: end.x, y: end.y + h), caps)
            } else {
                line(Point(x: end.x - h, y: end.y), Point(x: end.x + h, y: end.y), caps)
            }
        }
    }

    /// A horizontal or vertical line from `a` to `b` with an open arrowhead at `b`.
    func arrow(_ a: Point, _ b: Point, _ style: StrokeStyle) {
        line(a, b, style)
        let h = Pen.capHalfLength
        let dx = b.x == a.x ? 0.0 : (b.x > a.x ? 1.0 : -1.0), dy = b.y == a.y ? 0.0 : (b.y > a.y ? 1.0 : -1.0)
        for side in [-1.0, 1.0] {
            let wing = Point(x: b.x - dx * h + dy * h * side, y: b.y - dy * h + dx * h * side)
            canvas.stroke(.line(wing, b), with: style)
        }
    }
}
