import Cassowary

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item has four unknowns, its alignment rectangle in its parent's coordinates (the
/// superview's for a view, the owning view's for a guide): `minX`, `minY`, `width`, `height`,
/// the names Apple's engine logs.
public protocol LayoutItem: AnyObject, CustomStringConvertible {
    /// The name printed in constraints and diagnostics.
    var identifier: String { get }
    /// The view whose coordinates the item's frame is in: the superview or the owning view.
    var parentView: View? { get }
    /// The solver's unknowns. A requirement the engine's (`@_spi(Engine)`): only ``View`` and
    /// ``LayoutGuide`` can be items, and no user sees or changes what the engine solves for.
    @_spi(Engine) var variables: ItemVariables { get }
}

extension LayoutItem {
    public var description: String { identifier }

    /// The item and its ancestors, nearest first.
    var ancestry: [LayoutItem] {
        var chain: [LayoutItem] = [self]
        var current = parentView
        while let view = current {
            chain.append(view)
            current = view.parentView
        }
        return chain
    }
}

/// The solver's unknowns for one item. The engine's own: a protocol requirement of the public
/// ``LayoutItem`` cannot be internal, so it is an SPI no user imports.
///
/// A class, so that reading an item's variables through the protocol retains one object, not four.
@_spi(Engine) public final class ItemVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The solved alignment rectangle, from the variables' last values.
    var rect: Rect { Rect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// The nearest item that both `a` and `b` are, or descend from (nil when they share none).
///
/// The usual cases (the same item, siblings, an item and its parent) are answered without
/// walking the tree.
func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
    if a === b { return a }
    let pa = a.parentView, pb = b.parentView
    if let pa, pa === pb { return pa }
    if pa === b { return b }
    if pb === a { return a }
    let chain = a.ancestry
    for candidate in b.ancestry where chain.contains(where: { $0 === candidate }) {
        return candidate
    }
    return nil
}
