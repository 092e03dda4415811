import AutoLayout

/// How the views of a format line up across its axis, which way a horizontal line runs, and how
/// vertical spacing is measured: `NSLayoutConstraint.FormatOptions`, with Apple's bit values.
///
/// `alignAllX` is `1 << NSLayoutAttribute.X`: for each pair of neighbouring views the format adds
/// `first.x == second.x`.
package struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    package static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    package static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    package static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    package static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    package static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    package static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    package static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    package static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    package static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The bits that name attributes to align.
    package static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// The default: a horizontal line runs from leading to trailing (constraints on leading and trailing).
    package static let directionLeadingToTrailing: VisualFormatOptions = []
    /// A horizontal line runs from left to right whatever the reading direction.
    package static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// A horizontal line runs from right to left: its first view is at the right edge.
    package static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    package static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    /// The default: vertical spaces are between edges.
    package static let spacingEdgeToEdge: VisualFormatOptions = []
    /// Vertical spaces between views are from the last baseline above to the first baseline below.
    package static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    package static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)

    /// The options by their Swift names, as scene files write them.
    static let named: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("alignAllBaseline", .alignAllLastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// An option by its Swift name (`"alignAllCenterY"`, also `".alignAllCenterY"`) or its
    /// Objective-C name (`"NSLayoutFormatAlignAllCenterY"`); nil for any other word.
    package init?(name: String) {
        var key = Substring(name)
        if key.hasPrefix(".") { key = key.dropFirst() }
        if key.hasPrefix("NSLayoutFormat"), let first = key.dropFirst(14).first {
            key = Substring(first.lowercased()) + key.dropFirst(15)
        }
        guard let match = Self.named.first(where: { $0.name == key }) else { return nil }
        self = match.option
    }
}

extension VisualFormatOptions: CustomStringConvertible {
    /// The options' names: `[alignAllTop, directionLeftToRight]`.
    package var description: String {
        var names: [String] = []
        var rest = self
        for (name, option) in Self.named where !option.isEmpty && rest.isSuperset(of: option) {
            names.append(name)
            rest.subtract(option)
        }
        if !rest.isEmpty { names.append("rawValue: \(rest.rawValue)") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

extension VisualFormatOptions {
    /// The attributes to align neighbours on, in the order of their bits (Apple makes them in
    /// that order): `1 << attribute` for each `NSLayoutAttribute` from left (1) to firstBaseline (12).
    var alignmentAttributes: [LayoutAttribute] {
        let byBit: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline,
        ]
        return byBit.enumerated().filter { rawValue & (1 << ($0.offset + 1)) != 0 }.map(\.element)
    }

    /// Whether a horizontal line uses left and right rather than leading and trailing.
    var usesAbsoluteDirection: Bool { rawValue & Self.directionMask.rawValue != 0 }

    /// Whether a horizontal line runs right to left (first view at the right edge).
    var runsRightToLeft: Bool { rawValue & Self.directionMask.rawValue == Self.directionRightToLeft.rawValue }

    var measuresBaselineToBaseline: Bool { contains(.spacingBaselineToBaseline) }
}
