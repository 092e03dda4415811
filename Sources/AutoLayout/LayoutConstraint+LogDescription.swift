import LayoutValues

/// A constraint written back in the Visual Format Language, the way Apple's logs print the
/// constraints the language makes: `H:|-(20)-[blue]`, `V:[a]-(>=8@750)-[b]`, `H:[a(==b)]`.
///
/// Only the forms the parser makes read as VFL: `b.leading == a.trailing + 8` is `H:[a]-(8)-[b]`,
/// but the anchor form `a.trailing == b.leading - 8` has none, as in Apple's logs (which print
/// `UIView.right == UIView.right - 5` beside `H:|-(5)-[UIView](LTR)`). Left and right edges are
/// marked `(LTR)`, as Apple marks them.
package struct LogDescription {
    let constraint: LayoutConstraint

    package init(_ constraint: LayoutConstraint) { self.constraint = constraint }

    /// The VFL text, nil for a constraint the language cannot express.
    package var text: String? {
        guard constraint.multiplier == 1 else { return nil }
        return constraint.firstAttribute.isDimension ? sizeText : spaceText
    }

    /// `H:[a(50)]`, `V:[a(>=50@750)]`, `H:[a(==b)]`.
    private var sizeText: String? {
        let c = constraint
        let prefix = c.firstAttribute == .width ? "H:" : "V:"
        let object: String
        if let other = c.secondItem {
            guard c.secondAttribute == c.firstAttribute, c.constant == 0 else { return nil }
            object = "\(c.relation)\(other.identifier)"
        } else {
            object = Self.relationText(c.relation) + formatNumber(c.constant, .exact)
        }
        return "\(prefix)[\(c.firstItem.identifier)(\(object)\(priorityText))]"
    }

    /// `[a]-(s)-[b]` (`b.start rel a.end + s`), `|-(s)-[a]` (`a.start rel superview.start + s`)
    /// or `[a]-(s)-|` (`superview.end rel a.end + s`).
    private var spaceText: String? {
        let c = constraint
        guard let second = c.secondItem, let firstEdge = Edge(c.firstAttribute), let secondEdge = Edge(c.secondAttribute),
            firstEdge.orientation == secondEdge.orientation, firstEdge.isAbsolute == secondEdge.isAbsolute
        else { return nil }
        let first = c.firstItem
        let line: String
        switch (firstEdge.isStart, secondEdge.isStart) {
        case (true, false):
            line = "[\(second.identifier)]-\(space)-[\(first.identifier)]"
        case (true, true) where first.parentView === second:
            line = "|-\(space)-[\(first.identifier)]"
        case (false, false) where second.parentView === first:
            line = "[\(second.identifier)]-\(space)-|"
        case (false, true), (true, true), (false, false):
            return nil
        }
        return (firstEdge.orientation == .horizontal ? "H:" : "V:") + line + (firstEdge.isAbsolute ? "(LTR)" : "")
    }

    /// `(8)`, `(>=8@750)`.
    private var space: String {
        "(\(Self.relationText(constraint.relation))\(formatNumber(constraint.constant, .exact))\(priorityText))"
    }

    private var priorityText: String {
        constraint.priority.isRequired ? "" : "@\(constraint.priority)"
    }

    /// Nothing for equal (Apple prints `(8)`), else `<=` or `>=`.
    private static func relationText(_ relation: LayoutRelation) -> String {
        relation == .equal ? "" : relation.description
    }
}

/// An edge a format line runs between: where it starts (leading, left, top) or ends (trailing,
/// right, bottom).
private struct Edge {
    let orientation: LayoutAxis
    let isStart: Bool
    let isAbsolute: Bool

    init?(_ attribute: LayoutAttribute) {
        switch attribute {
        case .leading: (orientation, isStart, isAbsolute) = (.horizontal, true, false)
        case .trailing: (orientation, isStart, isAbsolute) = (.horizontal, false, false)
        case .left: (orientation, isStart, isAbsolute) = (.horizontal, true, true)
        case .right: (orientation, isStart, isAbsolute) = (.horizontal, false, true)
        case .top: (orientation, isStart, isAbsolute) = (.vertical, true, false)
        case .bottom: (orientation, isStart, isAbsolute) = (.vertical, false, false)
        case .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin,
            .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .centerYWithinMargins, .notAnAttribute:
            return nil
        }
    }
}
