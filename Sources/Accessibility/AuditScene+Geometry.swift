import LayoutValues

extension AuditScene {
    /// Each view's untransformed frame in the root's coordinates, by index in the layout (the
    /// rectangles Auto Layout solved, as VoiceOver's frames are before any animation).
    package var rootFrames: [Rect] {
        let views = scene.layout.views
        var frames = [Rect](repeating: .zero, count: views.count)
        // Root first, then depth first: a superview's frame is known before its subviews'.
        for (index, view) in views.enumerated() {
            let solved = view.untransformedFrame
            guard let superview = view.superview.flatMap(scene.layout.index(ofView:)), superview < index else {
                frames[index] = Rect(origin: .zero, size: solved.size)
                continue
            }
            frames[index] = Rect(x: solved.minX + frames[superview].minX, y: solved.minY + frames[superview].minY, width: solved.width, height: solved.height)
        }
        return frames
    }

    /// Each view's alpha times its ancestors', by index: how opaque it is drawn.
    package var effectiveAlphas: [Double] {
        let views = scene.layout.views
        var alphas = [Double](repeating: 1, count: views.count)
        for (index, view) in views.enumerated() {
            let own = scene.style(of: view.identifier).alpha
            let above = view.superview.flatMap(scene.layout.index(ofView:)).flatMap { $0 < index ? alphas[$0] : nil } ?? 1
            alphas[index] = own * above
        }
        return alphas
    }
}
