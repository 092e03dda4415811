import Cassowary

/// A layout as solved, once: every view's and guide's geometry, the constraints as printed and
/// what the engine found wrong, in a value that no later change to the tree or the engine
/// touches.
///
/// Made by ``LayoutEngine/solvedLayout(findingAmbiguities:)`` after ``LayoutEngine/layout()``.
/// Everything after the engine (drawing, animation, the JSON report, the live preview) reads
/// this value instead of asking the engine again, so it can be kept, compared and sent to
/// another thread:
///
/// ```swift
/// engine.layout()
/// let layout = engine.solvedLayout()
/// layout.frames["box"]            // the frame of view "box", in its superview's coordinates
/// layout.view("box")?.center      // its center
/// layout.ambiguities              // Xcode's "Need constraints for: …"
/// ```
public struct SolvedLayout: Sendable, Equatable {
    /// The root view's size; the root's frame is `(0, 0)` and this size.
    public let canvasSize: Size
    /// The reading direction the layout was solved in.
    public let direction: LayoutDirection
    /// Every view, root first, then depth first in subview order.
    public let views: [ViewLayout]
    /// The tree's own layout guides (not margins, safe areas or a stack view's spacers), in the
    /// order of their owning views, then the order they were added.
    public let guides: [GuideLayout]
    /// Each view's and guide's frame by identifier, as UIKit's `frame` and `layoutFrame`: in the
    /// superview's (a guide's owning view's) coordinates; the root's is the canvas.
    public let frames: [String: Rect]
    /// The active constraints of the tree, in the order they were activated (the engine's own,
    /// such as autoresizing and content size constraints, are not listed).
    public let constraints: [ConstraintStatus]
    /// Required constraints that could not all hold, each with the one broken to go on.
    public let conflicts: [Conflict]
    /// The views and guides whose position or size the constraints leave open. Empty when the
    /// layout was made without looking for them (see ``isCheckedForAmbiguity``).
    public let ambiguities: [Ambiguity]
    /// Whether ``ambiguities`` was looked for: false when made with `findingAmbiguities: false`.
    public let isCheckedForAmbiguity: Bool
    /// The views with a frame as designed that the constraints put elsewhere.
    public let misplacedViews: [Misplacement]

    private let viewIndex: [String: Int]
    private let guideIndex: [String: Int]

