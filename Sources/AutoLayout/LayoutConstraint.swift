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
    /// The view the constraint is installed on while active. Unretained (the view holds its
    /// constraints), cleared when the view goes: see ``View/superview``.
    public internal(set) unowned(unsafe) var installedView: View?
    var activationOrder = 0
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { engine?.constraintDidChange(self) } }
    }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondAttribute: LayoutAttribute
    /// Who made the constraint: the user, or the engine on a view's behalf.
    public let origin: Origin

    public enum Origin: Sendable {
        case user
        /// A view's designed frame and autoresizing mask (`NSAutoresizingMaskLayoutConstraint`).
        case autoresizing
        /// Content hugging or compression resistance (`NSContentSizeLayoutConstraint`).
        case contentSize
        /// The root view filling the canvas, or a margins or safe area guide pinned to its view.
        case system
        /// A stack view's arrangement (`UISV-spacing`, `UISV-alignment`, ...), active like the user's.
        case stackView
        /// A view's or guide's width or height held at zero or more, as UIKit's engine holds them.
        case sizeFloor
    }

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
        installedView = view
        view.installedConstraints.append(self)
        engine?.constraintDidChange(self)
    }

    func uninstall() {
        let engine = self.engine
        installedView?.installedConstraints.removeAll { $0 === self }
        installedView = nil
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
    public var description: String { printed.text }

    /// What the constraint prints, kept as its parts until the text is asked for.
    package var printed: PrintedConstraint {
        if origin == .stackView, !firstAttribute.isDimension, let identifier, let format = LogDescription(self).text {
            return PrintedConstraint(text: "'\(identifier)' \(format)")
        }
        return PrintedConstraint(
            first: (firstItem.identifier, name(firstAttribute)), relation: relation,
            second: secondItem.map { ($0.identifier, name(secondAttribute)) }, multiplier: multiplier, constant: constant,
            priority: priority, identifier: identifier)
    }

    /// Autoresizing constraints print centers as Apple's log does, `midX` and `midY`.
    private func name(_ attribute: LayoutAttribute) -> String {
        if origin == .autoresizing && attribute == .centerX { return "midX" }
        if origin == .autoresizing && attribute == .centerY { return "midY" }
        return attribute.rawValue
    }
}

/// A constraint as it prints, kept as its parts: the text is made only when asked for (a
/// ``SolvedLayout`` keeps every constraint's, and few are ever printed).
package struct PrintedConstraint: Sendable, Equatable {
    private enum Form: Sendable, Equatable {
        case text(String)
        case equation(
            first: Attribute, relation: LayoutRelation, second: Attribute?, multiplier: Double, constant: Double, priority: LayoutPriority,
            identifier: String?)
    }

    /// An item's identifier and the name of one of its attributes: `root.leadingMargin`.
    struct Attribute: Sendable, Equatable {
        let item: String
        let name: String
        var text: String { item + "." + name }
    }

    private let form: Form

    /// A constraint printed already.
    package init(text: String) { form = .text(text) }

    /// `first relation multiplier*second + constant @priority`, named `'identifier'`.
    init(
        first: (item: String, name: String), relation: LayoutRelation, second: (item: String, name: String)?, multiplier: Double,
        constant: Double, priority: LayoutPriority, identifier: String?
    ) {
        form = .equation(
            first: Attribute(item: first.item, name: first.name), relation: relation, second: second.map { Attribute(item: $0.item, name: $0.name) },
            multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
    }

    /// The printed constraint: `button1.leading == root.leadingMargin + 20 @750`.
    package var text: String {
        switch form {
        case .text(let text): return text
        case .equation(let first, let relation, let second, let multiplier, let constant, let priority, let identifier):
            var text = "\(first.text) \(relation) "
            if let second {
                if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
                text += second.text
                if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
            } else {
                text += formatNumber(constant)
            }
            if !priority.isRequired { text += " @\(priority)" }
            if let identifier { text = "'\(identifier)' " + text }
            return text
        }
    }
}

/// Where a constraint was written: a file position, and the VFL string and column if it came
/// from one.
public struct ConstraintSource: Hashable, Sendable {
    public var file: String?
    public var line: Int? {
        get { Self.number(storedLine) }
        set { storedLine = Self.stored(newValue) }
    }
    public var column: Int? {
        get { Self.number(storedColumn) }
        set { storedColumn = Self.stored(newValue) }
    }
    /// The Visual Format Language string the constraint was generated from.
    public var format: String? {
        get { formatPart?.format }
        set { setFormatPart(format: newValue, column: formatPart?.column ?? .min) }
    }
    /// The column in `format` (1-based) of the part that made this constraint.
    public var formatColumn: Int? {
        get { formatPart.flatMap { Self.number($0.column) } }
        set { setFormatPart(format: formatPart?.format, column: Self.stored(newValue)) }
    }
    // 32 bits each, `Int32.min` for none: every constraint of a scene has a source, and a scene
    // file is at most 64 MiB.
    private var storedLine: Int32
    private var storedColumn: Int32
    /// The format and its column, held out of line: few constraints come from a format, and
    /// every constraint holds a source (32 bytes instead of 48).
    private var formatPart: FormatPart?

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, format: String? = nil, formatColumn: Int? = nil) {
        self.file = file
        storedLine = Self.stored(line)
        storedColumn = Self.stored(column)
        setFormatPart(format: format, column: Self.stored(formatColumn))
    }

    /// Never changed once made (a change makes another), so copies of a source may share one.
    private final class FormatPart: Hashable, Sendable {
        let format: String?
        let column: Int32

        init(format: String?, column: Int32) {
            self.format = format
            self.column = column
        }

        static func == (a: FormatPart, b: FormatPart) -> Bool { a.format == b.format && a.column == b.column }

        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(column)
        }
    }

    private mutating func setFormatPart(format: String?, column: Int32) {
        formatPart = format == nil && column == .min ? nil : FormatPart(format: format, column: column)
    }

    private static func number(_ stored: Int32) -> Int? { stored == .min ? nil : Int(stored) }

    private static func stored(_ number: Int?) -> Int32 { number.map { Int32(clamping: $0) == .min ? .min + 1 : Int32(clamping: $0) } ?? .min }
}

private let activationCounter = Atomic<Int>(0)

private func nextActivationOrder() -> Int {
    activationCounter.add(1, ordering: .relaxed).newValue
}
