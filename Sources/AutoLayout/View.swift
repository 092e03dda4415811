/// A rectangle in the view tree: UIKit's `UIView`, as far as layout is concerned.
///
/// Set its properties, add subviews and guides, then let a ``LayoutEngine`` solve it; the results
/// are ``center``, ``bounds`` and ``frame``, as UIKit reports them.
public class View: LayoutItem {
    public let identifier: String
    /// The view this one is a subview of: nil for a root, and once the superview is freed.
    public final var superview: View? { unownedSuperview }
    /// ``superview``'s storage, unretained as UIKit's: the superview holds its subviews, and
    /// clears this when it goes (``deinit``), so it never dangles. Not `weak`: a weak reference
    /// gives the view a side table, and every retain and release of it then takes the runtime's
    /// slow path (a large scene's layout spent a fifth of its time there).
    private(set) unowned(unsafe) var unownedSuperview: View?
    public private(set) var subviews: [View] = []
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The solver's unknowns: the engine's own, hidden from users (`@_spi(Engine)`).
    @_spi(Engine) public let variables: ItemVariables

    /// `directionalLayoutMargins`: 8 on every edge by default, as UIView's.
    public var layoutMargins = DirectionalEdgeInsets(all: 8) { didSet { root.engine?.setNeedsRebuild() } }
    /// Insets of the safe area (a device's notch and home indicator on the root view).
    public var safeAreaInsets = DirectionalEdgeInsets.zero { didSet { root.engine?.setNeedsRebuild() } }
    /// `insetsLayoutMarginsFromSafeArea`: whether the margins are measured from the safe area
    /// (the default) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea = true { didSet { root.engine?.setNeedsRebuild() } }
    /// The size the view wants for its content; ``View/noIntrinsicMetric`` on an axis without one.
    public var intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { root.engine?.setNeedsRebuild() }
    }
    /// Text makes the view a label: its intrinsic size is the measured text.
    public var text: TextContent? { didSet { root.engine?.setNeedsRebuild() } }
    /// Whether a label's intrinsic size is its measured text (the default). When false, its
    /// ``intrinsicContentSize`` stands for the text's size (a label of an Interface Builder
    /// document, whose font strut does not have), and the text still places the baselines.
    public var measuresText = true { didSet { root.engine?.setNeedsRebuild() } }
    /// A control's text placed in its height (UIControl's `contentVerticalAlignment`: a button's
    /// title, a text field's text), its baselines with it; nil for a label, whose baselines keep
    /// their distance from its top and bottom however tall it is.
    public var contentVerticalAlignment: ContentVerticalAlignment? { didSet { root.engine?.setNeedsRebuild() } }
    public var contentHuggingPriority: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow) {
        didSet { root.engine?.setNeedsRebuild() }
    }
    public var contentCompressionResistancePriority: (horizontal: LayoutPriority, vertical: LayoutPriority) =
        (.defaultHigh, .defaultHigh)
    {
        didSet { root.engine?.setNeedsRebuild() }
    }
    /// Whether the ``frame`` as designed and ``autoresizingMask`` become constraints.
    public var translatesAutoresizingMaskIntoConstraints = false {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { root.engine?.setNeedsRebuild() } }
    }
    public var autoresizingMask: AutoresizingMask = []
    /// When false, subviews keep their designed frames' offsets (mask treated as none).
    public var autoresizesSubviews = true
    /// The frame as designed, in the superview's coordinates (used with autoresizing).
    public var designedFrame: Rect?
    /// A scroll view (`UIScrollView` and its table, collection and text views): on a device its
    /// content is scrolled clear of the bars (the adjusted content inset), so the views inside it
    /// get no safe area from the root's unsafe area.
    public var scrollsContent = false
    /// `alignmentRectInsets`: how far the frame reaches past the rectangle constraints align (a
    /// switch's or a slider's shadow). Layout solves the alignment rectangle; the frame is it,
    /// outset by these.
    public var alignmentRectInsets = EdgeInsets.zero
    /// Applied about the center after layout; never changes layout (iOS 8 and later).
    public var transform = AffineTransform.identity
    /// `isHidden`: a hidden view is laid out but not drawn; in a stack view it collapses.
    public var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? StackView)?.arrangedSubviewVisibilityDidChange(self) } }
    }

    /// Solved: the center in the superview's coordinates.
    public internal(set) var center = Point.zero
    /// Solved: the bounds, origin zero.
    public internal(set) var bounds = Rect.zero

    public static let noIntrinsicMetric = -1.0

    /// The engine of the tree this view is the root of; unretained, cleared by the engine's `deinit`.
    unowned(unsafe) var engine: LayoutEngine?
    /// The active constraints whose items' nearest common ancestor is this view: `UIView.constraints`.
    public internal(set) var installedConstraints: [LayoutConstraint] = []
    /// The margins and safe area guides once asked for: most views' never are, and each guide is
    /// five objects.
    private var madeMarginsGuide: LayoutGuide?
    private var madeSafeAreaGuide: LayoutGuide?
    /// Solved: the bounds inset by the margins and by the safe area insets, the frames of the two
    /// guides whether they were made or not.
    var layoutMarginsFrame = Rect.zero { didSet { madeMarginsGuide?.layoutFrame = layoutMarginsFrame } }
    var safeAreaFrame = Rect.zero { didSet { madeSafeAreaGuide?.layoutFrame = safeAreaFrame } }

    public init(_ identifier: String) {
        self.identifier = identifier
        variables = ItemVariables(identifier)
    }

    deinit {
        // The unretained references to this view (``superview``, ``LayoutGuide/owningView`` and
        // ``LayoutConstraint/installedView``) would dangle: they read nil, as weak ones would.
        for view in subviews { view.unownedSuperview = nil }
        for guide in layoutGuides { guide.unownedOwningView = nil }
        madeMarginsGuide?.unownedOwningView = nil
        madeSafeAreaGuide?.unownedOwningView = nil
        for constraint in installedConstraints { constraint.unownedInstalledView = nil }
    }

    public var parentView: View? { superview }

    /// `layoutMarginsGuide`: the view's bounds inset by its margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = madeMarginsGuide { return guide }
        let guide = LayoutGuide(identifier: "\(identifier).margins", owner: self, kind: .margins)
        guide.layoutFrame = layoutMarginsFrame
        madeMarginsGuide = guide
        return guide
    }

    /// `safeAreaLayoutGuide`: the view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = madeSafeAreaGuide { return guide }
        let guide = LayoutGuide(identifier: "\(identifier).safeArea", owner: self, kind: .safeArea)
        guide.layoutFrame = safeAreaFrame
        madeSafeAreaGuide = guide
        return guide
    }

    /// The margins guide if it was asked for; a guide never made is used by no constraint.
    var existingMarginsGuide: LayoutGuide? { madeMarginsGuide }
    /// The safe area guide if it was asked for.
    var existingSafeAreaGuide: LayoutGuide? { madeSafeAreaGuide }

    public func addSubview(_ view: View) {
        precondition(view.superview == nil, "\(view) already has a superview")
        precondition(!ancestry.contains { $0 === view }, "adding \(view) to \(self) would make a cycle")
        view.unownedSuperview = self
        subviews.append(view)
        root.engine?.setNeedsRebuild()
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(guide.owningView == nil, "\(guide) already has an owning view")
        guide.unownedOwningView = self
        layoutGuides.append(guide)
        root.engine?.setNeedsRebuild()
    }

    /// Adds a stack view's spacer: its variables enter the solver with the constraints that use
    /// them, so the tree need not be rebuilt.
    func addSpacer(_ guide: LayoutGuide) {
        layoutGuides.append(guide)
    }

    /// The frame without the transform, in the superview's coordinates.
    public var untransformedFrame: Rect {
        Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }

    /// The solved alignment rectangle in the superview's coordinates: the untransformed frame
    /// inset by ``alignmentRectInsets``.
    public var alignmentRect: Rect {
        let f = untransformedFrame, i = alignmentRectInsets
        return Rect(x: f.minX + i.left, y: f.minY + i.top, width: f.width - i.left - i.right, height: f.height - i.top - i.bottom)
    }

    /// The axis-aligned bounding box of the transformed bounds in the superview's coordinates, as
    /// UIKit reports `frame` for a transformed view.
    public var frame: Rect {
        guard !transform.isIdentity else { return untransformedFrame }
        let w = bounds.width / 2, h = bounds.height / 2
        let corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)]
            .map { transform.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(
            x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// This view and every view below it, depth first, in subview order.
    ///
    /// - Complexity: O(n) for n views.
    public var allViews: [View] {
        var views: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return views
    }

    var root: View {
        // Walked up without recursion: a property set on each of a large scene's views asks.
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether the view or one of its ancestors is hidden: whether it is not drawn.
    public var isHiddenOrHasHiddenAncestor: Bool {
        isHidden || (superview?.isHiddenOrHasHiddenAncestor ?? false)
    }
}

/// How a view's designed frame follows its superview's size: `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
