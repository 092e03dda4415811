import AutoLayout
import LayoutValues
import SceneModel

/// Writes what conflicts and what would resolve it, recognising the common causes: a cell's
/// temporary encapsulated size, autoresizing constraints left on, a view squeezed to zero, UIKit's
/// own views, sizes that would have to be negative, and sizes and spacings that add up wrong.
struct ExplanationWriter {
    let scene: ConflictScene
    let minimal: [Int]
    let broken: Int?
    let solved: LoadedScene
    let textMeasurer: TextMeasuring
    /// The sizes the conflict would need negative: the attribute, and the item in words.
    var negativeSizes: [(attribute: String, words: String)] = []
    /// The other conflicts of the log, which the explanation lists after the first.
    var others: [[Int]] = []
    /// Whether the engine narrowed the set down to a minimal one; false when neither its probes nor
    /// the solver's certificate could (``LayoutConflict/isMinimal``), so that fewer of its
    /// constraints may conflict.
    var narrowed = true

    init(scene: ConflictScene, minimal: [Int], broken: Int?, solved: LoadedScene, textMeasurer: TextMeasuring) {
        self.scene = scene
        self.minimal = minimal
        self.broken = broken
        self.solved = solved
        self.textMeasurer = textMeasurer
    }

    var constraints: [LoggedConstraint] { scene.constraints }

    func paragraphs() -> [String] {
        var out: [String] = []
        guard !minimal.isEmpty else {
            out.append(canAllHold())
            if let source = sources(Array(constraints.indices)) { out.append(source) }
            return out
        }
        out.append(summary())
        if let b = brokenParagraph() { out.append(b) }
        if minimal.count == 1 {
            out.append(alone(minimal[0]))
            return out + [otherConflicts(), sources(minimal)].compactMap { $0 }
        }
        let squeezed = zeroSize()
        var causes = encapsulatedSize() + autoresizing() + squeezed
        if squeezed.isEmpty { causes += uikitOwn() }
        if causes.isEmpty { causes.append(generic()) }
        if !negativeSizes.isEmpty { causes.append(negativeSize()) }
        out += causes
        return out + [otherConflicts(), sources(minimal)].compactMap { $0 }
    }

    /// The log's other conflicts, one line each: UIKit breaks a constraint of each.
    private func otherConflicts() -> String? {
        guard !others.isEmpty else { return nil }
        let head = others.count == 1
            ? "The log holds one more conflict, apart from this one; it cannot hold either and needs its own fix:"
            : "The log holds \(others.count) more conflicts, apart from this one; none of them can hold either, and each needs its own fix:"
        let lines = others.map { set in
            "  - " + set.map(written).joined(separator: ", ") + "   (line\(set.count == 1 ? "" : "s") \(set.map { String(constraints[$0].location.line) }.joined(separator: ", ")))"
        }
        return ([head] + lines).joined(separator: "\n")
    }

    // MARK: The conflict

    private func summary() -> String {
        let n = constraints.count
        let first: String
        switch (n, minimal.count) {
        case (1, 1): first = "The log's only constraint cannot hold, even on its own:"
        case (_, 1): first = "Of the log's \(n) constraints, this one cannot hold, even on its own:"
        case (2, 2): first = "Both constraints of the log conflict: together they cannot hold, and either alone can."
        case (_, n): first = "All \(n) constraints of the log conflict: together they cannot hold, and without any one of them the others can."
        default: first = "Of the log's \(n) constraints, these \(minimal.count) cannot all hold (remove any one and the others can):"
        }
        var lines = [narrowed ? first : unnarrowedSummary()]
        for i in minimal { lines.append("  - \(written(i))   (line \(constraints[i].location.line))") }
        return lines.joined(separator: "\n")
    }

    /// The summary of a set too large to narrow down: it cannot hold, but is not said to be minimal.
    private func unnarrowedSummary() -> String {
        let n = constraints.count
        let caveat = "too many for strut to narrow down, so fewer of them may conflict already"
        return minimal.count == n
            ? "The log's \(n) constraints cannot all hold together (\(caveat)):"
            : "Of the log's \(n) constraints, these \(minimal.count) cannot all hold together (\(caveat)):"
    }

