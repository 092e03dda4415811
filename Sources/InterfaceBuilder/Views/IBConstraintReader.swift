import AutoLayout
import SceneModel

/// Reads `<constraint>` elements into NSLayoutConstraint's fields, as a scene file writes them.
///
/// The owning view is the default first item (and a constant-only constraint's only item);
/// `placeholder="YES"` constraints are kept as Xcode's canvas keeps them (the frames it saves
/// include them), or removed, as the build removes them, for the run-time layout; a layout
/// guide's id stands for what it is (`X.safeArea`); the old top and bottom layout guides stand
/// for the edges of the root view's safe area.
struct IBConstraintReader {
    /// Guide ids and the items they stand for.
    let aliases: [String: String]
    /// `viewControllerLayoutGuide` ids: type `top` or `bottom`.
    let controllerGuides: [String: String]
    /// The scene's root view id.
    let root: String
    /// Constraints and views the designed size class does not install.
    let excluded: Set<String>
    /// Scroll views' content guides, by scroll view id.
    let contentGuides: [String: String]
    /// Each view's superview, by id.
    let parents: [String: String]
    /// The margins of the scroll views with content guides, by scroll view id (UIView's 8 when
    /// absent): a constraint from the content to a scroll view's margin attaches to its content
    /// area inset by them.
    var scrollViewMargins: [String: DirectionalEdgeInsets] = [:]
    /// Whether `placeholder="YES"` constraints hold, as on Xcode's canvas.
    var keepsPlaceholders = true

    func constraints(_ lists: [(owner: String, element: XMLElementNode)]) throws(SceneError) -> [ConstraintSpec] {
        try constraintsWithIDs(lists).map { $0.spec }
    }

    /// The constraints with their ids in the document, each with its `when:` from `conditions`.
    func constraintsWithIDs(
        _ lists: [(owner: String, element: XMLElementNode)], conditions: [String: SizeClassCondition] = [:]
    ) throws(SceneError) -> [(spec: ConstraintSpec, id: String?)] {
        var made: [(spec: ConstraintSpec, id: String?)] = []
        for (owner, list) in lists {
            for element in list.children("constraint") where keepsPlaceholders || element["placeholder"] != "YES" {
                guard !excluded.contains(element["id"] ?? "") else { continue }
                guard var spec = try constraint(element, owner: owner) else { continue }
                if let id = element["id"], let condition = conditions[id] { spec.when = Located(condition, at: element.location) }
                made.append((spec, element["id"]))
            }
        }
        return made
    }

    /// nil for a constraint on a view the designed size class leaves out.
    private func constraint(_ element: XMLElementNode, owner: String) throws(SceneError) -> ConstraintSpec? {
        let at = element.location
        guard let firstAttribute = element["firstAttribute"] else { throw element.error("a constraint without a 'firstAttribute'") }
        let firstID = element["firstItem"] ?? owner
        let secondID = element["secondItem"]
        if excluded.contains(firstID) || secondID.map(excluded.contains) == true { return nil }
        var (item, attribute) = resolve(firstID, firstAttribute)
        var toItem: Located<String>? = nil, toAttribute: Located<String>? = nil
        let multiplier = try multiplier(element)
        var shift = 0.0
        if let secondID {
            guard let secondAttribute = element["secondAttribute"] else {
                throw element.error("a constraint with a 'secondItem' needs a 'secondAttribute'")
            }
            let (i, a) = resolve(secondID, secondAttribute)
            let first = contentArea(item, attribute, other: i), second = contentArea(i, a, other: item)
            (item, attribute) = (first.item, first.attribute)
            (toItem, toAttribute) = (Located(second.item, at: at), Located(second.attribute, at: at))
            // `first = m × (second + inset) + c` and `first + inset = m × second + c`: the margin
            // moves into the constant.
            shift = multiplier * second.inset - first.inset
        }
        let fields = FieldsSpec(
            item: Located(item, at: at), attribute: Located(attribute, at: at), relation: try relation(element),
            toItem: toItem, toAttribute: toAttribute, multiplier: multiplier,
            constant: try number(element, "constant", default: 0) + shift, priority: try priority(element))
        return ConstraintSpec(form: .fields(fields), location: at)
    }

