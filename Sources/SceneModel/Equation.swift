import AutoLayout
import LayoutValues

/// A constraint in the equation syntax, parsed:
/// `item.attr REL [m *] item.attr [+|- c] [@priority]`, also `item.attr * m`, `item.attr / m`
/// and `item.attr REL c` for sizes.
package struct Equation {
    /// An item and its attribute, each with where it starts, in characters from the start of the
    /// text: a scene keeps one equation per constraint, so no operand keeps a whole location.
    struct Operand {
        /// `button1`, `root`, `superview`, `card.margins`, `card.safeArea`.
        var itemName: String
        var attributeName: String
        var itemOffset: Int32
        var attributeOffset: Int32

        init(item: String, at itemOffset: Int, attribute: String, at attributeOffset: Int) {
            itemName = item
            attributeName = attribute
            self.itemOffset = Int32(clamping: itemOffset)
            self.attributeOffset = Int32(clamping: attributeOffset)
        }

        /// The item, located in the equation's text that starts at `start`.
        func item(in start: SourceLocation) -> Located<String> { Located(itemName, at: start.advanced(by: Int(itemOffset))) }

        /// The attribute, located in the equation's text that starts at `start`.
        func attribute(in start: SourceLocation) -> Located<String> {
            Located(attributeName, at: start.advanced(by: Int(attributeOffset)))
        }
    }

    var first: Operand
    var relation: LayoutRelation
    var second: Operand?
    var multiplier = 1.0
    var constant = 0.0
    var priority = LayoutPriority.required
}

/// Priority words a scene may use: `@required`, `@high`, `@low`, `@fittingSize`.
package let namedPriorities: [String: LayoutPriority] = [
    "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    "defaultHigh": .defaultHigh, "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
]

package func formatted(_ value: Double) -> String { formatNumber(value, .exact) }

/// A priority from a scene's number: a value just under 1000 stays optional even where `Float`
/// would round it to 1000 (`@999.99999999`).
package func layoutPriority(_ value: Double) -> LayoutPriority? {
    var rounded = Float(value)
    if rounded == 1000, value < 1000 { rounded = Float(1000).nextDown }
    return LayoutPriority(rawValue: rounded)
}

/// The names of `autoresizing:` masks in scene files.
package let autoresizingMaskNames: [String: AutoresizingMask] = [
    "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
    "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
    "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin, "none": [],
]
