import AutoLayout
import LayoutValues

/// A required constraint of a document that the frames Xcode saved break: Xcode did not lay the
/// scene out again after the constraint changed (or the file was edited by hand), so its saved
/// frames are no measure of how the canvas lays it out.
package struct IBContradiction: Sendable {
    /// The constraint's id in the document.
    package let constraint: String
    /// The constraint as an equation of ids and attributes: `a.top = b.bottom + 8`.
    package let equation: String
    /// The first item's attribute at the saved frames.
    package let saved: Double
    /// What the constraint requires of it, at the other item's saved frame.
    package let required: Double
}

/// Checks a scene's required constraints between views against the frames Xcode saved.
///
/// Only what needs no model of UIKit is checked: edges, centres and sizes of views (no margins or
/// baselines, whose places strut would have to compute, and no guide but the sides of a safe area
/// that has no inset there), left to right, between views neither hidden nor one inside a scroll
/// view the other is (whose edges mean its content).
struct IBSavedFrameCheck {
    /// How far a saved frame may be off its constraint: Xcode rounds frames to pixels.
    static let tolerance = 1.0

    let views: [String: IBViewInfo]
    let parents: [String: String]
    /// The views whose edges, related to a view inside them, are their content area's.
    let scrollViews: Set<String>
    /// Views whose alignment rectangle strut cannot know: image views showing an SF Symbol
    /// (`catalog="system"`, on the image view or on its `imageReference`, which Xcode writes for
    /// a symbol with a configuration), whose frames reach past the rectangle constraints hold by
    /// the symbol's own insets (DataDog's and Hackers' symbols saved 58.33, 54 and 58 tall where
    /// their constraints make them 60).
    let unknownAlignment: Set<String>
    /// Layout guides whose left and right edges are a view's: the root's safe area when the
    /// device gives it no inset on the sides (a phone in portrait: UIKit's safe area insets there
    /// are the status bar, the notch, the bars and the home indicator, above and below). Guide id
    /// and view id.
    var sideEdgeGuides: [String: String] = [:]

    /// The ids of the image views of `scene` that show an SF Symbol.
    static func symbolImageViews(_ scene: XMLElementNode) -> Set<String> {
        var found: Set<String> = []
        func visit(_ element: XMLElementNode) {
            if element.name == "imageView", let id = element["id"],
                element["catalog"] == "system" || element.child("imageReference", key: "image")?["catalog"] == "system"
            {
                found.insert(id)
            }
            for child in element.elements { visit(child) }
        }
        visit(scene)
        return found
    }

    func contradictions(_ lists: [(owner: String, element: XMLElementNode)], excluded: Set<String>) -> [IBContradiction] {
        var found: [IBContradiction] = []
        for (owner, list) in lists {
            for element in list.children("constraint") where !excluded.contains(element["id"] ?? "") {
                if let contradiction = check(element, owner: owner) { found.append(contradiction) }
            }
        }
        return found
    }

    private func check(_ element: XMLElementNode, owner: String) -> IBContradiction? {
        guard (element["priority"].flatMap(Double.init) ?? 1000) >= 1000, let firstAttribute = element["firstAttribute"] else { return nil }
        let first = element["firstItem"] ?? owner
        // A control's constraints hold its alignment rectangle, whose insets Xcode's versions
        // have drawn differently: a constraint the frame meets either way holds.
        guard check(element, first: first, firstAttribute: firstAttribute, insetting: false) != nil else { return nil }
        return check(element, first: first, firstAttribute: firstAttribute, insetting: true)
    }

