import AutoLayout

/// What a view or constraint changes in some size classes (`variations:` in a scene file,
/// Interface Builder's "Vary for Traits": `<variation key="heightClass=compact" axis="horizontal"/>`),
/// over the values written beside it.
package struct SizeClassVariation<Change> {
    /// The size classes the change applies in.
    package var when: Located<SizeClassCondition>
    package var change: Change

    package init(when: Located<SizeClassCondition>, change: Change) {
        self.when = when
        self.change = change
    }
}

extension Array {
    /// The changes that apply in `classes`, in the order to apply them: a variation naming both
    /// classes over one naming a single class, as Interface Builder stacks them; the order
    /// written among equals.
    package func applying<Change>(in classes: SizeClasses) -> [Change] where Element == SizeClassVariation<Change> {
        enumerated().filter { $0.element.when.value.matches(classes) }
            .sorted { a, b in
                let (sa, sb) = (a.element.when.value.specificity, b.element.when.value.specificity)
                return sa != sb ? sa < sb : a.offset < b.offset
            }
            .map(\.element.change)
    }
}

/// What a size class may change on a constraint: its constant, as Interface Builder's
/// size-class variations of a constraint do.
package struct ConstraintChange {
    package var constant: Double

    package init(constant: Double) {
        self.constant = constant
    }
}

extension StackSpec {
    /// The stack's properties in `classes`: its own, with the variations that apply over them.
    package func resolved(in classes: SizeClasses) -> StackSpec {
        var resolved = self
        for changes in variations.applying(in: classes) {
            for change in changes { resolved.apply(change) }
        }
        return resolved
    }

    /// Sets the property a change names (an arranged view's custom spacing is not the stack's).
    mutating func apply(_ change: StackChange) {
        switch change {
        case .axis(let axis): self.axis = axis
        case .distribution(let distribution): self.distribution = distribution
        case .alignment(let alignment): self.alignment = alignment
        case .spacing(let spacing): self.spacing = spacing
        case .baselineRelative(let value): baselineRelative = value
        case .layoutMarginsRelative(let value): layoutMarginsRelative = value
        case .customSpacingAfter: break
        }
    }
}

extension ConstraintSpec {
    /// The constant a variation gives the constraint in `classes`; nil keeps the one written.
    package func variedConstant(in classes: SizeClasses) -> Double? {
        variations.applying(in: classes).last?.constant
    }
}
