import AutoLayout

/// What an animation needs of a solved layout: each view's untransformed frame in its
/// superview (center and bounds), its transform and whether it is shown.
public struct LayoutSnapshot: Sendable {
    public struct ViewState: Hashable, Sendable {
        public var identifier: String
        /// Nil for the root.
        public var superview: String?
        /// `center` and `bounds.size` as a rectangle in the superview's coordinates.
        public var frame: Rect
        public var transform: AffineTransform
        public var isHidden: Bool
        /// An arranged subview of a stack view: hiding it animates its collapse, and it stays
        /// visible until the animation ends, as UIStackView does.
        public var isArranged: Bool
    }

    /// Root first, then depth first in subview order.
    public private(set) var views: [ViewState] = []
    private var indexByID: [String: Int] = [:]

    /// The views of a solved engine.
    public init(_ engine: LayoutEngine) {
        add(engine.root)
    }

    private mutating func add(_ view: View) {
        let arranged = (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } ?? false
        indexByID[view.identifier] = views.count
        views.append(
            ViewState(
                identifier: view.identifier, superview: view.superview?.identifier,
                frame: view.superview == nil ? Rect(origin: .zero, size: view.bounds.size) : view.untransformedFrame,
                transform: view.transform, isHidden: view.isHidden, isArranged: arranged))
        for subview in view.subviews { add(subview) }
    }

    public subscript(identifier: String) -> ViewState? {
        indexByID[identifier].map { views[$0] }
    }
}