    /// "Constraints between the edges or margins of the scroll view and its content attach to the
    /// scroll view's content area" (UIKit's documentation of UIScrollView): a scroll view's edge
    /// related to a view inside it stands for its content guide's, and its margin for that edge
    /// of the content guide inset by the scroll view's margin (`inset`, added to the edge's
    /// position: negative on the trailing and bottom edges), as a scroll view of the earliest
    /// Xcodes, without content layout guides, lays its content out.
    private func contentArea(_ item: String, _ attribute: String, other: String) -> (item: String, attribute: String, inset: Double) {
        guard let guide = contentGuides[item], IBConstraintReader.edges.contains(attribute), parents.isInside(other, item) else {
            return (item, attribute, 0)
        }
        guard attribute.hasSuffix("Margin") else { return (guide, attribute, 0) }
        let margins = scrollViewMargins[item] ?? DirectionalEdgeInsets(all: 8)
        switch attribute {
        case "leadingMargin": return (guide, "leading", margins.leading)
        case "trailingMargin": return (guide, "trailing", -margins.trailing)
        case "leftMargin": return (guide, "left", margins.leading)
        case "rightMargin": return (guide, "right", -margins.trailing)
        case "topMargin": return (guide, "top", margins.top)
        default: return (guide, "bottom", -margins.bottom)
        }
    }

    static let edges: Set<String> = [
        "leading", "trailing", "top", "bottom", "left", "right", "leadingMargin", "trailingMargin", "topMargin", "bottomMargin",
        "leftMargin", "rightMargin",
    ]


    /// An id and attribute as the scene names them.
    private func resolve(_ id: String, _ attribute: String) -> (String, String) {
        if let alias = aliases[id] { return (alias, attribute) }
        switch (controllerGuides[id], attribute) {
        case ("top", "bottom"): return ("\(root).safeArea", "top")
        case ("top", _): return (root, "top")
        case ("bottom", "top"): return ("\(root).safeArea", "bottom")
        case ("bottom", _): return (root, "bottom")
        default: return (id, attribute)
        }
    }

    private func relation(_ element: XMLElementNode) throws(SceneError) -> LayoutRelation {
        switch element["relation"] {
        case nil, "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case let other?: throw element.error("unknown relation '\(other)'; lessThanOrEqual, equal or greaterThanOrEqual")
        }
    }

    /// A decimal, or a ratio `3:4` (or `1/3`).
    private func multiplier(_ element: XMLElementNode) throws(SceneError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        let value: Double
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite {
            value = a / b
        } else {
            guard parts.count == 1, let number = Double(text), number.isFinite else {
                throw element.error("a multiplier is a number or a ratio such as 3:4, not '\(text)'")
            }
            value = number
        }
        return try IBConstraintReader.inRange(value, "multiplier", text, element)
    }

    /// A scene file's range, so that a converted scene reads back.
    private static func inRange(_ value: Double, _ name: String, _ text: String, _ element: XMLElementNode) throws(SceneError) -> Double {
        guard abs(value) <= SceneLimits.largestNumber else {
            throw element.error("the \(name) \(text) is out of range; at most 10000000 in magnitude")
        }
        return value
    }

    private func priority(_ element: XMLElementNode) throws(SceneError) -> LayoutPriority {
        guard let text = element["priority"] else { return .required }
        guard let value = Float(text), let priority = LayoutPriority(rawValue: value) else {
            throw element.error("a priority is from 1 to 1000, not '\(text)'")
        }
        return priority
    }

    private func number(_ element: XMLElementNode, _ name: String, default value: Double) throws(SceneError) -> Double {
        guard let text = element[name] else { return value }
        guard let number = Double(text), number.isFinite else { throw element.error("'\(name)' must be a number, not '\(text)'") }
        return try IBConstraintReader.inRange(number, name, text, element)
    }
}
