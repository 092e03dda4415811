import AutoLayout
import SceneModel

/// Reads `stack:` on a view.
extension StackParser {
    static func stack(_ node: YAMLNode) throws(SceneError) -> StackSpec {
        guard node.pairs != nil else {
            throw node.error("'stack' must be a mapping such as { axis: vertical, spacing: 8 }; keys: \(keys.joined(separator: ", "))")
        }
        let map = try node.mapping("a stack", allowed: keys + ["variations"])
        var spec = StackSpec(location: node.location)
        if let n = map["axis"] { spec.axis = try axis(try n.string("axis"), at: n.textLocation) }
        if let n = map["distribution"] { spec.distribution = try distribution(try n.string("distribution"), at: n.textLocation) }
        if let n = map["alignment"] { spec.alignment = try alignment(try n.string("alignment"), at: n.textLocation) }
        if let n = map["spacing"] { spec.spacing = try spacing(n) }
        if let n = map["baselineRelative"] { spec.baselineRelative = try n.bool("baselineRelative") }
        if let n = map["layoutMarginsRelative"] { spec.layoutMarginsRelative = try n.bool("layoutMarginsRelative") }
        if let n = map["variations"] { spec.variations = try VariationsParser.stack(n) }
        return spec
    }

    /// A number of points, or `system`.
    static func spacing(_ node: YAMLNode) throws(SceneError) -> Double {
        if node.isScalar, let text = try? node.string("spacing"), text == "system" { return StackView.spacingUseSystem }
        guard node.isScalar, let text = try? node.string("spacing"), parseNumber(text) != nil else {
            throw node.error("spacing is a number of points or 'system'")
        }
        return try node.double("spacing")
    }
}
