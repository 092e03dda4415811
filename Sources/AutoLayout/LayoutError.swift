/// A constraint that breaks one of Apple's rules, with the constraint it concerns.
///
/// The messages read like UIKit's exceptions.
public struct LayoutError: Error, CustomStringConvertible, @unchecked Sendable {
    public enum Reason: Sendable, Equatable {
        /// leading/trailing related to left/right.
        case mixedDirectionalAttributes
        /// A position equal to a constant, or with a multiplier of 0.
        case locationEqualToConstant
        /// An x-axis attribute related to a y-axis one, or a size to a position.
        case incompatibleAttributes
        /// The two items are not in one view tree.
        case noCommonAncestor
        /// A margin attribute on a layout guide, which has no margins.
        case marginOnGuide
        /// `notAnAttribute` as the first attribute, or on a second item.
        case missingAttribute
        /// A multiplier or constant that is not a finite number.
        case notFinite
    }

    public let reason: Reason
    public let constraint: LayoutConstraint

    public var description: String {
        switch reason {
        case .mixedDirectionalAttributes:
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither: \(constraint)"
        case .locationEqualToConstant:
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs: \(constraint)"
        case .incompatibleAttributes:
            return "Invalid pairing of layout attributes \(constraint.firstAttribute.rawValue) and "
                + "\(constraint.secondAttribute.rawValue): \(constraint)"
        case .noCommonAncestor:
            return "Unable to activate constraint with anchors \(constraint.firstItem) and "
                + "\(constraint.secondItem.map { "\($0)" } ?? "nothing") because they have no common ancestor: \(constraint)"
        case .marginOnGuide:
            return "A layout guide has no margins: \(constraint)"
        case .missingAttribute:
            return "A constraint needs an attribute for each item: \(constraint)"
        case .notFinite:
            return "The multiplier and constant must be finite numbers: \(constraint)"
        }
    }
}

extension LayoutConstraint {
    /// Checks Apple's rules for a constraint; the engine would trap on the same violations.
    public func validate() throws(LayoutError) {
        try validateAttributes()
        if let secondItem, nearestCommonAncestor(firstItem, secondItem) == nil {
            throw LayoutError(reason: .noCommonAncestor, constraint: self)
        }
    }

    /// ``validate()`` but for the items' common ancestor, which activation finds anyway.
    func validateAttributes() throws(LayoutError) {
        func fail(_ reason: LayoutError.Reason) -> LayoutError { LayoutError(reason: reason, constraint: self) }
        guard multiplier.isFinite && constant.isFinite else { throw fail(.notFinite) }
        guard firstAttribute != .notAnAttribute else { throw fail(.missingAttribute) }
        // The attribute first: a cast of the item is a call into the runtime, and few are margins.
        if firstAttribute.isMargin && firstItem is LayoutGuide { throw fail(.marginOnGuide) }
        guard let secondItem else {
            if firstAttribute.isLocation { throw fail(.locationEqualToConstant) }
            return
        }
        guard secondAttribute != .notAnAttribute else { throw fail(.missingAttribute) }
        if secondAttribute.isMargin && secondItem is LayoutGuide { throw fail(.marginOnGuide) }
        if firstAttribute.isLocation && multiplier == 0 { throw fail(.locationEqualToConstant) }
        // Sizes relate to sizes on either axis (aspect ratios); positions only along one axis.
        if firstAttribute.isLocation != secondAttribute.isLocation { throw fail(.incompatibleAttributes) }
        if firstAttribute.isLocation && firstAttribute.axis != secondAttribute.axis { throw fail(.incompatibleAttributes) }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            throw fail(.mixedDirectionalAttributes)
        }
    }
}
