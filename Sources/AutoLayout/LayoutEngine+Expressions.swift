import Cassowary

/// Turning a layout constraint into a linear constraint over the items' variables.
extension LayoutEngine {
    /// The solver constraint for `c`: both sides in the coordinate space of the items' nearest
    /// common ancestor, so that a multiplier on a position works as on a device.
    func makeSolverConstraint(_ c: LayoutConstraint) -> InstalledConstraint {
        let ancestor: LayoutItem = c.secondItem.flatMap { nearestCommonAncestor(c.firstItem, $0) }
            ?? c.firstItem.parentView ?? c.firstItem
        var expression = sideExpression(c.firstItem, c.firstAttribute, c, in: ancestor)
        if let second = c.secondItem {
            expression = expression - c.multiplier * sideExpression(second, c.secondAttribute, c, in: ancestor)
        }
        let base = expression.constant
        expression.constant = base - c.constant
        let constraint = Constraint(expression, c.relation, priority: c.priority, name: c.identifier)
        return InstalledConstraint(constraint: constraint, baseConstant: base)
    }

    /// One side of a constraint. In right-to-left, a constraint on leading or trailing measures
    /// positions from the right edge leftward ("values increase towards the
    /// trailing edge"): x' = width of the common ancestor - x, so constants and multipliers mirror.
    private func sideExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, _ c: LayoutConstraint, in ancestor: LayoutItem)
        -> Expression
    {
        let expression = attributeExpression(item, attribute, in: ancestor)
        let mirrored = direction == .rightToLeft && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
        guard mirrored && attribute.isLocation else { return expression }
        return ancestor.variables.width - expression
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
