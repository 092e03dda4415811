/// A layout as solved, once: every view's and guide's geometry, the constraints as printed and
/// what the engine found wrong, in a value that no later change to the tree or the engine
/// touches.
///
/// Made by AutoLayout's `LayoutEngine.solvedLayout(findingAmbiguities:)` after `layout()`.
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

    /// Makes a layout from its parts; `LayoutEngine.solvedLayout(findingAmbiguities:)` makes
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

    /// The index in ``views`` of the view with this identifier.
    ///
    /// - Complexity: O(1).
    package func index(ofView identifier: String) -> Int? {
        viewIndex[identifier]
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
