/// A rectangle that takes part in layout without drawing: UIKit's `UILayoutGuide`.
public final class LayoutGuide: LayoutItem {
    enum Kind {
        case user, margins, safeArea
        /// A stack view's `_UILayoutSpacer`: its alignment spanner or a spacer between views.
        case stackSpacer
    }

    public let identifier: String
    /// The view the guide was added to: nil before, and once the view is freed.
    public var owningView: View? { unownedOwningView }
    /// ``owningView``'s storage: unretained (the view holds its guides), cleared when the view
    /// goes, as ``View/superview``'s.
    unowned(unsafe) var unownedOwningView: View?
    /// The solver's unknowns: the engine's own, hidden from users (`@_spi(Engine)`).
    @_spi(Engine) public let variables: ItemVariables
    let kind: Kind

    public init(_ identifier: String) {
        self.identifier = identifier
        variables = ItemVariables(identifier)
        kind = .user
    }

    init(identifier: String, owner: View, kind: Kind) {
        self.identifier = identifier
        unownedOwningView = owner
        variables = ItemVariables(identifier)
        self.kind = kind
    }

    public var parentView: View? { owningView }

    /// A stack view's `_UILayoutSpacer` (its alignment spanner or a spacer between views), which
    /// the stack makes and places itself.
    public var isStackSpacer: Bool { kind == .stackSpacer }

    /// Solved: the guide's rectangle in its owning view's coordinates.
    public internal(set) var layoutFrame = Rect.zero
}
