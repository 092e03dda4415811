extension SolvedLayout {
    /// One view as solved: UIKit's `frame`, `center`, `bounds` and `transform`, where it is in
    /// the tree, and what drawing needs of it besides its style (its text, a stack's axis).
    public struct ViewLayout: Sendable, Hashable {
        /// The view's identifier.
        public let identifier: String
        /// The superview's identifier; nil for the root.
        public let superview: String?
        /// The subviews' identifiers, back to front.
        public let subviews: [String]
        /// `frame`: the bounding box of the transformed bounds in the superview's coordinates; the
        /// root's is the canvas.
        public let frame: Rect
        /// `center`, in the superview's coordinates.
        public let center: Point
        /// `bounds`: origin zero, the untransformed size.
        public let bounds: Rect
        /// Applied about the center after layout.
        public let transform: AffineTransform
        /// `isHidden`: the view's own flag.
        public let isHidden: Bool
        /// Whether the view or one of its ancestors is hidden: whether it is drawn.
        public let isHiddenOrHasHiddenAncestor: Bool
        /// A stack view's arranged subviews' identifiers, in order; nil for any other view.
        public let arrangedSubviews: [String]?
        /// A stack view's axis; nil for any other view.
        public let stackAxis: LayoutAxis?
        /// Whether the view is an arranged subview of a stack view.
        public let isArranged: Bool
        /// The layout margins guide's frame, in the view's own coordinates.
        public let layoutMarginsFrame: Rect
        /// The safe area guide's frame, in the view's own coordinates.
        public let safeAreaFrame: Rect
        /// The insets of the safe area the view was given (a device's notch and home indicator on
        /// the root view).
        public let safeAreaInsets: DirectionalEdgeInsets
        /// The frame as designed (a storyboard's saved frame), in the superview's coordinates.
        public let designedFrame: Rect?
        /// A label's text, its font and its number of lines, as it was measured; nil for a view
        /// without text.
        public let text: TextContent?
        /// Where a control places its text in its height (`UIControl.contentVerticalAlignment`);
        /// nil for a label, whose text is centred.
        public let contentVerticalAlignment: ContentVerticalAlignment?

        /// Makes a view's layout from its parts.
        public init(
            identifier: String, superview: String?, subviews: [String] = [], frame: Rect, center: Point, bounds: Rect,
            transform: AffineTransform = .identity, isHidden: Bool = false, isHiddenOrHasHiddenAncestor: Bool = false,
            arrangedSubviews: [String]? = nil, stackAxis: LayoutAxis? = nil, isArranged: Bool = false, layoutMarginsFrame: Rect = .zero,
            safeAreaFrame: Rect = .zero, safeAreaInsets: DirectionalEdgeInsets = .zero, designedFrame: Rect? = nil, text: TextContent? = nil,
            contentVerticalAlignment: ContentVerticalAlignment? = nil
        ) {
            self.identifier = identifier
            self.superview = superview
            self.subviews = subviews
            self.frame = frame
            self.center = center
            self.bounds = bounds
            self.transform = transform
            self.isHidden = isHidden
            self.isHiddenOrHasHiddenAncestor = isHiddenOrHasHiddenAncestor
            self.arrangedSubviews = arrangedSubviews
            self.stackAxis = stackAxis
            self.isArranged = isArranged
            self.layoutMarginsFrame = layoutMarginsFrame
            self.safeAreaFrame = safeAreaFrame
            self.safeAreaInsets = safeAreaInsets
            self.designedFrame = designedFrame
            self.text = text
            self.contentVerticalAlignment = contentVerticalAlignment
        }

        /// The frame without the transform, in the superview's coordinates: ``center`` and
        /// ``bounds``' size.
        public var untransformedFrame: Rect {
            Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }

        /// Whether the view is a stack view.
        public var isStackView: Bool { arrangedSubviews != nil }
    }

    /// One layout guide as solved: UIKit's `layoutFrame`.
    public struct GuideLayout: Sendable, Hashable {
        /// The guide's identifier.
        public let identifier: String
        /// The owning view's identifier.
        public let owner: String
        /// `layoutFrame`, in the owning view's coordinates.
        public let frame: Rect

        /// Makes a guide's layout from its parts.
        public init(identifier: String, owner: String, frame: Rect) {
            self.identifier = identifier
            self.owner = owner
            self.frame = frame
        }
    }
}
