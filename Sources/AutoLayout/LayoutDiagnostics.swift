import Cassowary

/// Required constraints that cannot all hold: UIKit's "Unable to simultaneously satisfy
/// constraints", with the minimal conflicting set rather than every constraint around.
public struct LayoutConflict: CustomStringConvertible {
    /// A minimal set: without any one of them the others can hold. In the order added. As UIKit's
    /// list, it leaves out the engine's rule that sizes are never negative (``sizeFloors``).
    public let constraints: [LayoutConstraint]
    /// The constraint left out to go on laying out (the one added last, as UIKit does).
    public let broken: LayoutConstraint
    /// The widths and heights held at zero or more that take part in the conflict (`box.width >= 0`):
    /// the constraints could only hold with a negative size.
    public let sizeFloors: [LayoutConstraint]
    /// False when the set could not be narrowed down (by the solver, or under the rule that sizes
    /// are never negative): it cannot all hold, but some of it may not take part.
    public let isMinimal: Bool

    public init(constraints: [LayoutConstraint], broken: LayoutConstraint, sizeFloors: [LayoutConstraint] = [], isMinimal: Bool = true) {
        self.constraints = constraints
        self.broken = broken
        self.sizeFloors = sizeFloors
        self.isMinimal = isMinimal
    }

    /// The report in UIKit's words.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
        ]
        if constraints.contains(where: { $0.origin == .autoresizing }) {
            lines.append(
                "\t(Note: If you're seeing autoresizing constraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)")
        }
        if !isMinimal {
            lines.append("\t(Note: these \(constraints.count) constraints cannot all hold; they are too many to narrow down to a minimal set quickly)")
        }
        if !sizeFloors.isEmpty {
            let floors = sizeFloors.map { "\($0.firstItem.identifier).\($0.firstAttribute.rawValue) >= 0" }.joined(separator: ", ")
            lines.append("\t(Note: a width or height can never be negative: the engine holds \(floors), as UIKit's does)")
        }
        lines.append("(")
        lines += constraints.map { "    \"\(describe($0))\"," }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("    \(describe(broken))")
        return lines.joined(separator: "\n")
    }
}

/// A constraint with where it was written, for reports.
func describe(_ c: LayoutConstraint) -> String {
    c.description + (c.source?.reportSuffix ?? "") + c.origin.reportSuffix
}

/// An item whose position or size the constraints leave open: Xcode's "Need constraints for".
public struct LayoutAmbiguity: CustomStringConvertible {
    /// What the constraints leave open (``SolvedLayout/Ambiguity/Need``).
    public typealias Need = SolvedLayout.Ambiguity.Need

    public let item: LayoutItem
    public let needs: [Need]

    /// Xcode's words: `photo: Need constraints for: X position, width`.
    public var description: String { SolvedLayout.Ambiguity.describe(item: item.identifier, needs: needs) }
}

extension LayoutEngine {
    /// The views and guides whose position or size is not uniquely determined, detected from the
    /// solver (another equally good solution exists), never guessed. Call after ``layout()``.
    public func ambiguities() -> [LayoutAmbiguity] {
        guard let solver else { return [] }
        var found: [LayoutAmbiguity] = []
        var items: [LayoutItem] = []
        for view in views {
            if view !== root && !view.translatesAutoresizingMaskIntoConstraints { items.append(view) }
            items += view.layoutGuides.filter { $0.kind != .stackSpacer }
        }
        // One question for every variable, so that the solver shares its work among them.
        var asked: [Variable] = []
        asked.reserveCapacity(4 * items.count)
        for item in items {
            let v = item.variables
            asked.append(v.minX)
            asked.append(v.minY)
            asked.append(v.width)
            asked.append(v.height)
        }
        let answers = solver.ambiguity(of: asked)
        for (index, item) in items.enumerated() {
            let needs = LayoutAmbiguity.Need.allCases.enumerated().filter { answers[index * 4 + $0.offset] }.map(\.element)
            if !needs.isEmpty { found.append(LayoutAmbiguity(item: item, needs: needs)) }
        }
        return found
    }
}

/// A view given a frame as designed whose constraints put it elsewhere: Xcode's misplaced view,
/// "Frame for X will be different at run time".
public struct LayoutMisplacement: CustomStringConvertible {
    public let view: View
    /// The frame as designed, in the superview's coordinates.
    public let designed: Rect
    /// The frame the constraints give.
    public let runtime: Rect

    /// The largest difference, in points, that still counts as the same frame.
    public static let tolerance = 0.5

    public var description: String {
        SolvedLayout.Misplacement.describe(view: view.identifier, designed: designed, runtime: runtime)
    }
}

extension LayoutEngine {
    /// The views laid out by constraints whose designed frame differs from the solved one by
    /// more than half a point. Call after ``layout()``.
    public func misplacedViews() -> [LayoutMisplacement] {
        views.compactMap { view in
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, !view.isHiddenOrHasHiddenAncestor,
                let designed = view.designedFrame
            else { return nil }
            let runtime = view.frame
            let apart = [designed.minX - runtime.minX, designed.minY - runtime.minY, designed.width - runtime.width,
                designed.height - runtime.height]
            guard apart.contains(where: { abs($0) > LayoutMisplacement.tolerance }) else { return nil }
            return LayoutMisplacement(view: view, designed: designed, runtime: runtime)
        }
    }
}
