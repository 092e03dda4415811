import AutoLayout
import Cassowary

/// A constraint in the equation syntax, parsed:
/// `item.attr REL [m *] item.attr [+|- c] [@priority]`, also `item.attr * m`, `item.attr / m`
/// and `item.attr REL c` for sizes.
struct Equation {
    struct Operand {
        /// `button1`, `root`, `superview`, `card.margins`, `card.safeArea`.
        var item: Located<String>
        var attribute: Located<String>
    }

    var first: Operand
    var relation: LayoutRelation
    var second: Operand?
    var multiplier = 1.0
    var constant = 0.0
    var priority = LayoutPriority.required
}

/// Priority words a scene may use: `@required`, `@high`, `@low`, `@fittingSize`.
let namedPriorities: [String: LayoutPriority] = [
    "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    "defaultHigh": .defaultHigh, "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
]

func formatted(_ value: Double) -> String { formatNumber(value, .exact) }
