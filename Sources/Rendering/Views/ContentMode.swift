import LayoutValues

/// How a view's content is laid in its bounds when the bounds differ from the size it was drawn
/// for (in an animation's frames): UIKit's `UIView.ContentMode`.
package enum ContentMode: String, CaseIterable, Sendable {
    /// Stretched to the bounds: UIView's default.
    case scaleToFill
    case scaleAspectFit, scaleAspectFill
    /// Drawn again for the bounds in UIKit; here stretched, as strut draws content once.
    case redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size` goes in `bounds`: its origin and its scale on each axis.
    package func placement(of size: Size, in bounds: Rect) -> (x: Double, y: Double, scaleX: Double, scaleY: Double) {
        let sx = bounds.width / size.width, sy = bounds.height / size.height
        switch self {
        case .scaleToFill, .redraw: return (bounds.minX, bounds.minY, sx, sy)
        case .scaleAspectFit, .scaleAspectFill:
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return (bounds.midX - size.width * s / 2, bounds.midY - size.height * s / 2, s, s)
        default:
            let x: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: Double
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return (x, y, 1, 1)
        }
    }
}
