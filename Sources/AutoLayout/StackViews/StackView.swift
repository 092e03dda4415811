/// A view that lays out its arranged subviews in a row or a column: UIKit's `UIStackView`.
///
/// The stack makes the constraints UIKit's stack view makes, with UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, ...) and priorities, and keeps
/// them current: the engine asks it before each ``LayoutEngine/layout()``, and a change of an
/// arranged view's ``View/isHidden``, of the spacing, axis, distribution or alignment updates
/// the constraints in place (constants and priorities changed, constraints added or removed),
/// not by rebuilding. Its own size comes from constraints, as UIKit's: a stack has no intrinsic
/// content size, and with nothing sizing it, it fits its arranged views.
public final class StackView: View {
    /// How the arranged views share the stack's length: `UIStackView.Distribution`.
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Where the arranged views sit across the stack: `UIStackView.Alignment`.
    ///
    /// `top` and `leading` are one value, as in UIKit, and so are `bottom` and `trailing`.
    public enum Alignment: Sendable, Equatable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseSystem`: the system spacing between siblings (8 points).
    public static let spacingUseSystem = Double.infinity
    /// `UIStackView.spacingUseDefault`: a custom spacing that goes back to the stack's spacing.
    public static let spacingUseDefault = -Double.infinity
    /// The system spacing between sibling views, in points.
    public static let systemSpacing = 8.0

    public private(set) var arrangedSubviews: [View] = []
    public var axis = LayoutAxis.horizontal { didSet { setNeedsArrangement() } }
    public var distribution = Distribution.fill { didSet { setNeedsArrangement() } }
    public var alignment = Alignment.fill { didSet { setNeedsArrangement() } }
    /// Points between adjacent arranged views, or ``spacingUseSystem``.
    public var spacing = 0.0 { didSet { setNeedsArrangement() } }
    /// `isBaselineRelativeArrangement`: a vertical stack measures its spacing from one view's last
    /// baseline to the next one's first baseline.
    public var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// `isLayoutMarginsRelativeArrangement`: the arranged views sit inside the stack's margins.
    public var isLayoutMarginsRelativeArrangement = false {
        // The margins guide is placed only where constraints use it: a rebuild places it.
        didSet { setNeedsArrangement(); root.engine?.setNeedsRebuild() }
    }

    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack has made and activated, in the order made.
    var arrangementConstraints: [LayoutConstraint] = []
    var needsArrangement = true
    /// `_UILayoutSpacer`s: the alignment spanner and the spacers between views (kept once made).
    var spanner: LayoutGuide?
    var distributingSpacers: [LayoutGuide] = []
    /// The views whose baselines were the stack's at the last update.
    var baselineViews: [ObjectIdentifier?] = [nil, nil]

    public override init(_ identifier: String) {
        super.init(identifier)
    }

    /// Adds `view` at the end of the arrangement, and as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index`; it becomes the last subview if it was not
    /// a subview, and no longer translates its autoresizing mask into constraints.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition((0...arrangedSubviews.count).contains(index), "index \(index) is out of the arrangement's bounds")
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// `setCustomSpacing(_:after:)`: the space after an arranged view instead of ``spacing``.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        precondition(arrangedSubviews.contains { $0 === view }, "\(view) is not arranged in \(self)")
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// `customSpacing(after:)`: ``spacingUseDefault`` when the view has none.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The space after an arranged view in points: its custom spacing, or the stack's.
    func spacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    func arrangedSubviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    func setNeedsArrangement() {
        needsArrangement = true
    }

    /// The arranged views that are not hidden, in order.
    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// `forFirstBaselineLayout`: the view whose first baseline is the stack's (its first visible
    /// arranged view's, as far down as stacks nest), nil when every arranged view is hidden.
    var viewForFirstBaselineLayout: View? {
        guard let first = visibleArrangedSubviews.first else { return nil }
        return (first as? StackView)?.viewForFirstBaselineLayout ?? first
    }

    /// `forLastBaselineLayout`: the last visible arranged view's in a vertical stack, the first's
    /// in a horizontal one.
    var viewForLastBaselineLayout: View? {
        let visible = visibleArrangedSubviews
        guard let view = axis == .vertical ? visible.last : visible.first else { return nil }
        return (view as? StackView)?.viewForLastBaselineLayout ?? view
    }
}
