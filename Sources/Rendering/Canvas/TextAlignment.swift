import LayoutValues

/// How a label lines up its text: UIKit's `NSTextAlignment`.
package enum TextAlignment: String, CaseIterable, Sendable {
    case left
    case center
    case right
    case justified
    /// Left in a left-to-right scene, right in a right-to-left one (UIKit's default).
    case natural

    /// The alignment with `natural` resolved for a reading direction.
    package func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction == .leftToRight ? .left : .right
    }
}
