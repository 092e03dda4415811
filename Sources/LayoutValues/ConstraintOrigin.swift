/// Who made a constraint: the user, a stack view, or the engine on a view's behalf.
public enum ConstraintOrigin: Sendable {
    case user
    /// A view's designed frame and autoresizing mask (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizing
    /// Content hugging or compression resistance (`NSContentSizeLayoutConstraint`).
    case contentSize
    /// The root view filling the canvas, or a margins or safe area guide pinned to its view.
    case system
    /// A stack view's arrangement (`UISV-spacing`, `UISV-alignment`, ...), active like the user's.
    case stackView
    /// A view's or guide's width or height held at zero or more, as UIKit's engine holds them.
    case sizeFloor

    /// How a conflict report marks a constraint the engine made: `  (autoresizing mask)`.
    package var reportSuffix: String {
        switch self {
        case .autoresizing: "  (autoresizing mask)"
        case .contentSize: "  (content size)"
        case .user, .system, .stackView, .sizeFloor: ""
        }
    }
}