    private func brokenParagraph() -> String? {
        guard let broken else {
            return scene.log.broken == nil ? nil : "UIKit broke a constraint that is not in this list (the log mixes two occurrences of the conflict)."
        }
        if minimal.contains(broken) {
            return "UIKit broke \(written(broken)) to go on; the drawing shows the layout without it."
        }
        return "UIKit broke \(written(broken)), which is not one of the conflicting set strut found; strut's engine leaves out \(written(minimal.last!)) instead."
    }

    private func canAllHold() -> String {
        let opening = constraints.count == 1
            ? "The log's only constraint can hold: strut's engine finds a layout that satisfies it."
            : "The \(constraints.count) constraints as printed can all hold together: strut's engine finds a layout that satisfies every one."
        return opening + " The conflict UIKit reported must involve something the "
            + "log does not show: most often a view's intrinsic content size (a label's or image's), a size the view got from "
            + "outside (a cell's encapsulated size, an autoresizing mask), or constraints left out of the paste. Paste the "
            + "whole list from Xcode's console to see it."
    }

    // MARK: Causes

    /// A table or collection view's temporary size for a cell: 'UIView-Encapsulated-Layout-Height'.
    private func encapsulatedSize() -> [String] {
        minimal.compactMap { i -> String? in
            let c = constraints[i]
            guard let identifier = c.identifier, identifier.hasPrefix("UIView-Encapsulated-Layout-"),
                let r = c.relation, r.secondItem == nil, r.firstAttribute.isDimension
            else { return nil }
            let dimension = r.firstAttribute == .height ? "height" : "width"
            let className = r.firstItem.className ?? ""
            guard Self.isCell(className) else { return sizedFromOutside(i, r, identifier: identifier) }
            let view = words(r.firstItem)
            let owner = className.contains("Collection") ? "collection view" : className.contains("TableView") ? "table view" : "table or collection view"
            var text: String
            let need = closest(i).map { " but its other constraints need \(points($0))" } ?? ""
            if abs(r.constant) < 1e-9 {
                text = "The \(owner) gives \(view) a temporary \(dimension) of 0 (\(identifier)) while it sets the view up, before it knows the real \(dimension),\(need)."
            } else {
                text = "The \(owner) gives \(view) a \(dimension) of \(points(r.constant)) (\(identifier)),\(need)."
            }
            text += " This is the usual self-sizing cell conflict. Lower the priority of one \(dimension == "height" ? "vertical" : "horizontal") constraint of the chain to 999"
            if let candidate = chainConstraint(axis: r.firstAttribute.axis!, excluding: i) {
                text += ", for example \(written(candidate)) (line \(constraints[candidate].location.line))"
            }
            text += ", so that it gives way while the temporary size holds; the cell is then laid out at its real \(dimension)."
            text += dimension == "height"
                ? " If the height should come from the constraints, let the table view size its rows (rowHeight = UITableView.automaticDimension with an estimated row height)."
                : " For a collection view, check the layout's itemSize or estimatedItemSize."
            return text
        }
    }

    /// A view a table or collection view sizes: a cell, its content view, a header or footer,
    /// or a class of the app's own (most often one of those); not UIKit's other views.
    static func isCell(_ className: String) -> Bool {
        let name = shortClassName(className)
        if ["Cell", "CellContentView", "HeaderView", "FooterView", "ReusableView"].contains(where: name.hasSuffix) { return true }
        return !(className.hasPrefix("UI") || className.hasPrefix("_UI") || className.hasPrefix("NS"))
    }