    /// Makes a layout from its parts; ``LayoutEngine/solvedLayout(findingAmbiguities:)`` makes
    /// the one of an engine.
    ///
    /// - Parameter views: root first, then depth first in subview order; identifiers are unique.
    public init(
        canvasSize: Size, direction: LayoutDirection, views: [ViewLayout], guides: [GuideLayout],
        constraints: [ConstraintStatus] = [], conflicts: [Conflict] = [], ambiguities: [Ambiguity] = [],
        isCheckedForAmbiguity: Bool = true, misplacedViews: [Misplacement] = []
    ) {
        self.canvasSize = canvasSize
        self.direction = direction
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.conflicts = conflicts
        self.ambiguities = ambiguities
        self.isCheckedForAmbiguity = isCheckedForAmbiguity
        self.misplacedViews = misplacedViews
        viewIndex = Dictionary(views.enumerated().map { ($0.element.identifier, $0.offset) }, uniquingKeysWith: { first, _ in first })
        guideIndex = Dictionary(guides.enumerated().map { ($0.element.identifier, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(views.count + guides.count)
        for guide in guides { frames[guide.identifier] = guide.frame }
        for view in views { frames[view.identifier] = view.frame }
        self.frames = frames
    }

    /// The view with this identifier.
    ///
    /// - Complexity: O(1).
    public func view(_ identifier: String) -> ViewLayout? {
        viewIndex[identifier].map { views[$0] }
    }

    /// The guide with this identifier.
    ///
    /// - Complexity: O(1).
    public func guide(_ identifier: String) -> GuideLayout? {
        guideIndex[identifier].map { guides[$0] }
    }

    /// A view's ``ViewLayout/untransformedFrame`` without copying its layout: the drawing asks
    /// it of every view, many times.
    package func untransformedFrame(ofView identifier: String) -> Rect? {
        guard let index = viewIndex[identifier] else { return nil }
        return views[index].untransformedFrame
    }

    /// The root view: the first of ``views``.
    public var root: ViewLayout { views[0] }

    /// Two layouts are equal when everything they report is.
    public static func == (a: SolvedLayout, b: SolvedLayout) -> Bool {
        a.canvasSize == b.canvasSize && a.direction == b.direction && a.views == b.views && a.guides == b.guides
            && a.constraints == b.constraints && a.conflicts == b.conflicts && a.ambiguities == b.ambiguities
            && a.isCheckedForAmbiguity == b.isCheckedForAmbiguity && a.misplacedViews == b.misplacedViews
    }
}

extension SolvedLayout {
    /// One view as solved: UIKit's `frame`, `center`, `bounds` and `transform`, and where it is in
    /// the tree.
    public struct ViewLayout: Sendable, Hashable {
        /// The view's identifier.
        public let identifier: String
        /// The superview's identifier; nil for the root.
        public let superview: String?
        /// The subviews' identifiers, back to front.
        public let subviews: [String]
        /// `frame`: the bounding box of the transformed bounds in the superview's coordinates; the
        /// root's is the canvas.
        public let frame: Rect
        /// `center`, in the superview's coordinates.
        public let center: Point
        /// `bounds`: origin zero, the untransformed size.
        public let bounds: Rect
        /// Applied about the center after layout.
        public let transform: AffineTransform
        /// `isHidden`: the view's own flag.
        public let isHidden: Bool
        /// Whether the view or one of its ancestors is hidden: whether it is drawn.
        public let isHiddenOrHasHiddenAncestor: Bool
        /// A stack view's arranged subviews' identifiers, in order; nil for any other view.
        public let arrangedSubviews: [String]?
        /// Whether the view is an arranged subview of a stack view.
        public let isArranged: Bool
        /// The layout margins guide's frame, in the view's own coordinates.
        public let layoutMarginsFrame: Rect
        /// The safe area guide's frame, in the view's own coordinates.
        public let safeAreaFrame: Rect
        /// The frame as designed (a storyboard's saved frame), in the superview's coordinates.
        public let designedFrame: Rect?

        /// Makes a view's layout from its parts.
        public init(
            identifier: String, superview: String?, subviews: [String] = [], frame: Rect, center: Point, bounds: Rect,
            transform: AffineTransform = .identity, isHidden: Bool = false, isHiddenOrHasHiddenAncestor: Bool = false,
            arrangedSubviews: [String]? = nil, isArranged: Bool = false, layoutMarginsFrame: Rect = .zero,
            safeAreaFrame: Rect = .zero, designedFrame: Rect? = nil
        ) {
            self.identifier = identifier
            self.superview = superview
            self.subviews = subviews
            self.frame = frame
            self.center = center
            self.bounds = bounds
            self.transform = transform
            self.isHidden = isHidden
            self.isHiddenOrHasHiddenAncestor = isHiddenOrHasHiddenAncestor
            self.arrangedSubviews = arrangedSubviews
            self.isArranged = isArranged
            self.layoutMarginsFrame = layoutMarginsFrame
            self.safeAreaFrame = safeAreaFrame
            self.designedFrame = designedFrame
        }

        /// The frame without the transform, in the superview's coordinates: ``center`` and
        /// ``bounds``' size.
        public var untransformedFrame: Rect {
            Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }

        /// Whether the view is a stack view.
        public var isStackView: Bool { arrangedSubviews != nil }
    }

    /// One layout guide as solved: UIKit's `layoutFrame`.
    public struct GuideLayout: Sendable, Hashable {
        /// The guide's identifier.
        public let identifier: String
        /// The owning view's identifier.
        public let owner: String
        /// `layoutFrame`, in the owning view's coordinates.
        public let frame: Rect

        /// Makes a guide's layout from its parts.
        public init(identifier: String, owner: String, frame: Rect) {
            self.identifier = identifier
            self.owner = owner
            self.frame = frame
        }
    }

    /// A constraint as printed, with where it was written and whether it held.
    public struct ConstraintStatus: Sendable, Equatable, CustomStringConvertible {
        /// How the constraint prints (``LayoutConstraint/description``):
        /// `button1.leading == root.leadingMargin + 20 @750`.
        public var description: String { printed.text }
        /// The printed constraint's parts: most constraints of a layout are never printed.
        private let printed: PrintedConstraint
        /// `NSLayoutConstraint.identifier`.
        public let identifier: String?
        /// Where the constraint was written, if it came from a file.
        public let source: ConstraintSource?
        /// The priority it was solved at.
        public let priority: LayoutPriority
        /// Who made it: the user, a stack view, or the engine on a view's behalf.
        public let origin: LayoutConstraint.Origin
        /// Whether it was active.
        public let isActive: Bool
        /// Whether it was left out to recover from a conflict.
        public let isBroken: Bool
        /// Whether it is one of a conflict's constraints (broken or not).
        public let isInConflict: Bool
        /// The constraint object this was made from, while the tree lives: how the drawing finds
        /// the marks of a conflict. Not part of equality.
        package let object: ObjectIdentifier?

        /// Makes a constraint's status from its parts.
        public init(
            description: String, identifier: String? = nil, source: ConstraintSource? = nil, priority: LayoutPriority = .required,
            origin: LayoutConstraint.Origin = .user, isActive: Bool = true, isBroken: Bool = false, isInConflict: Bool = false
        ) {
            self.init(
                printed: PrintedConstraint(text: description), identifier: identifier, source: source, priority: priority, origin: origin,
                isActive: isActive, isBroken: isBroken, isInConflict: isInConflict, object: nil)
        }

        package init(
            printed: PrintedConstraint, identifier: String?, source: ConstraintSource?, priority: LayoutPriority,
            origin: LayoutConstraint.Origin, isActive: Bool, isBroken: Bool, isInConflict: Bool, object: ObjectIdentifier?
        ) {
            self.printed = printed
            self.identifier = identifier
            self.source = source
            self.priority = priority
            self.origin = origin
            self.isActive = isActive
            self.isBroken = isBroken
            self.isInConflict = isInConflict
            self.object = object
        }

        /// The printed constraint followed by where it was written, `(scene.yaml:12:5)`, and by
        /// who made it when the engine did, as conflict reports quote it.
        public var locatedDescription: String {
            var text = description
            if let source {
                let place = [source.file, source.line.map(String.init), source.column.map(String.init)].compactMap { $0 }
                if !place.isEmpty { text += "  (\(place.joined(separator: ":")))" }
            }
            switch origin {
            case .autoresizing: text += "  (autoresizing mask)"
            case .contentSize: text += "  (content size)"
            case .user, .system, .stackView, .sizeFloor: break
            }
            return text
        }

        /// Equal when everything printed and found is; the object it was made from is not compared.
        public static func == (a: ConstraintStatus, b: ConstraintStatus) -> Bool {
            a.description == b.description && a.identifier == b.identifier && a.source == b.source && a.priority == b.priority
                && a.origin == b.origin && a.isActive == b.isActive && a.isBroken == b.isBroken && a.isInConflict == b.isInConflict
        }
    }

    /// Required constraints that cannot all hold: UIKit's "Unable to simultaneously satisfy
    /// constraints" (``LayoutConflict``, as a value).
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
    /// (``LayoutAmbiguity``, as a value).
    public struct Ambiguity: Sendable, Hashable, CustomStringConvertible {
        /// The view's or guide's identifier.
        public let item: String
        /// What the constraints leave open.
        public let needs: [LayoutAmbiguity.Need]

        /// Makes an ambiguity from its parts.
        public init(item: String, needs: [LayoutAmbiguity.Need]) {
            self.item = item
            self.needs = needs
        }

        /// Xcode's words: `photo: Need constraints for: X position, width`.
        public var description: String { LayoutAmbiguity.describe(item: item, needs: needs) }
    }

    /// A view given a frame as designed whose constraints put it elsewhere: Xcode's misplaced view
    /// (``LayoutMisplacement``, as a value).
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
        public var description: String { LayoutMisplacement.describe(view: view, designed: designed, runtime: runtime) }
    }
}
