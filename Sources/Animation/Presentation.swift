import LayoutValues

/// The presentation layer of an animation: where each view is drawn at any time, computed from
/// the solved layouts it moves between and never by solving again (as
/// `UIView.animate { …; layoutIfNeeded() }` does).
package struct Presentation: Sendable {
    /// One view at one time.
    package struct PresentedView: Hashable, Sendable {
        package var identifier: String
        package var superview: String?
        /// Untransformed, in the superview's coordinates: the blended center and bounds.
        package var frame: Rect
        package var transform: AffineTransform
        package var isVisible: Bool
        /// The layout whose drawing of the view's content is shown, stretched to ``frame``: the
        /// model's, unless the model has collapsed the view to nothing.
        package var contentLayout: Int
    }

    /// The solved layouts, as the timeline's indices count them.
    package let layouts: [LayoutSnapshot]
    package let timeline: Timeline

    package init(layouts: [LayoutSnapshot], timeline: Timeline) {
        self.layouts = layouts
        self.timeline = timeline
    }

    /// Every view of the first layout at `t` seconds, in its order.
    package func views(at t: Double) -> [PresentedView] {
        views(timeline.sample(at: t))
    }

    package func views(_ sample: Timeline.Sample) -> [PresentedView] {
        layouts[sample.model].views.compactMap { present($0.identifier, sample) }
    }

    /// One view at `sample`; nil if a layout lacks it.
    package func present(_ identifier: String, _ sample: Timeline.Sample) -> PresentedView? {
        guard let a = layouts[sample.from][identifier], let b = layouts[sample.to][identifier],
            let model = layouts[sample.model][identifier]
        else { return nil }
        let p = sample.progress
        let frame: Rect
        if sample.isLayerAnimation {
            frame = model.frame
        } else {
            var blended = a.frame.interpolated(to: b.frame, p)
            blended.size = Size(width: max(0, blended.width), height: max(0, blended.height))
            frame = blended
        }
        let transform = TransformComponents.blend(a.transform, b.transform, p)
        let visible = !model.isHidden || (sample.isMoving && model.isArranged && !(a.isHidden && b.isHidden))
        return PresentedView(
            identifier: identifier, superview: model.superview, frame: frame, transform: transform, isVisible: visible,
            contentLayout: contentLayout(identifier, sample))
    }

    /// The model's layout, or the other end's when the model has no area for the view.
    package func contentLayout(_ identifier: String, _ sample: Timeline.Sample) -> Int {
        for index in [sample.model, sample.to, sample.from] {
            if let v = layouts[index][identifier], v.frame.width > 0, v.frame.height > 0 { return index }
        }
        return sample.model
    }
}
