import Cassowary
import Synchronization

/// `item1.attribute1 (==, <=, >=) multiplier × item2.attribute2 + constant` at a priority:
/// UIKit's `NSLayoutConstraint`.
///
/// Activating a constraint installs it on the nearest common ancestor view of its items, as UIKit
/// does; changing `constant`, `priority` or `isActive` afterwards is applied by the engine's next
/// ``LayoutEngine/layout()`` incrementally, without rebuilding.
public final class LayoutConstraint: CustomStringConvertible {
    // The stored properties are declared widest first: a class keeps them in declaration order,
    // and the one-byte ones spread between the others padded the object from 152 to 168 bytes
    // (a large scene makes 800,000 constraints, half of them the engine's content sizes).

    /// Held unowned, as UIKit holds its items weakly: a view keeps its constraints, and a
    /// constraint that kept its view would keep the whole tree alive.
    public unowned let firstItem: LayoutItem
    public unowned let secondItem: LayoutItem?
    public let multiplier: Double
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constraintDidChange(self) } }
    }
    /// A name printed with the constraint, as `NSLayoutConstraint.identifier`.
    public var identifier: String?
    /// Where the constraint came from (a scene file's line, a VFL string's column), for messages.
    public var source: ConstraintSource?
    /// The view the constraint is installed on while active; nil while inactive, and once the
    /// view is freed.
    public var installedView: View? { unownedInstalledView }
    /// ``installedView``'s storage: unretained (the view holds its constraints), cleared when the
    /// view goes, as ``View/superview``'s.
    unowned(unsafe) var unownedInstalledView: View?
    var activationOrder = 0
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { engine?.constraintDidChange(self) } }
    }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondAttribute: LayoutAttribute
    /// Who made the constraint: the user, or the engine on a view's behalf.
    public let origin: Origin

    /// Who made a constraint (``ConstraintOrigin``).
    public typealias Origin = ConstraintOrigin

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
        toItem: LayoutItem? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        identifier: String? = nil, origin: Origin = .user
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }

    /// Made by the engine for a view and installed on its own, never activated: content size,
    /// autoresizing and system constraints (a stack view's are activated like the user's).
    var isMadeByEngine: Bool {
        switch origin {
        case .user, .stackView: false
        case .autoresizing, .contentSize, .system, .sizeFloor: true
        }
    }

    /// Whether the constraint takes part in layout. Setting it to true checks Apple's rules and
    /// traps on a violation (as UIKit raises); ``validate()`` reports them as a value first.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates each constraint, in order: `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    func install() {
        // The view to install on is the items' common ancestor, which ``validate()`` would look
        // for too: found once, in the order `validate()` checks (attributes first).
        let installation = installationView
        do throws(LayoutError) {
            try validateAttributes()
            guard installation != nil else { throw LayoutError(reason: .noCommonAncestor, constraint: self) }
        } catch {
            preconditionFailure(error.description)
        }
        let view = installation!
        activationOrder = nextActivationOrder()
        unownedInstalledView = view
        view.installedConstraints.append(self)
        engine?.constraintDidChange(self)
    }

    func uninstall() {
        let engine = self.engine
        installedView?.installedConstraints.removeAll { $0 === self }
        unownedInstalledView = nil
        engine?.constraintDidChange(self)
    }

    /// The nearest view that is or contains both items (a guide counts as its owning view).
    var installationView: View? {
        let common = secondItem.map { nearestCommonAncestor(firstItem, $0) } ?? firstItem
        return (common as? View) ?? common?.parentView
    }

    var engine: LayoutEngine? {
        (installedView ?? installationView)?.root.engine
    }

    /// Prints the way people write it: `button1.leading == root.leadingMargin + 20 @750`; a stack
    /// view's spacing between two views, or between a view and the stack's edge, prints as UIKit's
    /// log prints it, in the Visual Format Language: `'UISV-spacing' H:[a]-(8)-[b]` (its sizes, as
    /// UIKit's, in the equation form: `'UISV-hiding' b.width == 0`).
    public var description: String {
        formatText
            ?? ConstraintText.equation(
                first: (firstItem.identifier, firstAttribute), relation: relation, second: secondItem.map { ($0.identifier, secondAttribute) },
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier, origin: origin)
    }

    /// A stack view's spacing as UIKit's log prints it, in the Visual Format Language; nil for
    /// every other constraint, which prints its equation.
    package var formatText: String? {
        guard origin == .stackView, !firstAttribute.isDimension, let identifier, let format = LogDescription(self).text else { return nil }
        return "'\(identifier)' \(format)"
    }
}

private let activationCounter = Atomic<Int>(0)

private func nextActivationOrder() -> Int {
    activationCounter.add(1, ordering: .relaxed).newValue
}
