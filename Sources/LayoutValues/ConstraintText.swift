/// The one printer of constraints in the equation form people write:
/// `button1.leading == root.leadingMargin + 20 @750`, named `'identifier' …`.
package enum ConstraintText {
    /// An item's identifier and one of its attributes: `root.leadingMargin`.
    package typealias Side = (item: String, attribute: LayoutAttribute)

    /// `first relation multiplier*second + constant @priority`, named `'identifier'`.
    package static func equation(
        first: Side, relation: LayoutRelation, second: Side?, multiplier: Double, constant: Double, priority: LayoutPriority,
        identifier: String?, origin: ConstraintOrigin
    ) -> String {
        var text = "\(first.item).\(name(first.attribute, origin: origin)) \(relation) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
            text += second.item + "." + name(second.attribute, origin: origin)
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }

    /// The name an attribute prints with: autoresizing constraints print centers as Apple's
    /// log does, `midX` and `midY`.
    private static func name(_ attribute: LayoutAttribute, origin: ConstraintOrigin) -> String {
        if origin == .autoresizing && attribute == .centerX { return "midX" }
        if origin == .autoresizing && attribute == .centerY { return "midY" }
        return attribute.rawValue
    }
}
