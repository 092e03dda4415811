/// The stack views' part of a layout pass.
extension LayoutEngine {
    /// UIKit's update-constraints pass for stack views: each stack whose arrangement changed
    /// brings its constraints up to date before the solver sees them.
    ///
    /// Before a rebuild every stack is brought up to date: its constraints depend on its views'
    /// intrinsic sizes, which may have changed (a label's text), and an unchanged constraint is
    /// kept as it is.
    func updateStackViews() {
        let rebuilding = solver == nil
        for view in views {
            guard let stack = view as? StackView, stack.needsArrangement || rebuilding else { continue }
            stack.needsArrangement = true
            stack.updateArrangementConstraints(intrinsicSize: intrinsicSize(of:))
        }
    }

    /// A view's intrinsic content size: a label's measured text, or the size it was given.
    func intrinsicSize(of view: View) -> Size {
        guard view.text != nil, view.measuresText else { return view.intrinsicContentSize }
        return textMetrics[ObjectIdentifier(view)]?.size ?? measure(view).size
    }
}
