import AutoLayout

/// Reads `stack:` on a view, and the names a stack's properties take in scene files and states.
public enum StackParser {
    static let keys = ["axis", "distribution", "alignment", "spacing", "baselineRelative", "layoutMarginsRelative"]

    static func stack(_ node: YAMLNode) throws(SceneError) -> StackSpec {
        guard node.pairs != nil else {
            throw node.error("'stack' must be a mapping such as { axis: vertical, spacing: 8 }; keys: \(keys.joined(separator: ", "))")
        }
        let map = try node.mapping("a stack", allowed: keys)
        var spec = StackSpec(location: node.location)
        if let n = map["axis"] { spec.axis = try axis(try n.string("axis"), at: n.textLocation) }
        if let n = map["distribution"] { spec.distribution = try distribution(try n.string("distribution"), at: n.textLocation) }
        if let n = map["alignment"] { spec.alignment = try alignment(try n.string("alignment"), at: n.textLocation) }
        if let n = map["spacing"] { spec.spacing = try spacing(n) }
        if let n = map["baselineRelative"] { spec.baselineRelative = try n.bool("baselineRelative") }
        if let n = map["layoutMarginsRelative"] { spec.layoutMarginsRelative = try n.bool("layoutMarginsRelative") }
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

    static func axis(_ name: String, at location: SourceLocation) throws(SceneError) -> LayoutAxis {
        switch name {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: throw SceneError("unknown axis '\(name)'\(didYouMean(name, ["horizontal", "vertical"])); axis is horizontal or vertical", at: location)
        }
    }

    public static func distribution(_ name: String, at location: SourceLocation) throws(SceneError) -> StackView.Distribution {
        guard let value = StackView.Distribution(rawValue: name) else {
            let names = StackView.Distribution.allCases.map(\.rawValue)
            throw SceneError(
                "unknown distribution '\(name)'\(didYouMean(name, names)); distributions: \(names.joined(separator: ", "))",
                at: location)
        }
        return value
    }

    static let alignmentNames: [String: StackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    public static func alignment(_ name: String, at location: SourceLocation) throws(SceneError) -> StackView.Alignment {
        guard let value = alignmentNames[name] else {
            let names = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
            throw SceneError(
                "unknown alignment '\(name)'\(didYouMean(name, names)); alignments: \(names.joined(separator: ", "))", at: location)
        }
        return value
    }
}
