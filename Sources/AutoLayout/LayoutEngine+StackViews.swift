/// The stack views' part of a layout pass.
extension LayoutEngine {
    /// UIKit's update-constraints pass for stack views: each stack whose arrangement changed
    /// brings its constraints up to date before the solver sees them.
    func updateStackViews() {
        for view in root.allViews {
            guard let stack = view as? StackView, stack.needsArrangement else { continue }
            stack.updateArrangementConstraints(intrinsicSize: intrinsicSize(of:))
        }
    }

    /// A view's intrinsic content size: a label's measured text, or the size it was given.
    func intrinsicSize(of view: View) -> Size {
        guard view.text != nil else { return view.intrinsicContentSize }
        return textMetrics[ObjectIdentifier(view)]?.size ?? measure(view).size
    }
}