    private func check(_ element: XMLElementNode, first: String, firstAttribute: String, insetting: Bool) -> IBContradiction? {
        guard let lhs = value(first, firstAttribute, insetting: insetting) else { return nil }
        let constant = element["constant"].flatMap(Double.init) ?? 0
        let multiplier = IBSavedFrameCheck.multiplier(element["multiplier"])
        var rhs = constant
        var equation = "\(name(first)).\(firstAttribute) \(IBSavedFrameCheck.symbol(element["relation"])) "
        if let second = element["secondItem"] {
            guard let secondAttribute = element["secondAttribute"], let other = value(second, secondAttribute, insetting: insetting),
                let multiplier,
                !isScrollPair(first, second)
            else { return nil }
            rhs += multiplier * other
            equation += (multiplier == 1 ? "" : "\(LayoutNumber.text(multiplier)) × ") + "\(name(second)).\(secondAttribute)"
            equation += constant == 0 ? "" : " \(constant < 0 ? "-" : "+") \(LayoutNumber.text(abs(constant)))"
        } else {
            equation += LayoutNumber.text(constant)
        }
        let broken: Bool
        switch element["relation"] {
        case "lessThanOrEqual": broken = lhs > rhs + IBSavedFrameCheck.tolerance
        case "greaterThanOrEqual": broken = lhs < rhs - IBSavedFrameCheck.tolerance
        default: broken = abs(lhs - rhs) > IBSavedFrameCheck.tolerance
        }
        guard broken else { return nil }
        return IBContradiction(constraint: element["id"] ?? "", equation: equation, saved: lhs, required: rhs)
    }

    /// An attribute of a view at its saved frame, in the root's coordinates; nil for what the
    /// check leaves alone.
    private func value(_ id: String, _ attribute: String, insetting: Bool) -> Double? {
        if let owner = sideEdgeGuides[id] {
            return ["left", "right", "leading", "trailing", "centerX", "width"].contains(attribute) ? value(owner, attribute, insetting: false) : nil
        }
        guard !unknownAlignment.contains(id), let saved = frameInRoot(id), let type = views[id]?.type else { return nil }
        // Constraints hold a control's alignment rectangle, not its frame.
        let insets = insetting ? IBContentSize.alignmentRectInsets(ofType: type) : .zero
        let frame = Rect(
            x: saved.minX + insets.left, y: saved.minY + insets.top, width: saved.width - insets.left - insets.right,
            height: saved.height - insets.top - insets.bottom)
        switch attribute {
        case "left", "leading": return frame.minX
        case "right", "trailing": return frame.maxX
        case "top": return frame.minY
        case "bottom": return frame.maxY
        case "width": return frame.width
        case "height": return frame.height
        case "centerX": return frame.minX + frame.width / 2
        case "centerY": return frame.minY + frame.height / 2
        default: return nil
        }
    }

    /// An item as the equation names it: a view by its id, a guide the check reads by its view's
    /// (`root.safeArea`).
    private func name(_ id: String) -> String {
        sideEdgeGuides[id].map { "\($0).safeArea" } ?? id
    }

    /// The saved frame in the scene root's coordinates; nil for a guide, or a view hidden or
    /// inside a hidden one.
    private func frameInRoot(_ id: String) -> Rect? {
        guard let info = views[id], var frame = info.savedFrame, !info.hidden else { return nil }
        if parents[id] == nil { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        var current = parents[id]
        while let parent = current, let info = views[parent], let parentFrame = info.savedFrame {
            if info.hidden { return nil }
            guard parents[parent] != nil else { return frame }
            frame = Rect(x: frame.minX + parentFrame.minX, y: frame.minY + parentFrame.minY, width: frame.width, height: frame.height)
            current = parents[parent]
        }
        return nil
    }

    private func isScrollPair(_ a: String, _ b: String) -> Bool {
        (scrollViews.contains(a) && parents.isInside(b, a)) || (scrollViews.contains(b) && parents.isInside(a, b))
    }


    private static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").flatMap { $0.split(separator: "/") }.compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return parts.count == 1 ? parts[0] : nil
    }

    private static func symbol(_ relation: String?) -> String {
        relation == "lessThanOrEqual" ? "≤" : relation == "greaterThanOrEqual" ? "≥" : "="
    }
}

/// Numbers as a constraint's equation writes them: `8`, `0.5`.
enum LayoutNumber {
    static func text(_ value: Double) -> String { formatNumber(value, .decimals(3)) }
}
