import AutoLayout

/// The names a stack's properties take in scene files and states.
package enum StackParser {
    package static let keys = ["axis", "distribution", "alignment", "spacing", "baselineRelative", "layoutMarginsRelative"]

    package static func axis(_ name: String, at location: SourceLocation) throws(SceneError) -> LayoutAxis {
        switch name {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default: throw SceneError("unknown axis '\(name)'\(didYouMean(name, ["horizontal", "vertical"])); axis is horizontal or vertical", at: location)
        }
    }

    package static func distribution(_ name: String, at location: SourceLocation) throws(SceneError) -> StackView.Distribution {
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

    package static func alignment(_ name: String, at location: SourceLocation) throws(SceneError) -> StackView.Alignment {
        guard let value = alignmentNames[name] else {
            let names = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
            throw SceneError(
                "unknown alignment '\(name)'\(didYouMean(name, names)); alignments: \(names.joined(separator: ", "))", at: location)
        }
        return value
    }
}
