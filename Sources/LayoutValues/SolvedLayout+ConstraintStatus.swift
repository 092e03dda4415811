extension SolvedLayout {
    /// One of a constraint's items: a view or a layout guide, by identifier.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// What the item is.
        public enum Kind: Sendable, Hashable {
            case view
            /// A guide of the tree's own (``SolvedLayout/guides``).
            case layoutGuide
            /// A view's `layoutMarginsGuide`: its frame is the owner's ``ViewLayout/layoutMarginsFrame``.
            case layoutMarginsGuide
            /// A view's `safeAreaLayoutGuide`: its frame is the owner's ``ViewLayout/safeAreaFrame``.
            case safeAreaLayoutGuide
            /// A stack view's spacer (`_UILayoutSpacer`), which the stack places itself.
            case stackSpacer
        }

        /// The view's or guide's identifier.
        public let identifier: String
        public let kind: Kind
        /// A guide's owning view's identifier; nil for a view.
        public let owner: String?

        public init(identifier: String, kind: Kind, owner: String? = nil) {
            self.identifier = identifier
            self.kind = kind
            self.owner = owner
        }

        /// The identifier, as constraints print their items.
        public var description: String { identifier }
    }

    /// A constraint as solved: its items, attributes, relation, multiplier, constant and
    /// priority, where it was written, and whether it held.
    public struct ConstraintStatus: Sendable, Equatable, CustomStringConvertible {
        public let firstItem: Item
        public let firstAttribute: LayoutAttribute
        public let relation: LayoutRelation
        /// Nil for a constant size (`box.width == 50`).
        public let secondItem: Item?
        /// `notAnAttribute` without a second item.
        public let secondAttribute: LayoutAttribute
        public let multiplier: Double
        public let constant: Double
        /// The priority it was solved at.
        public let priority: LayoutPriority
        /// `NSLayoutConstraint.identifier`.
        public let identifier: String?
        /// Where the constraint was written, if it came from a file.
        public let source: ConstraintSource?
        /// Who made it: the user, a stack view, or the engine on a view's behalf.
        public let origin: ConstraintOrigin
        /// Whether it was active.
        public let isActive: Bool
        /// Whether it was left out to recover from a conflict.
        public let isBroken: Bool
        /// Whether it is one of a conflict's constraints (broken or not).
        public let isInConflict: Bool
        /// The text it prints instead of the equation: a stack view's spacing in the Visual
        /// Format Language, as UIKit's log prints it (`'UISV-spacing' H:[a]-(8)-[b]`).
        private let printedText: String?

        /// Makes a constraint's status from its parts.
        ///
        /// - Parameter printedText: what it prints, when not its equation.
        public init(
            firstItem: Item, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal, secondItem: Item? = nil,
            secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required, identifier: String? = nil, source: ConstraintSource? = nil,
            origin: ConstraintOrigin = .user, isActive: Bool = true, isBroken: Bool = false, isInConflict: Bool = false,
            printedText: String? = nil
        ) {
            (self.firstItem, self.firstAttribute, self.relation) = (firstItem, firstAttribute, relation)
            (self.secondItem, self.secondAttribute) = (secondItem, secondItem == nil ? .notAnAttribute : secondAttribute)
            (self.multiplier, self.constant, self.priority) = (multiplier, constant, priority)
            (self.identifier, self.source, self.origin, self.printedText) = (identifier, source, origin, printedText)
            (self.isActive, self.isBroken, self.isInConflict) = (isActive, isBroken, isInConflict)
        }

        /// How the constraint prints: `button1.leading == root.leadingMargin + 20 @750`.
        public var description: String {
            printedText
                ?? ConstraintText.equation(
                    first: (firstItem.identifier, firstAttribute), relation: relation, second: secondItem.map { ($0.identifier, secondAttribute) },
                    multiplier: multiplier, constant: constant, priority: priority, identifier: identifier, origin: origin)
        }

        /// The printed constraint followed by where it was written, `(scene.yaml:12:5)`, and by
        /// who made it when the engine did, as conflict reports quote it.
        public var locatedDescription: String {
            description + (source?.reportSuffix ?? "") + origin.reportSuffix
        }
    }
}
