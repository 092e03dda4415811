/// Writing the solution into the tree: center and bounds for views, layout frames for guides.
extension LayoutEngine {
    func applyGeometry() {
        for view in views {
            let i = view.alignmentRectInsets
            let aligned = view === root
                ? Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height) : view.variables.rect
            let rect = Rect(
                x: aligned.minX - i.left, y: aligned.minY - i.top, width: aligned.width + i.left + i.right,
                height: aligned.height + i.top + i.bottom)
            view.center = Point(x: rect.midX, y: rect.midY)
            view.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
            for guide in view.layoutGuides { guide.layoutFrame = guide.variables.rect }
            view.layoutMarginsFrame = insetBounds(view, by: effectiveMargins(view))
            view.safeAreaFrame = insetBounds(view, by: view.safeAreaInsets)
        }
    }

    private func insetBounds(_ view: View, by insets: DirectionalEdgeInsets) -> Rect {
        let (left, right) = insets.horizontal(direction)
        return Rect(
            x: left, y: insets.top, width: view.bounds.width - left - right,
            height: view.bounds.height - insets.top - insets.bottom)
    }
}
