extension SolvedLayout {
    /// Required constraints that cannot all hold: UIKit's "Unable to simultaneously satisfy
    /// constraints" (AutoLayout's `LayoutConflict`, as a value).
    public struct Conflict: Sendable, Equatable, CustomStringConvertible {
        /// A minimal set (unless ``isMinimal`` is false), in the order added.
        public let constraints: [ConstraintStatus]
        /// The constraint left out to go on laying out.
        public let broken: ConstraintStatus
        /// The widths and heights held at zero or more that take part (`box.width >= 0`).
        public let sizeFloors: [ConstraintStatus]
        /// False when the set was too large to narrow down: it cannot all hold, but some of it may
        /// not take part.
        public let isMinimal: Bool
        /// The report in UIKit's words, with where each constraint was written.
        public let description: String

        /// Makes a conflict from its parts.
        public init(
            constraints: [ConstraintStatus], broken: ConstraintStatus, sizeFloors: [ConstraintStatus] = [], isMinimal: Bool = true,
            description: String
        ) {
            self.constraints = constraints
            self.broken = broken
            self.sizeFloors = sizeFloors
            self.isMinimal = isMinimal
            self.description = description
        }
    }

    /// An item whose position or size the constraints leave open: Xcode's "Need constraints for"
    /// (AutoLayout's `LayoutAmbiguity`, as a value).
    public struct Ambiguity: Sendable, Hashable, CustomStringConvertible {
        /// The view's or guide's identifier.
        public let item: String
        /// What the constraints leave open.
        public let needs: [Need]

        /// What an item's constraints leave open.
        public enum Need: String, CaseIterable, Sendable {
            case xPosition = "x position"
            case yPosition = "y position"
            case width
            case height
        }

        /// Makes an ambiguity from its parts.
        public init(item: String, needs: [Need]) {
            self.item = item
            self.needs = needs
        }

        /// Xcode's words: `photo: Need constraints for: X position, width`.
        public var description: String { Ambiguity.describe(item: item, needs: needs) }

        package static func describe(item: String, needs: [Need]) -> String {
            let words = needs.enumerated().map { index, need in
                index == 0 ? need.rawValue.prefix(1).uppercased() + need.rawValue.dropFirst() : need.rawValue
            }
            return "\(item): Need constraints for: \(words.joined(separator: ", "))"
        }
    }

    /// A view given a frame as designed whose constraints put it elsewhere: Xcode's misplaced view
    /// (AutoLayout's `LayoutMisplacement`, as a value).
    public struct Misplacement: Sendable, Hashable, CustomStringConvertible {
        /// The view's identifier.
        public let view: String
        /// The frame as designed, in the superview's coordinates.
        public let designed: Rect
        /// The frame the constraints give.
        public let runtime: Rect

        /// Makes a misplacement from its parts.
        public init(view: String, designed: Rect, runtime: Rect) {
            self.view = view
            self.designed = designed
            self.runtime = runtime
        }

        /// Xcode's words: `box: Frame for "box" will be different at run time (…)`.
        public var description: String { Misplacement.describe(view: view, designed: designed, runtime: runtime) }

        package static func describe(view: String, designed: Rect, runtime: Rect) -> String {
            "\(view): Frame for \"\(view)\" will be different at run time "
                + "(designed \(designed.description), at run time \(runtime.description))"
        }
    }
}
