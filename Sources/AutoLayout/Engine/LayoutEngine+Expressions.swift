import Cassowary

/// Turning a layout constraint into a linear constraint over the items' variables.
extension LayoutEngine {
    /// The solver constraint for `c`: both sides in the coordinate space of the items' nearest
    /// common ancestor, so that a multiplier on a position works as on a device.
    ///
    /// The terms are written into one array, in the order and with the very coefficients and
    /// constant that `first - multiplier * second` in ``Expression``'s operators gives (the same
    /// floating-point operations in the same order), without the operators' intermediate arrays:
    /// a large scene makes hundreds of thousands of these.
    func makeSolverConstraint(_ c: LayoutConstraint) -> InstalledConstraint {
        let first = c.firstItem, second = c.secondItem
        let ancestor: LayoutItem = second.flatMap { nearestCommonAncestor(first, $0) } ?? first.parentView ?? first
        let mirrored = direction == .rightToLeft && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
        // Written into the engine's scratch array; more than two are copied into one of their
        // exact size, which the constraint keeps.
        var terms = termScratch
        termScratch = []
        terms.removeAll(keepingCapacity: true)
        var base = appendSide(first, c.firstAttribute, in: ancestor, mirrored: mirrored, to: &terms)
        if let second {
            let start = terms.count
            let constant = appendSide(second, c.secondAttribute, in: ancestor, mirrored: mirrored, to: &terms)
            // `first - multiplier * second`: each term and the constant times the multiplier, then times -1.
            let multiplier = c.multiplier
            for i in start..<terms.count { terms[i].coefficient = terms[i].coefficient * multiplier * -1 }
            base = base + constant * multiplier * -1
        }
        // A constraint keeps one or two terms in itself, handed over without an expression, and
        // more in the array it is given.
        let constraint: Constraint
        if terms.count > 2 {
            constraint = Constraint(
                Expression(LayoutEngine.exactCopy(terms), constant: base - c.constant), c.relation, priority: c.priority,
                name: c.identifier)
        } else {
            // Moved out of the scratch array: the constraint takes the array's references to
            // the variables instead of retaining them again, and nothing is left to release.
            let second = terms.count == 2 ? terms.removeLast() : nil
            let first = terms.popLast()
            constraint = Constraint(
                first, second, constant: base - c.constant, c.relation, priority: c.priority, name: c.identifier)
        }
        termScratch = terms
        return InstalledConstraint(constraint: constraint, baseConstant: base)
    }

    /// A copy of `terms` in storage of its own, exactly as large (`Array(terms)` would share it).
    private static func exactCopy(_ terms: [Term]) -> [Term] {
        [Term](unsafeUninitializedCapacity: terms.count) { buffer, count in
            for (i, term) in terms.enumerated() { (buffer.baseAddress! + i).initialize(to: term) }
            count = terms.count
        }
    }

    /// Appends the terms of one side of a constraint to `terms` and returns its constant. In
    /// right-to-left, a constraint on leading or trailing measures positions from the right edge
    /// leftward ("values increase towards the trailing edge"): x' = width of the common ancestor
    /// - x, so constants and multipliers mirror.
    private func appendSide(_ item: LayoutItem, _ attribute: LayoutAttribute, in ancestor: LayoutItem, mirrored: Bool, to terms: inout [Term])
        -> Double
    {
        guard mirrored && attribute.isLocation else { return appendAttribute(item, attribute, in: ancestor, to: &terms) }
        // `width - expression`.
        terms.append(Term(ancestor.variables.width))
        let start = terms.count
        let constant = appendAttribute(item, attribute, in: ancestor, to: &terms)
        for i in start..<terms.count { terms[i].coefficient = terms[i].coefficient * -1 }
        return 0 + constant * -1
    }

