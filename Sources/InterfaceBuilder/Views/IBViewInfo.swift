import AutoLayout

/// What a document says of a view beyond its layout: its kind, its name in Xcode's outline, and
/// the frame Xcode saved, with Xcode's own flags on it.
package struct IBViewInfo: Sendable {
    package let id: String
    /// The element name: `label`, `stackView`, `view`, ...
    package let type: String
    package let name: String
    /// The frame Xcode computed and saved, in the superview's coordinates.
    package let savedFrame: Rect?
    /// Xcode knew the saved frame to differ from what the constraints give.
    package let misplaced: Bool
    /// Xcode found the view's layout ambiguous.
    package let ambiguous: Bool
    package let hidden: Bool
}
