/// The constraints a stack view makes, as UIKit's `UIStackView` makes them.
///
/// Along the axis: the edges of the stack (or of its margins guide) to the first and last
/// visible arranged views (`UISV-canvas-connection`), the distribution between them
/// (`UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`), and
/// a hidden view collapsed where it stands (`UISV-hiding`). Across it: every arranged view
/// aligned with the first (`UISV-alignment`) and, unless the alignment is fill, an alignment
/// spanner (a `_UILayoutSpacer`) around the visible views (`UISV-spanning-boundary`) that the
/// stack's edges hold and that fits them when nothing else sizes the stack (`UISV-spanning-fit`).
extension StackView {
    /// The constraints for the stack's current arrangement, not yet active.
    ///
    /// - Parameter intrinsicSize: a view's intrinsic content size (a label's measured text),
    ///   for `fillProportionally`.
    /// - Complexity: O(n) for n arranged views.
    func makeArrangementConstraints(intrinsicSize: (View) -> Size) -> [LayoutConstraint] {
        guard let anchor = arrangedSubviews.first else { return [] }
        var made = ArrangementBuilder(stack: self)
        let visible = visibleArrangedSubviews
        made.suppressAmbiguity(intrinsicSize: intrinsicSize)
        made.hide()
        if let first = visible.first {
            made.addToEdge(made.along.start, first, "UISV-canvas-connection")
        }
        made.distribute(visible, intrinsicSize: intrinsicSize)
        if let last = visible.last {
            made.addToEdge(made.along.end, last, "UISV-canvas-connection")
        }
        made.align(to: anchor, visible: visible)
        if visible.isEmpty { made.fitNothing() }
        return made.constraints
    }
}

/// Makes one stack's constraints, in UIKit's order and with its identifiers.
struct ArrangementBuilder {
    let stack: StackView
    /// The stack, or its margins guide when the arrangement is margins-relative (for lengths).
    let edge: LayoutItem
    let along: AxisAttributes
    let across: AxisAttributes
    var constraints: [LayoutConstraint] = []

    init(stack: StackView) {
        self.stack = stack
        edge = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = AxisAttributes(stack.axis)
        across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    }

    /// `stack.attribute == second.attribute` (the same attribute of both, or of `other`), the
    /// stack's margin attribute when the arrangement is margins-relative: what UIKit relates to the
    /// stack's margins guide, without the guide's own four constraints.
    mutating func addToEdge(
        _ attribute: LayoutAttribute, _ second: LayoutItem, _ identifier: String, other: LayoutAttribute? = nil,
        priority: LayoutPriority = .required
    ) {
        let edgeAttribute = stack.isLayoutMarginsRelativeArrangement ? attribute.withMargin : attribute
        add(stack, edgeAttribute, .equal, second, other ?? attribute, identifier, priority: priority)
    }

    mutating func add(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute, _ identifier: String, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        constraints.append(
            LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier, origin: .stackView))
    }

    /// With an alignment other than fill, each arranged view's size across the stack tends to
    /// zero at priority 25, so that a view without an intrinsic size there is not ambiguous. (A
    /// view with one has its size from its content at 250 and 750 whatever this says, so it is
    /// left out: the same layout with fewer rows in the solver.)
    mutating func suppressAmbiguity(intrinsicSize: (View) -> Size) {
        guard stack.alignment != .fill else { return }
        for view in stack.arrangedSubviews {
            let size = intrinsicSize(view)
            guard (stack.axis == .horizontal ? size.height : size.width) == View.noIntrinsicMetric else { continue }
            add(view, across.length, .equal, nil, .notAnAttribute, "UISV-ambiguity-suppression", priority: 25)
        }
    }

    /// A stack none of whose arranged views is visible holds nothing, along its axis or across
    /// it: it tends to no size at all (priority 25) where nothing else sizes it. The saved frames
    /// of such stacks show it: stopp-corona's self-test pages (0 wide, and the scroll view around
    /// it as short as its constraints allow) and vector-im's bubble cell (0 wide, its hidden view
    /// 16 wide inside it).
    mutating func fitNothing() {
        for attribute in [along.length, across.length] {
            add(stack, attribute, .equal, nil, .notAnAttribute, "UISV-ambiguity-suppression", priority: 25)
        }
    }

    /// A hidden view has no length along the axis and sits where the views before it end.
    mutating func hide() {
        var previous: View? = nil
        for view in stack.arrangedSubviews {
            defer { previous = view }
            guard view.isHidden else { continue }
            add(view, along.length, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous {
                add(view, along.start, .equal, previous, along.end, "UISV-hiding")
            } else {
                addToEdge(along.start, view, "UISV-hiding")
            }
        }
    }
}

/// The attributes of one axis: where it starts and ends, its center and its length.
struct AxisAttributes {
    let start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: (start, end, center, length) = (.leading, .trailing, .centerX, .width)
        case .vertical: (start, end, center, length) = (.top, .bottom, .centerY, .height)
        }
    }
}
