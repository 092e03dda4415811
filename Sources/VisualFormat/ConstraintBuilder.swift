import AutoLayout

/// Turns the connections and views of one format into constraints, as Apple's parser does when
/// it finishes each one.
///
/// `[A]-s-[B]` makes `B.leading == A.trailing + s` (`B.top == A.bottom + s` vertically), `|-s-[A]`
/// makes `A.leading == superview.leading + s` and `[A]-s-|` makes
/// `superview.trailing == A.trailing + s`, each predicate with its own relation and priority.
/// `directionLeftToRight` uses left and right instead; `directionRightToLeft` does too with the
/// neighbours swapped, so the line runs from the right edge. The superview `|` is the parent of
/// the view next to it (a guide's owning view).
struct ConstraintBuilder {
    let format: String
    let orientation: Orientation
    let options: VisualFormatOptions
    private(set) var made: [LayoutConstraint] = []
    /// The `alignAll` constraints, kept apart because Apple appends them after the whole line.
    var alignments: [LayoutConstraint] = []

    /// Standard spacing: `-` between siblings and to the superview's edge.
    static let siblingSpace = 8.0
    static let superviewSpace = 20.0

    init(format: String, orientation: Orientation, options: VisualFormatOptions) {
        self.format = format
        self.orientation = orientation
        self.options = options
    }

    /// Everything made so far, alignments last (Apple adds them when the line is done).
    var constraints: [LayoutConstraint] { made + alignments }

    /// The size predicates of a view: `view.width (relation) constant` or `view.width == other.width`.
    mutating func addSize(of view: ViewElement) {
        let dimension = orientation.dimension
        for predicate in view.predicates {
            var other: LayoutItem? = nil
            var constant = 0.0
            switch predicate.object {
            case .constant(let value): constant = value
            case .view(let item): other = item
            case .standardSpace: constant = Self.siblingSpace  // never in a view's parentheses
            }
            made.append(
                make(view.item, dimension, predicate.relation, other, dimension, constant, predicate.priority, predicate.column))
        }
    }

    /// The constraints of `connection` between `left` and `right`, nil standing for the superview
    /// `|`; `caret` is where errors point (the parser's position, as Apple reports them).
    mutating func connect(_ left: LayoutItem?, _ connection: Connection, _ right: LayoutItem?, caret: Int)
        throws(VisualFormatError)
    {
        if orientation == .horizontal && options.measuresBaselineToBaseline {
            throw failure(.baselineToBaselineInHorizontalLayout, caret)
        }
        // `before` is the neighbour the line reaches first: the left one, or the right one when the
        // line runs right to left. The constraint is written from `after`, as Apple writes it.
        let reversed = orientation == .horizontal && options.runsRightToLeft
        let (before, after) = reversed ? (right, left) : (left, right)
        let container = (left ?? right)?.parentView
        guard let first = after ?? container, let second = before ?? container else {
            throw failure(.noSuperview, caret)
        }
        let firstAttribute = after == nil ? endAttribute(baseline: nil) : startAttribute(baseline: .firstBaseline)
        let secondAttribute = before == nil ? startAttribute(baseline: nil) : endAttribute(baseline: .lastBaseline)
        for predicate in connection.predicates {
            let constant = space(predicate.object, between: first, second, touchesBar: left == nil || right == nil)
            made.append(
                make(first, firstAttribute, predicate.relation, second, secondAttribute, constant, predicate.priority,
                     predicate.column))
        }
        if let before, let after {
            try align(before, after, column: connection.column, caret: caret)
        }
    }

    /// The edge a line starts from: leading, left or top (a view's first baseline when spacing
    /// baseline to baseline, if `baseline` is given).
    private func startAttribute(baseline: LayoutAttribute?) -> LayoutAttribute {
        switch orientation {
        case .horizontal: options.usesAbsoluteDirection ? .left : .leading
        case .vertical: options.measuresBaselineToBaseline ? baseline ?? .top : .top
        }
    }

    /// The edge a line ends at: trailing, right or bottom (the last baseline, as for `startAttribute`).
    private func endAttribute(baseline: LayoutAttribute?) -> LayoutAttribute {
        switch orientation {
        case .horizontal: options.usesAbsoluteDirection ? .right : .trailing
        case .vertical: options.measuresBaselineToBaseline ? baseline ?? .bottom : .bottom
        }
    }

    /// The constant of a connection's predicate; the standard space is 20 to a superview (`|`, or
    /// a view's own parent named in the format) and 8 otherwise.
    private func space(_ object: PredicateObject, between a: LayoutItem, _ b: LayoutItem, touchesBar: Bool) -> Double {
        switch object {
        case .constant(let value): return value
        case .view: return 0
        case .standardSpace:
            let toParent = touchesBar || a.parentView === b || b.parentView === a
            return toParent ? Self.superviewSpace : Self.siblingSpace
        }
    }

    func make(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, _ constant: Double, _ priority: LayoutPriority, _ column: Int
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other,
            attribute: other == nil ? .notAnAttribute : otherAttribute, constant: constant, priority: priority)
        constraint.source = ConstraintSource(format: format, formatColumn: column + 1)
        return constraint
    }

    func failure(_ problem: FormatProblem, _ caret: Int) -> VisualFormatError {
        VisualFormatError(problem, format: format, column: caret)
    }
}
