import AutoLayout

/// What a document says of a view beyond its layout: its kind, its name in Xcode's outline, and
/// the frame Xcode saved, with Xcode's own flags on it.
public struct IBViewInfo: Sendable {
    public let id: String
    /// The element name: `label`, `stackView`, `view`, ...
    public let type: String
    public let name: String
    /// The frame Xcode computed and saved, in the superview's coordinates.
    public let savedFrame: Rect?
    /// Xcode knew the saved frame to differ from what the constraints give.
    public let misplaced: Bool
    /// Xcode found the view's layout ambiguous.
    public let ambiguous: Bool
    public let hidden: Bool
}
