import LayoutValues

/// Rectangle arithmetic the drawing needs and AutoLayout does not.
extension Rect {
    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (shrunk for negative values).
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    func outset(by amount: Double) -> Rect { insetBy(dx: -amount, dy: -amount) }

    /// The rectangle less `insets` on each side (never narrower or shorter than 0).
    func inset(by insets: EdgeInsets) -> Rect {
        guard insets != .zero else { return self }
        return Rect(
            x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The area both rectangles cover (zero when apart).
    func overlapArea(with other: Rect) -> Double {
        let w = min(maxX, other.maxX) - max(minX, other.minX)
        let h = min(maxY, other.maxY) - max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
            && other.maxY <= maxY + 1e-9
    }

    package var center: Point { Point(x: midX, y: midY) }
}

extension AffineTransform {
    /// `transform` applied about `center`, as UIKit applies a view's transform about its
    /// anchor point.
    package init(_ transform: AffineTransform, about center: Point) {
        self = AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}
