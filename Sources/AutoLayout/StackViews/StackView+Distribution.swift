extension StackView {
    /// A view's length along an axis for a proportional fill: its intrinsic length; for a view
    /// without one (a plain view, a stack view), its current length, which before any layout is
    /// the frame it was designed at (UIKit sizes by the frame the view has); for a view with
    /// neither, a stack's visible views' (their lengths and spacings, the longest across).
    static func contentLength(of view: View, along axis: LayoutAxis, intrinsicSize: (View) -> Size) -> Double {
        if !(view is StackView) {
            let size = intrinsicSize(view)
            let length = axis == .horizontal ? size.width : size.height
            if length != View.noIntrinsicMetric { return length }
        }
        if let frame = view.designedFrame { return axis == .horizontal ? frame.width : frame.height }
        guard let stack = view as? StackView else { return 0 }
        let visible = stack.visibleArrangedSubviews
        let lengths = visible.map { contentLength(of: $0, along: axis, intrinsicSize: intrinsicSize) }
        let margins = stack.isLayoutMarginsRelativeArrangement
            ? (axis == .horizontal ? stack.layoutMargins.leading + stack.layoutMargins.trailing : stack.layoutMargins.top + stack.layoutMargins.bottom)
            : 0
        guard stack.axis == axis else { return (lengths.max() ?? 0) + margins }
        let spacings = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
        return lengths.reduce(0, +) + spacings + margins
    }
}

/// How the visible arranged views share the stack's length: `UIStackView.Distribution`.
extension ArrangementBuilder {
    /// The constraints between the visible views along the axis, for the stack's distribution.
    mutating func distribute(_ visible: [View], intrinsicSize: (View) -> Size) {
        switch stack.distribution {
        case .fill:
            space(visible, .equal)
            orderTies(visible, intrinsicSize: intrinsicSize)
        case .fillEqually:
            space(visible, .equal)
            fillEqually(visible)
        case .fillProportionally:
            space(visible, .equal)
            fillProportionally(visible, intrinsicSize: intrinsicSize)
        case .equalSpacing:
            distributeSpacers(visible, from: along.end, to: along.start, equalPriority: .required)
            space(visible, .greaterThanOrEqual)
        case .equalCentering:
            distributeSpacers(visible, from: along.center, to: along.center, equalPriority: 149)
            space(visible, .greaterThanOrEqual)
        }
    }

    /// `next.start == previous.end + spacing` for adjacent visible views (from one's last baseline
    /// to the next one's first in a baseline-relative vertical stack).
    private mutating func space(_ visible: [View], _ relation: LayoutRelation) {
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let (endAttribute, startAttribute) = baselines ? (LayoutAttribute.lastBaseline, LayoutAttribute.firstBaseline) : (along.end, along.start)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(next, startAttribute, relation, previous, endAttribute, "UISV-spacing", constant: stack.spacing(after: previous))
        }
    }

    /// "If there is any ambiguity, the stack view resizes the arranged views based on their index
    /// in the arrangedSubviews array" (UIKit's documentation of `fill`): among the visible views
    /// with an intrinsic length that share the lowest hugging priority, every one after the first
    /// hugs it half a priority more, so that the first one stretches; likewise for the lowest
    /// compression resistance, so that the first one shrinks. Half a priority stays below any
    /// other whole priority, and makes one more level in the solver, not one per view.
    private mutating func orderTies(_ visible: [View], intrinsicSize: (View) -> Size) {
        guard visible.count > 1 else { return }
        let horizontal = stack.axis == .horizontal
        let sized = visible.compactMap { view -> (View, Double)? in
            let size = intrinsicSize(view)
            let length = horizontal ? size.width : size.height
            return length == View.noIntrinsicMetric ? nil : (view, length)
        }
        let hugging = sized.map { horizontal ? $0.0.contentHuggingPriority.horizontal : $0.0.contentHuggingPriority.vertical }
        let resistance = sized.map {
            horizontal ? $0.0.contentCompressionResistancePriority.horizontal : $0.0.contentCompressionResistancePriority.vertical
        }
        for (relation, priorities) in [(LayoutRelation.lessThanOrEqual, hugging), (.greaterThanOrEqual, resistance)] {
            guard let lowest = priorities.min(), !lowest.isRequired else { continue }
            let tied = zip(sized, priorities).filter { $0.1 == lowest }.map(\.0)
            let nudged = LayoutPriority(min(lowest.rawValue + 0.5, 999.5))
            for (view, length) in tied.dropFirst() {
                add(view, along.length, relation, nil, .notAnAttribute, "strut-fill-order", constant: length, priority: nudged)
            }
        }
    }

    /// Every visible view as long as the first.
    private mutating func fillEqually(_ visible: [View]) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(view, along.length, .equal, first, along.length, "UISV-fill-equally")
        }
    }

    /// Each visible view's length a share of the stack's, in proportion to its intrinsic length:
    /// `view.length == intrinsic / (sum of intrinsics + spacings) × stack.length` (the margins
    /// guide's length in a margins-relative arrangement), which holds exactly when the stack is
    /// as long as its content. The shares are optional, at 999 for the
    /// first view and one less for each next one, so that when the stack is longer or shorter the
    /// last views give way first. A nested stack counts with the length of its content; any other
    /// view without an intrinsic length counts as zero; when none has a length the stack fills
    /// as `fill` does.
    private mutating func fillProportionally(_ visible: [View], intrinsicSize: (View) -> Size) {
        let lengths = visible.map { view in
            max(0, StackView.contentLength(of: view, along: stack.axis, intrinsicSize: intrinsicSize))
        }
        let spacings = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
        let total = lengths.reduce(0, +) + spacings
        guard lengths.contains(where: { $0 > 0 }), total > 0 else { return }
        for (index, (view, length)) in zip(visible, lengths).enumerated() {
            let priority = visible.count > 1 ? LayoutPriority(Float(999 - min(index, 998))) : .required
            add(
                view, along.length, .equal, edge, along.length, "UISV-fill-proportionally", multiplier: length / total,
                priority: priority)
        }
    }

    /// A spacer (`_UILayoutSpacer`) between each two adjacent visible views, from one's `from`
    /// attribute to the next one's `to`, all as long as the first at `equalPriority`; the first
    /// tends to zero at priority 49, so that a stack nothing sizes fits its views.
    private mutating func distributeSpacers(
        _ visible: [View], from: LayoutAttribute, to: LayoutAttribute, equalPriority: LayoutPriority
    ) {
        let pairs = Array(zip(visible, visible.dropFirst()))
        let spacers = stack.distributingSpacers(count: pairs.count)
        for ((previous, next), spacer) in zip(pairs, spacers) {
            add(spacer, along.start, .equal, previous, from, "UISV-distributing")
            add(next, to, .equal, spacer, along.end, "UISV-distributing")
        }
        guard let first = spacers.first else { return }
        for spacer in spacers.dropFirst() {
            add(spacer, along.length, .equal, first, along.length, "UISV-fill-equally", priority: equalPriority)
        }
        add(first, along.length, .equal, nil, .notAnAttribute, "UISV-spanning-fit", priority: 49)
    }
}