    /// An encapsulated size on any other view: a view controller's root view, a scroll view or a
    /// view another container sizes, whose size is set from outside.
    private func sizedFromOutside(_ i: Int, _ r: LoggedRelation, identifier: String) -> String {
        let dimension = r.firstAttribute == .height ? "height" : "width"
        let view = words(r.firstItem)
        let need = closest(i).map { ", but the constraints inside it need \(points($0))" } ?? ""
        let size = abs(r.constant) < 1e-9 ? "a temporary \(dimension) of 0 while it sets the view up" : "a \(dimension) of \(points(r.constant))"
        var text = "\(capitalized(view)) gets its \(dimension) from outside (\(identifier)): its container (the view controller whose view it is, "
            + "or the scroll view, navigation or tab bar controller that holds it) gives it \(size)\(need)."
        text += " That size cannot be changed by constraints, so the constraints inside must give way or fit: lower the priority of one "
            + "\(dimension == "height" ? "vertical" : "horizontal") constraint of the chain to 999"
        if let candidate = chainConstraint(axis: r.firstAttribute.axis!, excluding: i) {
            text += ", for example \(written(candidate)) (line \(constraints[candidate].location.line))"
        }
        return text + ", or let the chain fit the \(dimension) the container gives; do not fix the \(dimension) of a view a container sizes."
    }

    /// The app's own constraint of the chain to lower: one along the axis, pinning an end edge if possible.
    private func chainConstraint(axis: LayoutAxis, excluding: Int) -> Int? {
        let own = minimal.filter { i in
            let c = constraints[i]
            return i != excluding && c.identifier == nil && !c.isAutoresizing && c.relation?.firstAttribute.axis == axis
                && !isUIKitOwn(c)
        }
        return own.last { i in
            guard let r = constraints[i].relation else { return false }
            return [.bottom, .trailing, .right].contains(r.firstAttribute) || [.bottom, .trailing, .right].contains(r.secondAttribute)
        } ?? own.last
    }

