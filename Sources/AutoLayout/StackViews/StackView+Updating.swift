/// Keeping a stack's active constraints in line with its arrangement, incrementally.
extension StackView {
    /// UIKit's `updateConstraints()` for a stack: makes the constraints of the current
    /// arrangement and changes the active ones to match. A constraint that only changed its
    /// constant or priority is changed in place (the engine's incremental path, as
    /// `constraint.constant = x`); the rest are deactivated or activated.
    ///
    /// - Complexity: O(n) for n arranged views, plus the engine's work for what changed.
    func updateArrangementConstraints(intrinsicSize: (View) -> Size) {
        guard needsArrangement else { return }
        needsArrangement = false
        let wanted = makeArrangementConstraints(intrinsicSize: intrinsicSize)
        var reusable: [ArrangementKey: [LayoutConstraint]] = [:]
        for c in arrangementConstraints { reusable[ArrangementKey(c), default: []].append(c) }
        var kept: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        for c in wanted {
            let key = ArrangementKey(c)
            if let old = reusable[key]?.first, old.priority.isRequired == c.priority.isRequired {
                reusable[key]!.removeFirst()
                old.constant = c.constant
                old.priority = c.priority
                kept.append(old)
            } else {
                added.append(c)
            }
        }
        LayoutConstraint.deactivate(reusable.values.flatMap { $0 })
        LayoutConstraint.activate(added)
        arrangementConstraints = kept + added
        noteBaselineViews()
    }

    /// Constraints on the stack's baselines were made with the views that held them then: when
    /// those change (a view hidden or shown) and a constraint uses them, the solver is rebuilt.
    private func noteBaselineViews() {
        let views = [viewForFirstBaselineLayout, viewForLastBaselineLayout].map { $0.map(ObjectIdentifier.init) }
        defer { baselineViews = views }
        // Before the first solve there is nothing to rebuild.
        guard views != baselineViews, let engine = root.engine, engine.solver != nil else { return }
        let usesBaselines = engine.activeConstraints.contains { c in
            (c.firstItem === self && [.firstBaseline, .lastBaseline].contains(c.firstAttribute))
                || (c.secondItem === self && [.firstBaseline, .lastBaseline].contains(c.secondAttribute))
        }
        if usesBaselines { engine.setNeedsRebuild() }
    }

    /// The alignment spanner, made the first time an alignment needs it.
    var alignmentSpanner: LayoutGuide {
        if let spanner { return spanner }
        let made = makeSpacer("alignmentSpanner")
        spanner = made
        return made
    }

    /// The first `count` spacers between views, made as needed and kept for later arrangements.
    func distributingSpacers(count: Int) -> [LayoutGuide] {
        while distributingSpacers.count < count {
            distributingSpacers.append(makeSpacer("distributing\(distributingSpacers.count + 1)"))
        }
        return Array(distributingSpacers.prefix(count))
    }

    private func makeSpacer(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: "\(identifier).\(name)", owner: self, kind: .stackSpacer)
        addSpacer(guide)
        return guide
    }
}

/// What makes two stack constraints the same constraint, apart from constant and priority.
struct ArrangementKey: Hashable {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let identifier: String?

    init(_ c: LayoutConstraint) {
        first = ObjectIdentifier(c.firstItem)
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondItem.map(ObjectIdentifier.init)
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        identifier = c.identifier
    }
}
