import AutoLayout
import SceneModel

/// UIKit's "Unable to simultaneously satisfy constraints" block as the console printed it: the
/// constraints of its list, in order and each once, and the one UIKit broke to recover.
package struct ConflictLog {
    /// The list's constraints, in the log's order; a constraint printed twice is kept once.
    package var constraints: [LoggedConstraint]
    /// The constraint after "Will attempt to recover by breaking constraint", if the log has one.
    package var broken: LoggedConstraint?
    /// The file the log was read from (or `-`), for messages.
    package var file: String

    /// Gives an item printed by its accessibility identifier alone (`lockIcon.width == 30
    /// (active)`, no `names:` entry) the address another constraint's `names:` entry gives that
    /// name, so that both stand for one view; a name with several addresses stays apart.
    mutating func resolveNames() {
        var addresses: [String: Set<String>] = [:]
        var named: [String: LoggedItem] = [:]
        for item in constraints.flatMap(\.items) {
            guard let name = item.name, let address = item.address else { continue }
            addresses[name, default: []].insert(address)
            named[name] = item
        }
        func resolved(_ item: LoggedItem) -> LoggedItem {
            guard item.address == nil, let name = item.name, addresses[name]?.count == 1, let known = named[name] else { return item }
            var item = item
            item.address = known.address
            if item.className == nil { item.className = known.className }
            return item
        }
        for i in constraints.indices {
            constraints[i].mapItems(resolved)
        }
        if broken != nil { broken!.mapItems(resolved) }
    }

    /// The constraint of the list UIKit broke: the same address, or failing that (a log that mixes
    /// two occurrences of one conflict), the same description.
    package var brokenInList: LoggedConstraint? {
        guard let broken else { return nil }
        return constraints.first { $0.address == broken.address }
            ?? constraints.first { $0.body == broken.body && $0.identifier == broken.identifier }
    }
}

/// One constraint's description: `<NSLayoutConstraint:0x6000… 'identifier' BODY   (active, names: …)>`.
package struct LoggedConstraint {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    package var className: String
    package var address: String
    /// Where SnapKit says the constraint was made: `@CCBaseCell.swift#88`.
    package var sourceFile: String?
    package var sourceLine: Int?
    /// An intrinsic size's priorities (`NSContentSizeLayoutConstraint`'s `Hug:250 CompressionResistance:750`).
    package var contentSizePriorities: (hugging: Double, compressionResistance: Double)?
    /// An autoresizing constraint's codes, `h=--&` and `v=--&`.
    package var autoresizingCodes: (horizontal: String, vertical: String)?
    /// `'UIView-Encapsulated-Layout-Height'`, `'UISV-spacing'`, …
    package var identifier: String?
    /// The body as printed: `UIImageView:0x7fe16cd55110.height == 55`, `V:|-(8)-[…]`.
    package var body: String
    /// What it relates, or nil when the console printed no body (`(null)`).
    package var relation: LoggedRelation?
    /// The description as printed, without the angle brackets.
    package var text: String
    /// Where the description starts in the log.
    package var location: SourceLocation
    /// Views the body's Visual Format puts inside a superview (`|`), child first.
    package var superviews: [(child: LoggedItem, superview: LoggedItem)] = []
    /// Views the body's Visual Format puts side by side, so in one superview.
    package var siblings: [(LoggedItem, LoggedItem)] = []

    package var isAutoresizing: Bool { className.hasSuffix("AutoresizingMaskLayoutConstraint") }

    /// Every item the constraint names, in its relation and in its Visual Format.
    var items: [LoggedItem] {
        [relation?.firstItem, relation?.secondItem].compactMap { $0 } + superviews.flatMap { [$0.child, $0.superview] }
            + siblings.flatMap { [$0.0, $0.1] }
    }

    mutating func mapItems(_ transform: (LoggedItem) -> LoggedItem) {
        if var r = relation {
            r.firstItem = transform(r.firstItem)
            r.secondItem = r.secondItem.map(transform)
            relation = r
        }
        superviews = superviews.map { (transform($0.child), transform($0.superview)) }
        siblings = siblings.map { (transform($0.0), transform($0.1)) }
    }
    package var isSnapKit: Bool { className.hasPrefix("SnapKit.") || className.hasSuffix(".LayoutConstraint") }
    package var isMasonry: Bool { className == "MASLayoutConstraint" }
}

/// A view or layout guide as the log names it: `UIButton:0x10f755100'Cancel'`, or an
/// accessibility identifier resolved through the `names:` clause.
package struct LoggedItem: Hashable {
    /// `UIImageView`, `Proto.HeaderView`; nil when the log gives only a name.
    package var className: String?
    /// `0x7fe16cd55110`; nil when the log gives only a name and no address for it.
    package var address: String?
    /// The text UIKit prints after the address: a label's or button's title, a guide's identifier.
    package var title: String?
    /// The accessibility identifier the log printed in place of `Class:0xADDR`.
    package var name: String?
    /// Not named by the log but inferred: a superview `|` stands for with no `names:` entry, or a
    /// margins guide that margin attributes imply.
    package var isInferred = false

    /// What tells two items apart: the address, else the name.
    package var key: String { address ?? "name:" + (name ?? "?") }

    /// What a drawing calls the item: `UIButton 'Cancel'`, `UIImageView`, `'progress background'`,
    /// a guide's identifier.
    package var caption: String {
        if isLayoutGuide, let title { return title }
        var text = className ?? name.map { "'\($0)'" } ?? "view"
        if let title { text += " '\(title.replacingOccurrences(of: "\n", with: " "))'" }
        return text
    }

    /// A layout guide rather than a view: `UILayoutGuide`, a stack view's `_UILayoutSpacer`, the
    /// old `_UILayoutGuide` of `topLayoutGuide`.
    package var isLayoutGuide: Bool {
        guard let className else { return false }
        return className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer"
    }
}

/// `first.attribute REL multiplier * second.attribute + constant`, in Apple's terms.
package struct LoggedRelation {
    package var firstItem: LoggedItem
    package var firstAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var secondItem: LoggedItem?
    package var secondAttribute: LayoutAttribute
    package var multiplier: Double
    package var constant: Double
    /// As printed after `@` (`== 44 @750`, `-(8@999)-`); 1000 when none is.
    package var priority: Double = 1000
}