    /// Appends the terms of an attribute of an item, in `ancestor`'s coordinates, to `terms` and
    /// returns its constant: ``attributeExpression(_:_:in:)`` written out.
    private func appendAttribute(_ item: LayoutItem, _ attribute: LayoutAttribute, in ancestor: LayoutItem, to terms: inout [Term]) -> Double {
        guard let axis = attribute.axis, attribute != .firstBaseline && attribute != .lastBaseline else {
            let expression = attributeExpression(item, attribute, in: ancestor)
            terms += expression.terms
            return expression.constant
        }
        let horizontal = axis == .horizontal
        let variables = item.variables
        if !attribute.isDimension { appendOrigin(of: item, variables, in: ancestor, horizontal: horizontal, to: &terms) }
        let size = horizontal ? variables.width : variables.height
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .top: return 0
        case .right, .bottom, .width, .height:
            terms.append(Term(size))
            return 0
        case .leading: if !ltr { terms.append(Term(size)) }
            return 0
        case .trailing: if ltr { terms.append(Term(size)) }
            return 0
        case .centerX, .centerY:
            terms.append(Term(size, 0.5))
            return 0
        default: break
        }
        let margins = effectiveMargins(item)
        let (left, right) = margins.horizontal(direction)
        switch attribute {
        case .leftMargin: return 0 + left
        case .topMargin: return 0 + margins.top
        case .rightMargin:
            terms.append(Term(size))
            return 0 + -right
        case .bottomMargin:
            terms.append(Term(size))
            return 0 + -margins.bottom
        case .leadingMargin:
            guard !ltr else { return 0 + left }
            terms.append(Term(size))
            return 0 + -right
        case .trailingMargin:
            guard ltr else { return 0 + left }
            terms.append(Term(size))
            return 0 + -right
        case .centerXWithinMargins:
            terms.append(Term(size, 0.5))
            return 0 + (left - right) / 2
        case .centerYWithinMargins:
            terms.append(Term(size, 0.5))
            return 0 + (margins.top - margins.bottom) / 2
        default: preconditionFailure("\(attribute) is handled above")
        }
    }

    /// The item's `minX` (or `minY`) and its ancestors' up to `ancestor`: its position there.
    /// `variables` are the item's, which the caller has read already.
    private func appendOrigin(
        of item: LayoutItem, _ variables: ItemVariables, in ancestor: LayoutItem, horizontal: Bool, to terms: inout [Term]
    ) {
        guard item !== ancestor, var current = item.parentView else { return }
        terms.append(Term(horizontal ? variables.minX : variables.minY))
        // Above the item, views: their superviews read directly, not through the protocol.
        while current !== ancestor, let parent = current.superview {
            let variables = current.variables
            terms.append(Term(horizontal ? variables.minX : variables.minY))
            current = parent
        }
    }

    /// The item's top-left corner in `ancestor`'s coordinates: the sum of the positions on the way up.
    func origin(of item: LayoutItem, in ancestor: LayoutItem) -> (x: Expression, y: Expression) {
        var x = Expression(), y = Expression()
        var current: LayoutItem = item
        while current !== ancestor, let parent = current.parentView {
            x = x + current.variables.minX
            y = y + current.variables.minY
            current = parent
        }
        return (x, y)
    }

    /// An attribute of an item as a linear expression in `ancestor`'s coordinates.
    func attributeExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, in ancestor: LayoutItem) -> Expression {
        let (x, y) = origin(of: item, in: ancestor)
        let w = item.variables.width, h = item.variables.height
        let margins = effectiveMargins(item)
        let (left, right) = margins.horizontal(direction)
        let ltr = direction == .leftToRight
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .leading: return ltr ? x : x + w
        case .trailing: return ltr ? x + w : x
        case .centerX: return x + 0.5 * w
        case .width: return w.expression
        case .top: return y
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return h.expression
        case .leftMargin: return x + left
        case .rightMargin: return x + w - right
        case .leadingMargin: return ltr ? x + left : x + w - right
        case .trailingMargin: return ltr ? x + w - right : x + left
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + h - margins.bottom
        case .centerXWithinMargins: return x + 0.5 * w + (left - right) / 2
        case .centerYWithinMargins: return y + 0.5 * h + (margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline: return baselineExpression(item, attribute, y: y, h: h)
        case .notAnAttribute: preconditionFailure("notAnAttribute has no expression")
        }
    }

    /// A label's baselines are its text's (`labelBaseline`); a view without text has its
    /// baselines at its bottom.
    /// A stack view's baselines are those of its first (or last) visible arranged view.
    private func baselineExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, y: Expression, h: Variable) -> Expression {
        if let stack = item as? StackView,
            let view = attribute == .firstBaseline ? stack.viewForFirstBaselineLayout : stack.viewForLastBaselineLayout
        {
            return y + baselineExpression(view, attribute, y: origin(of: view, in: stack).y, h: view.variables.height)
        }
        guard let view = item as? View, let baseline = labelBaseline(view, attribute, y: y, h: h) else { return y + h }
        return baseline
    }

    /// The view's margins, inset from its safe area too (`insetsLayoutMarginsFromSafeArea`).
    func effectiveMargins(_ item: LayoutItem) -> DirectionalEdgeInsets {
        guard let view = item as? View else { return .zero }
        return view.insetsLayoutMarginsFromSafeArea ? view.layoutMargins + view.safeAreaInsets : view.layoutMargins
    }
}
