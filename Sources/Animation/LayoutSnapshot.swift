import LayoutValues

/// What an animation needs of a ``SolvedLayout``: each view's untransformed frame in its
/// superview (center and bounds), its transform and whether it is shown.
package struct LayoutSnapshot: Sendable {
    package struct ViewState: Hashable, Sendable {
        package var identifier: String
        /// Nil for the root.
        package var superview: String?
        /// `center` and `bounds.size` as a rectangle in the superview's coordinates.
        package var frame: Rect
        package var transform: AffineTransform
        package var isHidden: Bool
        /// An arranged subview of a stack view: hiding it animates its collapse, and it stays
        /// visible until the animation ends, as UIStackView does.
        package var isArranged: Bool
    }

    /// Root first, then depth first in subview order.
    package private(set) var views: [ViewState] = []
    private var indexByID: [String: Int] = [:]

    /// The views of a solved layout.
    package init(_ layout: SolvedLayout) {
        views.reserveCapacity(layout.views.count)
        for view in layout.views {
            indexByID[view.identifier] = views.count
            views.append(
                ViewState(
                    identifier: view.identifier, superview: view.superview,
                    frame: view.superview == nil ? Rect(origin: .zero, size: view.bounds.size) : view.untransformedFrame,
                    transform: view.transform, isHidden: view.isHidden, isArranged: view.isArranged))
        }
    }

    package subscript(identifier: String) -> ViewState? {
        indexByID[identifier].map { views[$0] }
    }
}
