/// The size classes a view or constraint is installed in (`when: { heightClass: compact }` in a
/// scene file, `<variation key="heightClass=compact">` in a document): an axis left out matches
/// either class, as Interface Builder's "Any".
package struct SizeClassCondition: Sendable, Equatable {
    package var width: UserInterfaceSizeClass?
    package var height: UserInterfaceSizeClass?

    package init(width: UserInterfaceSizeClass? = nil, height: UserInterfaceSizeClass? = nil) {
        self.width = width
        self.height = height
    }

    /// Whether a screen of these classes meets the condition.
    package func matches(_ classes: SizeClasses) -> Bool {
        (width ?? classes.width) == classes.width && (height ?? classes.height) == classes.height
    }

    /// How many axes the condition names: Interface Builder applies a variation of both classes
    /// over one of a single class, and that over the default.
    package var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// Interface Builder's variation key: `default`, `widthClass=regular`,
    /// `heightClass=compact-widthClass=compact`; nil for a key of another trait.
    package init?(variationKey key: String) {
        guard key != "default" else { return }
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, let value = UserInterfaceSizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default: return nil
            }
        }
    }
}
