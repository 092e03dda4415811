import LayoutValues

/// Turns a scene's constraints into ``ConstraintMark``s: which shape, where, and what the badge
/// says.
struct MarkPlanner {
    let geometry: SceneGeometry
    /// Whether stack views' spacing between visible arranged views is marked too.
    let showsStackSpacing: Bool
    /// Size I-beams already put on each item and axis, so that the next one is moved aside.
    private var sizeMarks: [String: Int] = [:]

    init(geometry: SceneGeometry, showsStackSpacing: Bool = false) {
        self.geometry = geometry
        self.showsStackSpacing = showsStackSpacing
    }

    /// The marks of the scene's own constraints (not the engine's, nor by default a stack
    /// view's, which Interface Builder does not draw either), conflicts last so that red is drawn
    /// on top.
    mutating func marks() -> [ConstraintMark] {
        let reportedBroken = geometry.scene.reportedBroken
        var made: [ConstraintMark] = []
        let unmarked = geometry.scene.unmarkedConstraints
        for (index, c) in geometry.layout.constraints.enumerated() where c.origin == .user || showsStackSpacing && isStackSpacing(c) {
            if unmarked.contains(index) { continue }
            // A constraint in a conflict that is not the one broken is one of its set.
            let state: ConstraintMark.State =
                c.isBroken || reportedBroken.contains(index) ? .broken : c.isInConflict ? .conflicting : .satisfied
            if let mark = mark(for: c, state: state) { made.append(mark) }
        }
        return made.filter { $0.state == .satisfied } + made.filter { $0.state != .satisfied }
    }

    /// A stack's spacing between two visible views that are apart.
    private func isStackSpacing(_ c: SolvedLayout.ConstraintStatus) -> Bool {
        guard c.origin == .stackView, c.identifier == "UISV-spacing", let second = c.secondItem, isVisibleView(c.firstItem),
            isVisibleView(second)
        else { return false }
        return c.constant != 0 || c.relation != .equal
    }

    /// Whether the item is a view drawn (neither it nor an ancestor hidden).
    private func isVisibleView(_ item: SolvedLayout.Item) -> Bool {
        guard item.kind == .view, let index = geometry.parentOrSelf(item) else { return false }
        return !geometry.layout.views[index].isHiddenOrHasHiddenAncestor
    }

    mutating func mark(for c: SolvedLayout.ConstraintStatus, state: ConstraintMark.State) -> ConstraintMark? {
        guard let axis = c.firstAttribute.axis else { return nil }
        if c.firstAttribute.isDimension { return sizeMark(c, axis: axis, state: state) }
        guard let second = c.secondItem, let p1 = geometry.position(c.firstAttribute, of: c.firstItem),
            let p2 = geometry.position(c.secondAttribute, of: second)
        else { return nil }
        let aligned = abs(p1 - p2) < 0.5
        var mark =
            aligned
            ? alignmentMark(c, second: second, at: p1, axis: axis, state: state)
            : spacingMark(c, second: second, from: p2, to: p1, axis: axis, state: state)
        mark.badge = badge(c, parts: spacingParts(c, aligned: aligned), state: state)
        return mark
    }

    // MARK: Positions and sizes

    /// An I-beam between the two positions, across the middle of where the items face each other.
    private func spacingMark(
        _ c: SolvedLayout.ConstraintStatus, second: SolvedLayout.Item, from p2: Double, to p1: Double, axis: LayoutAxis,
        state: ConstraintMark.State
    ) -> ConstraintMark {
        let e1 = extent(of: c.firstItem, across: axis), e2 = extent(of: second, across: axis)
        let cross: Double
        if geometry.isContainer(second, of: c.firstItem) {
            cross = e1.mid
        } else if geometry.isContainer(c.firstItem, of: second) {
            cross = e2.mid
        } else {
            let overlap = Extent(lower: max(e1.lower, e2.lower), upper: min(e1.upper, e2.upper))
            cross = overlap.upper >= overlap.lower ? overlap.mid : e1.mid
        }
        let a = point(p2, cross, axis), b = point(p1, cross, axis)
        var mark = ConstraintMark(constraint: c, shape: .ibeam(a, b), state: state)
        mark.leaders = [leader(at: p2, cross: cross, to: e2, axis: axis), leader(at: p1, cross: cross, to: e1, axis: axis)]
            .compactMap { $0 }
        return mark
    }

    /// A line through the coinciding positions. Edges: along both items (the inner one's side
    /// when pinned to a container). Centers and baselines: ticks across the inner item's sides
    /// when centered in a container, or across the gap between two items side by side, without
    /// striking through their content.
    private func alignmentMark(
        _ c: SolvedLayout.ConstraintStatus, second: SolvedLayout.Item, at p: Double, axis: LayoutAxis, state: ConstraintMark.State
    ) -> ConstraintMark {
        let e1 = extent(of: c.firstItem, across: axis), e2 = extent(of: second, across: axis)
        let isEdge = ![.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline]
            .contains(c.firstAttribute)
        let span: Extent
        var skipped: Extent?
        if geometry.isContainer(second, of: c.firstItem) || geometry.isContainer(c.firstItem, of: second) {
            let inner = geometry.isContainer(second, of: c.firstItem) ? e1 : e2
            span = isEdge ? inner : Extent(lower: inner.lower - 12, upper: inner.upper + 12)
            if !isEdge { skipped = inner }
        } else if !isEdge && (e1.upper < e2.lower || e2.upper < e1.lower) {
            span = Extent(lower: min(e1.upper, e2.upper) - 6, upper: max(e1.lower, e2.lower) + 6)
        } else {
            span = Extent(lower: min(e1.lower, e2.lower), upper: max(e1.upper, e2.upper))
        }
        let shape = ConstraintMark.Shape.line(point(p, span.lower, axis), point(p, span.upper, axis))
        var mark = ConstraintMark(constraint: c, shape: shape, state: state)
        mark.skipped = skipped.map { (point(p, $0.lower, axis), point(p, $0.upper, axis)) }
        return mark
    }