    /// `translatesAutoresizingMaskIntoConstraints` left on: the `h=`/`v=` constraints.
    private func autoresizing() -> [String] {
        var seen: Set<String> = []
        return minimal.compactMap { i -> String? in
            let c = constraints[i]
            guard c.isAutoresizing, !(c.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout"), let r = c.relation,
                seen.insert(r.firstItem.key).inserted
            else { return nil }
            let view = words(r.firstItem)
            let fixes = minimal.filter { constraints[$0].isAutoresizing && constraints[$0].relation?.firstItem.key == r.firstItem.key }
                .map { written($0) }.joined(separator: ", ")
            var text = "translatesAutoresizingMaskIntoConstraints is on for \(view), so UIKit turned its frame and autoresizing mask into constraints"
            if let codes = c.autoresizingCodes {
                text += " (h=\(codes.horizontal): \(describe(codes.horizontal, horizontal: true)); v=\(codes.vertical): \(describe(codes.vertical, horizontal: false)))"
            }
            text += ": \(fixes), which the other constraints contradict. Set translatesAutoresizingMaskIntoConstraints = false on \(view) when you place it with constraints"
            text += isUIKitOwn(r.firstItem) ? "; \(view) is UIKit's own, so constrain what is inside it instead." : "."
            return text
        }
    }

    /// `h=--&`: fixed left margin and width, flexible right margin.
    func describe(_ code: String, horizontal: Bool) -> String {
        let parts = horizontal ? ["left margin", "width", "right margin"] : ["top margin", "height", "bottom margin"]
        let fixed = zip(code, parts).filter { $0.0 == "-" }.map(\.1), flexible = zip(code, parts).filter { $0.0 == "&" }.map(\.1)
        var out: [String] = []
        if !fixed.isEmpty { out.append("fixed " + fixed.joined(separator: " and ")) }
        if !flexible.isEmpty { out.append("flexible " + flexible.joined(separator: " and ")) }
        return out.joined(separator: ", ")
    }

    /// A view held at zero width or height that its contents or margins need room in.
    private func zeroSize() -> [String] {
        minimal.compactMap { i -> String? in
            let c = constraints[i]
            guard c.identifier == nil || !c.identifier!.hasPrefix("UIView-Encapsulated-Layout"), let r = c.relation,
                r.secondItem == nil, r.firstAttribute.isDimension, r.constant <= 0, r.relation != .greaterThanOrEqual
            else { return nil }
            let dimension = r.firstAttribute == .height ? "height" : "width"
            let view = words(r.firstItem)
            guard let need = closest(i), need > 0.5 else { return nil }
            if let uikit = uikitZeroSize(i, r, need: need) { return uikit }
            var text = "\(capitalized(view)) is squeezed to zero \(dimension) (\(written(i))), but the others need at least \(points(need))"
            let margins = minimal.filter { (constraints[$0].identifier ?? "").contains("Margin-guide-constraint") }
            if !margins.isEmpty { text += ": its layout margins alone take \(points(margins.compactMap { constraints[$0].relation?.constant }.reduce(0, +)))" }
            text += "."
            if isUIKitOwn(r.firstItem) {
                text += " \(capitalized(view)) is UIKit's own view, and so are these constraints: a bar laid out before it has its real width, or a bar button item whose custom view is too wide. No constraint of the app's made this; it is known to be harmless and goes away when the bar gets its width. If it persists, give the bar item's custom view a smaller width or let it shrink."
            } else {
                text += " Give \(view) room (remove or lower the priority of the zero \(dimension)), or let what is inside it shrink to zero."
            }
            return text
        }
    }

    /// Zero sizes UIKit sets and no app can change: a hidden arranged view's ('UISV-hiding') and
    /// the temporary size of a layout pass ('_UITemporaryLayoutWidth').
    private func uikitZeroSize(_ i: Int, _ r: LoggedRelation, need: Double) -> String? {
        let dimension = r.firstAttribute == .height ? "height" : "width"
        let direction = dimension == "height" ? "vertical" : "horizontal"
        let view = words(r.firstItem)
        let example = chainConstraint(axis: r.firstAttribute.axis!, excluding: i).map {
            ", for example \(written($0)) (line \(constraints[$0].location.line))"
        } ?? ""
        switch constraints[i].identifier {
        case "UISV-hiding":
            return "\(capitalized(view)) is a hidden arranged view of a stack view, which squeezes it to zero \(dimension) (\(written(i))), "
                + "but the constraints inside it need at least \(points(need)). No app code can change 'UISV-hiding'; lower the priority of a "
                + "\(direction) constraint inside \(view) to 999\(example), so that it gives way while the view is hidden."
        case "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight":
            return "UIKit gives \(view) a temporary \(dimension) of 0 (\(written(i))) while it lays the view out, but the others need at least "
                + "\(points(need)). This is usually harmless: the real \(dimension) replaces it at once, and no app code can change it. To "
                + "silence it, lower the priority of a \(direction) constraint of the chain to 999\(example)."
        default:
            return nil
        }
    }

    /// Constraints among UIKit's own views, which no app code can change.
    private func uikitOwn() -> [String] {
        let own = minimal.filter { isUIKitOwn(constraints[$0]) }
        guard !own.isEmpty else { return [] }
        let views = Set(own.flatMap { i in [constraints[i].relation?.firstItem, constraints[i].relation?.secondItem].compactMap { $0 } }.filter(isUIKitOwn).map(words))
        guard !views.isEmpty, own.count == minimal.count || own.count >= 2 else { return [] }
        if own.count == minimal.count {
            return ["Every constraint here is between UIKit's own views (\(views.sorted().joined(separator: ", "))), so no app code can change them: it is a conflict inside UIKit, usually harmless. Check that nothing of the app's squeezes or resizes these views."]
        }
        let app = minimal.filter { !own.contains($0) }.map { written($0) }.joined(separator: ", ")
        return ["\(own.count) of these constraints are between UIKit's own views (\(views.sorted().joined(separator: ", "))) and cannot be changed; change the app's own instead: \(app)."]
    }

    private func negativeSize() -> String {
        let sizes = negativeSizes.map { "the \($0.attribute) of \($0.words)" }
        return "UIKit holds every view's and layout guide's width and height at zero or more; these constraints could only hold with a negative size (\(sizes.joined(separator: ", "))), which is why they conflict."
    }

    /// A constraint that cannot hold whatever the others say: a negative size, or one that
    /// contradicts itself (`view.width == 2 * view.width + 10`).
    private func alone(_ i: Int) -> String {
        guard let r = constraints[i].relation else { return "\(written(i)) cannot hold; remove it." }
        if let size = negativeSizes.first {
            let attribute = r.firstAttribute.isDimension && r.secondItem == nil ? r.firstAttribute.rawValue : size.attribute
            return "\(written(i)) asks for a negative \(attribute), and UIKit holds every width and height at zero or more, "
                + "so it cannot hold whatever the other constraints say. Give it a constant of zero or more, or remove it."
        }
        return "\(written(i)) contradicts itself: no \(r.firstAttribute.isDimension ? "size" : "position") of \(words(r.firstItem)) satisfies it. Remove it or correct its multiplier or constant."
    }

    /// Sizes and spacings that add up wrong, or any other conflict: what the others need instead.
    private func generic() -> String {
        let own = minimal.filter { constraints[$0].identifier == nil && !constraints[$0].isAutoresizing }
        let c = broken.flatMap { minimal.contains($0) ? $0 : nil } ?? own.last ?? minimal.last!
        guard let r = constraints[c].relation else { return "These constraints contradict each other; remove one of them or lower its priority below 1000." }
        var text = "These constraints contradict each other"
        if let value = closest(c), abs(value) > 1e-6 {
            if r.firstAttribute.isDimension, r.secondItem == nil {
                text += ": the sizes and spacings of the others make \(words(r.firstItem)) \(points(value)) \(r.firstAttribute == .height ? "tall" : "wide"), while \(written(c)) asks for \(points(r.constant))"
            } else if r.firstAttribute.isDimension {
                text += ": the others make the \(r.firstAttribute.rawValue) of \(words(r.firstItem)) \(points(abs(value))) \(value > 0 ? "more" : "less") than \(written(c)) asks"
            } else {
                let side = value > 0 ? "beyond" : "short of"
                text += ": the others hold the \(r.firstAttribute.rawValue) of \(words(r.firstItem)) \(points(abs(value))) \(side) where \(written(c)) would put it"
            }
        }
        text += ". Remove one of them or lower its priority below 1000 (UIKit's choice of which to break is arbitrary)."
        return text
    }

    private func sources(_ indices: [Int]) -> String? {
        let made = indices.filter { constraints[$0].sourceFile != nil }
        guard !made.isEmpty else { return nil }
        let kind = constraints[made[0]].isMasonry ? "Masonry" : "SnapKit"
        let lines = made.map { i in "  - \(constraints[i].sourceFile!):\(constraints[i].sourceLine!)   \(written(i))" }
        return (["Made in code (\(kind)) at:"] + lines).joined(separator: "\n")
    }

    // MARK: Values

    /// What the other constraints of the set allow for the constraint's first side, when it gives way:
    /// the set solved alone with this one optional. For a size, the size; else the distance from the
    /// position the constraint asks for.
    func closest(_ index: Int) -> Double? {
        let id = scene.constraintIDs[index]
        let kept = Set(scene.constraintIDs)
        var document = scene.document
        document.constraints = document.constraints.compactMap { spec in
            guard let cid = spec.id?.value, kept.contains(cid), case .fields(var f) = spec.form else { return nil }
            var spec = spec
            if cid == id {
                f.priority = LayoutPriority(rawValue: 999)!
                spec.form = .fields(f)
            }
            return spec
        }
        var builder = SceneBuilder(document, textMeasurer: textMeasurer)
        guard let alone = try? builder.build(),
            let spec = document.constraints.first(where: { $0.id?.value == id }), case .fields(let f) = spec.form
        else { return nil }
        alone.engine.explainsConflicts = false  // only the values are wanted
        alone.layout()
        guard let first = value(f.item.value, f.attribute.value, in: alone) else { return nil }
        if f.toItem == nil { return first }
        guard let toItem = f.toItem?.value, let toAttribute = f.toAttribute?.value, let second = value(toItem, toAttribute, in: alone) else { return nil }
        return first - (f.multiplier * second + f.constant)
    }

    /// An item's attribute in the root's coordinates.
    private func value(_ id: String, _ attributeName: String, in loaded: LoadedScene) -> Double? {
        guard let attribute = LayoutAttribute(rawValue: attributeName), let rect = absoluteRect(id, in: loaded) else { return nil }
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom, .lastBaseline, .firstBaseline: return rect.maxY
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }

    private func absoluteRect(_ id: String, in loaded: LoadedScene) -> Rect? {
        func origin(of view: View?) -> Point {
            guard let view, view !== loaded.root else { return .zero }
            let o = origin(of: view.superview)
            return Point(x: o.x + view.frame.minX, y: o.y + view.frame.minY)
        }
        if let view = loaded.view(id) {
            let o = origin(of: view.superview)
            return Rect(x: o.x + view.frame.minX, y: o.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
        }
        guard let guide = loaded.guides.first(where: { $0.identifier == id }) else { return nil }
        let o = origin(of: guide.owningView)
        let f = guide.layoutFrame
        return Rect(x: o.x + f.minX, y: o.y + f.minY, width: f.width, height: f.height)
    }

    // MARK: Words

    func words(_ item: LoggedItem) -> String { scene.words[item.key] ?? "the view" }

    /// A constraint as people write it, with the scene's readable names: `contentView.height == 50`.
    func written(_ index: Int) -> String {
        let c = constraints[index]
        guard let r = c.relation else { return "`\(c.body)`" }
        var text = "\(name(r.firstItem)).\(attributeName(r.firstAttribute, c)) \(r.relation) "
        if let second = r.secondItem {
            if r.multiplier != 1 { text += "\(number(r.multiplier)) * " }
            text += "\(name(second)).\(attributeName(r.secondAttribute, c))"
            if r.constant != 0 { text += r.constant < 0 ? " - \(number(-r.constant))" : " + \(number(r.constant))" }
        } else {
            text += number(r.constant)
        }
        if let identifier = c.identifier { text = "'\(identifier)' " + text }
        return "`\(text)`"
    }

    private func name(_ item: LoggedItem) -> String { scene.ids[item.key] ?? "?" }

    /// Autoresizing constraints' positions as UIKit prints them: `minX`, `midY`, ….
    private func attributeName(_ attribute: LayoutAttribute, _ c: LoggedConstraint) -> String {
        guard c.isAutoresizing else { return attribute.rawValue }
        let frameNames: [LayoutAttribute: String] = [.left: "minX", .centerX: "midX", .right: "maxX", .top: "minY", .centerY: "midY", .bottom: "maxY"]
        return frameNames[attribute] ?? attribute.rawValue
    }

    /// At most three decimals; solver noise below 1e-9 is 0, and a smaller value that three
    /// decimals would make 0 keeps its digits.
    func number(_ value: Double) -> String {
        if abs(value) < 1e-9 { return "0" }
        return formatNumber(value, (value * 1000).rounded() == 0 ? .exact : .decimals(3))
    }

    func points(_ value: Double) -> String { "\(number(value)) pt" }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    // MARK: UIKit's own views

    func isUIKitOwn(_ item: LoggedItem) -> Bool {
        guard let name = item.className else { return false }
        if item.isLayoutGuide { return false }
        return name.hasPrefix("_UI") || ["UIInputSetContainerView", "UIInputSetHostView", "UIRemoteKeyboardWindow", "UITextEffectsWindow",
            "UIKeyboardLayoutStar", "UINavigationBarContentView", "UIKBCompatInputView", "_UIButtonBarButton"].contains(name)
    }

    /// A constraint between UIKit's own views only (or of one alone).
    func isUIKitOwn(_ c: LoggedConstraint) -> Bool {
        guard let r = c.relation else { return false }
        let items = [r.firstItem] + (r.secondItem.map { [$0] } ?? [])
        return items.allSatisfy { isUIKitOwn($0) || ($0.isLayoutGuide && (c.identifier ?? "").hasPrefix("UIView")) }
            && items.contains(where: isUIKitOwn)
    }
}