    /// An I-beam along the item's side: inside near its bottom (width) or trailing edge (height)
    /// when there is room, outside otherwise; a second size mark on the same side moves inward.
    private mutating func sizeMark(_ c: SolvedLayout.ConstraintStatus, axis: LayoutAxis, state: ConstraintMark.State)
        -> ConstraintMark
    {
        let r = geometry.frame(of: c.firstItem)
        let key = "\(c.firstItem.identifier) \(axis)"
        let index = Double(sizeMarks[key, default: 0])
        sizeMarks[key, default: 0] += 1
        let shape: ConstraintMark.Shape
        switch axis {
        case .horizontal:
            let y = r.height >= 24 ? r.maxY - 6 - 8 * index : r.maxY + 6 + 8 * index
            shape = .ibeam(Point(x: r.minX, y: y), Point(x: r.maxX, y: y))
        case .vertical:
            let x = r.width >= 24 ? r.maxX - 6 - 8 * index : r.maxX + 6 + 8 * index
            shape = .ibeam(Point(x: x, y: r.minY), Point(x: x, y: r.maxY))
        }
        var mark = ConstraintMark(constraint: c, shape: shape, state: state)
        mark.badge = badge(c, parts: sizeParts(c), state: state)
        return mark
    }

    // MARK: Badges

    /// The distance a spacing keeps, read in the direction the I-beam is drawn: in
    /// `a.trailing <= b.leading - 8` the gap from a to b is at least 8.
    private func spacingParts(_ c: SolvedLayout.ConstraintStatus, aligned: Bool) -> [Badge.Part] {
        guard c.multiplier == 1 else {
            let constant = c.constant == 0 ? "" : c.constant < 0 ? " - \(formatNumber(-c.constant, .decimals(3)))" : " + \(formatNumber(c.constant, .decimals(3)))"
            return relationParts(c.relation) + [.value("×\(formatNumber(c.multiplier, .decimals(3)))\(constant)")]
        }
        let relation = c.constant < 0 ? c.relation.flipped : c.relation
        let value: [Badge.Part] = aligned && c.constant == 0 ? [] : [.value(formatNumber(abs(c.constant), .decimals(3)))]
        return relationParts(relation) + value
    }

    /// A size's constant, or what it equals: `= card`, `0.5× card`, `= photo.height + 8`.
    private func sizeParts(_ c: SolvedLayout.ConstraintStatus) -> [Badge.Part] {
        guard let second = c.secondItem else { return relationParts(c.relation) + [.value(formatNumber(c.constant, .decimals(3)))] }
        var text = c.multiplier == 1 ? "" : "\(formatNumber(c.multiplier, .decimals(3)))× "
        text += geometry.scene.name(of: second.identifier)
        if c.secondAttribute != c.firstAttribute { text += ".\(c.secondAttribute.rawValue)" }
        if c.constant != 0 { text += c.constant < 0 ? " - \(formatNumber(-c.constant, .decimals(3)))" : " + \(formatNumber(c.constant, .decimals(3)))" }
        let relation: [Badge.Part] = c.relation == .equal ? [.relation("=")] : relationParts(c.relation)
        return relation + [.value(text)]
    }

    private func relationParts(_ relation: LayoutRelation) -> [Badge.Part] {
        switch relation {
        case .equal: []
        case .lessThanOrEqual: [.relation("≤")]
        case .greaterThanOrEqual: [.relation("≥")]
        }
    }

    /// The parts with the priority and the broken cross; nil when there is nothing to say.
    private func badge(_ c: SolvedLayout.ConstraintStatus, parts: [Badge.Part], state: ConstraintMark.State) -> Badge? {
        var parts = parts
        if !c.priority.isRequired { parts.append(.priority("@\(c.priority)")) }
        if state == .broken { parts.append(.broken) }
        return parts.isEmpty ? nil : Badge(parts: parts)
    }

    // MARK: Helpers

    /// The item's extent on the axis across `axis` (vertical extent for a horizontal constraint).
    private func extent(of item: SolvedLayout.Item, across axis: LayoutAxis) -> Extent {
        let r = geometry.frame(of: item)
        return axis == .horizontal ? Extent(lower: r.minY, upper: r.maxY) : Extent(lower: r.minX, upper: r.maxX)
    }

    private func point(_ along: Double, _ across: Double, _ axis: LayoutAxis) -> Point {
        axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// A dashed leader from an I-beam's end to the item, when the beam passes beside it.
    private func leader(at p: Double, cross: Double, to e: Extent, axis: LayoutAxis) -> (Point, Point)? {
        if cross < e.lower - 0.5 { return (point(p, cross, axis), point(p, e.lower, axis)) }
        if cross > e.upper + 0.5 { return (point(p, cross, axis), point(p, e.upper, axis)) }
        return nil
    }
}

/// An interval on one axis.
struct Extent {
    var lower: Double, upper: Double
    var mid: Double { (lower + upper) / 2 }
}
