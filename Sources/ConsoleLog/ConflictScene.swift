import AutoLayout
import SceneModel

/// A log rebuilt as a scene: every view and guide it names, in the hierarchy inferred from its
/// constraints, and every constraint of its list, as printed and required. Nothing is added that
/// could change which constraints conflict: views get placement hints at priority 1 only, so that
/// a drawing shows them at a readable size where the log leaves their frames open.
///
/// The log's broken constraint is added last, so that strut's engine breaks the one UIKit broke.
package struct ConflictScene {
    package let log: ConflictLog
    /// The scene: what `--scene-out` writes and what is solved and drawn.
    package private(set) var document: SceneDocument
    /// Scene ids by the item's key in the log (its address).
    package let ids: [String: String]
    /// How a person would name each item, by key: "the 'Cancel' button".
    package let words: [String: String]
    /// The scene constraint id of each of the log's constraints, in the log's order.
    package let constraintIDs: [String]
    let hierarchy: LoggedHierarchy

    static let hintPriority = LayoutPriority(rawValue: 1)!
    /// A view's room for its title or caption: still far below anything a log prints, but above
    /// the generic placement hints, so that a button keeps its title's width however the hints
    /// pull.
    static let contentPriority = LayoutPriority(rawValue: 2)!
    /// The font views' titles are drawn in, and the one the drawing's captions use.
    static let titleFont = "13", captionFont = "9"

    package init(_ log: ConflictLog, textMeasurer: TextMeasuring) throws(SceneError) {
        // Titles, class names and names are drawn and measured (in views and their captions):
        // the scene files' limits on text, before anything is.
        for constraint in log.constraints {
            for item in constraint.items {
                for text in [item.title, item.className, item.name].compactMap({ $0 }) { try SceneLimits.checkText(text, at: constraint.location) }
            }
        }
        self.log = log
        var hierarchy = LoggedHierarchy(log.constraints)
        let relations = Self.withMarginGuides(log.constraints, &hierarchy)
        try Self.checkNesting(hierarchy, log)
        self.hierarchy = hierarchy
        let names = LoggedItemNames(hierarchy)
        ids = names.ids
        words = names.words
        constraintIDs = log.constraints.indices.map { "c\($0 + 1)" }
        document = SceneDocument(
            file: log.file, title: "Unable to simultaneously satisfy constraints",
            canvas: CanvasSpec(size: Size(width: 2000, height: 2000), device: nil, location: Self.origin(log.file)),
            root: ViewSpec(id: Located("root", at: Self.origin(log.file))), constraints: [])
        document.canvas.scale = 2
        document.canvas.background = Located("#ffffff", at: Self.origin(log.file))
        document.root.subviews = hierarchy.topLevel.filter { !$0.isLayoutGuide }.map(viewSpec)
        document.root.guides = hierarchy.topLevel.filter(\.isLayoutGuide).map { Located(ids[$0.key]!, at: Self.origin(log.file)) }
        document.constraints = logConstraints(relations)
        try placeTopLevelViews(relations, textMeasurer: textMeasurer)
    }

    /// Views nest at most as deep as a scene file's may, so that nothing that walks the hierarchy
    /// (building, laying out, drawing) goes deeper: a chain of 500 views inside one another through
    /// Visual Format's `|` overflowed the stack as the drawing found their frames. Refused at the
    /// first constraint that names the first view too deep.
    private static func checkNesting(_ hierarchy: LoggedHierarchy, _ log: ConflictLog) throws(SceneError) {
        let limit = SceneLimits.maximumDepth
        guard let deep = hierarchy.firstView(nestedDeeperThan: limit) else { return }
        let naming = log.constraints.first { $0.items.contains { $0.key == deep.key } }
        let named = deep.address.map { "\(deep.className ?? "view"):\($0)" } ?? deep.caption
        throw SceneError(
            "views nest over \(limit) deep: the log puts \(named) inside more than \(limit) views",
            at: naming?.location ?? origin(log.file))
    }

    /// The log's constraints, in the log's order.
    package var constraints: [LoggedConstraint] { log.constraints }

    /// Every view and guide, in the order the log names them.
    package var items: [LoggedItem] { hierarchy.items }

    /// The superview of a view, or the owning view of a guide, as inferred; nil at the top.
    package func superview(of item: LoggedItem) -> LoggedItem? { hierarchy.parent[item.key].map(hierarchy.item) }

    static func origin(_ file: String) -> SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    // MARK: Margins

    /// Margin attributes (`X.topMargin`) moved onto X's margins guide, the guide UIKit's
    /// 'UIView-topMargin-guide-constraint' places, made when the log does not name it.
    private static func withMarginGuides(_ constraints: [LoggedConstraint], _ hierarchy: inout LoggedHierarchy) -> [LoggedRelation?] {
        constraints.map { c in
            guard var r = c.relation else { return nil }
            if r.firstAttribute.isMargin {
                r.firstItem = marginsGuide(of: r.firstItem, &hierarchy)
                r.firstAttribute = r.firstAttribute.withoutMargin
            }
            if let second = r.secondItem, r.secondAttribute.isMargin {
                r.secondItem = marginsGuide(of: second, &hierarchy)
                r.secondAttribute = r.secondAttribute.withoutMargin
            }
            return r
        }
    }

    private static func marginsGuide(of view: LoggedItem, _ hierarchy: inout LoggedHierarchy) -> LoggedItem {
        if view.isLayoutGuide { return view }
        if let guide = hierarchy.children(of: view.key).first(where: { $0.isLayoutGuide && $0.title == "UIViewLayoutMarginsGuide" }) {
            return guide
        }
        let guide = LoggedItem(className: "UILayoutGuide", address: nil, title: "UIViewLayoutMarginsGuide", name: "margins of \(view.key)", isInferred: true)
        hierarchy.add(guide)
        hierarchy.setParent(guide.key, view.key)
        return guide
    }

    // MARK: Views

    private func viewSpec(_ item: LoggedItem) -> ViewSpec {
        let at = Self.origin(log.file)
        var spec = ViewSpec(id: Located(ids[item.key]!, at: at))
        spec.translatesAutoresizingMask = false
        spec.style.borderWidth = 1
        spec.style.borderColor = Located("#8e8e93", at: at)
        if hasTitle(item), let title = item.title {
            spec.text = TextContent(title.replacingNewlines, font: Self.titleFont)
            // The log prints no intrinsic size: the title's room is a placement hint (priority 2),
            // not a hugging or compression resistance that could outweigh a constraint of the log.
            spec.measuresText = false
            if (item.className ?? "").hasSuffix("Button") { spec.style.textAlignment = "center" }
        }
        let children = hierarchy.children(of: item.key)
        spec.subviews = children.filter { !$0.isLayoutGuide }.map(viewSpec)
        spec.guides = children.filter(\.isLayoutGuide).map { Located(ids[$0.key]!, at: at) }
        return spec
    }

    /// Whether the view is drawn with its title in it.
    func hasTitle(_ item: LoggedItem) -> Bool {
        guard let title = item.title, !title.trimmingSpaces.isEmpty else { return false }
        return showsTitle(item)
    }

    /// Labels, buttons and text views show their title; other views print none that is text.
    func showsTitle(_ item: LoggedItem) -> Bool {
        let name = item.className ?? ""
        return ["Label", "Button", "TextField", "TextView"].contains { name.hasSuffix($0) }
    }

    // MARK: Constraints

    private func logConstraints(_ relations: [LoggedRelation?]) -> [ConstraintSpec] {
        var specs: [ConstraintSpec] = []
        var lastSpecs: [ConstraintSpec] = []
        let broken = log.brokenInList?.address
        for (i, c) in log.constraints.enumerated() {
            guard let r = relations[i] else { continue }
            var made = [constraintSpec(r, id: constraintIDs[i], at: c.location, priority: Self.priority(r.priority))]
            if let (hugging, resistance) = c.contentSizePriorities, r.relation == .equal {
                // An intrinsic size: compression resistance (`>=`) and hugging (`<=`), each at its priority.
                var resist = r, hug = r
                resist.relation = .greaterThanOrEqual
                hug.relation = .lessThanOrEqual
                made = [
                    constraintSpec(resist, id: constraintIDs[i], at: c.location, priority: Self.priority(resistance)),
                    constraintSpec(hug, id: constraintIDs[i] + "Hugging", at: c.location, priority: Self.priority(hugging)),
                ]
            }
            if c.address == broken { lastSpecs = made } else { specs += made }
        }
        return specs + lastSpecs
    }

    /// A constraint of the scene; a position equal to a constant (an autoresizing constraint's
    /// `minX == 0`) is one in the superview's coordinates, so it is written against the superview.
    private func constraintSpec(_ r: LoggedRelation, id: String?, at location: SourceLocation, priority: LayoutPriority = .required) -> ConstraintSpec {
        var toItem = r.secondItem.map { ids[$0.key]! }, toAttribute = r.secondItem == nil ? nil : r.secondAttribute
        if toItem == nil, r.firstAttribute.isLocation {
            toItem = hierarchy.parent[r.firstItem.key].map { ids[$0]! } ?? "root"
            toAttribute = r.firstAttribute
        }
        let fields = FieldsSpec(
            item: Located(ids[r.firstItem.key]!, at: location), attribute: Located(r.firstAttribute.rawValue, at: location),
            relation: r.relation, toItem: toItem.map { Located($0, at: location) },
            toAttribute: toAttribute.map { Located($0.rawValue, at: location) },
            multiplier: r.multiplier, constant: r.constant, priority: priority)
        return ConstraintSpec(form: .fields(fields), id: id.map { Located($0, at: location) }, location: location)
    }

    static func priority(_ value: Double) -> LayoutPriority {
        LayoutPriority(rawValue: Float(min(max(value, 1), 1000))) ?? .required
    }

    // MARK: Placement hints

    /// Gives every view a size and place at priority 1 and room for its title (or, untitled, for
    /// its caption) at priority 2, then lays the top-level views out side by side, each with
    /// whatever of its subviews sticks out of it, and fits the canvas to them.
    ///
    /// Siblings step down and right from the one before them, the first from its parent's corner,
    /// except on an axis where the log already places a view against an earlier sibling: there
    /// the log's place is the view's, and a hint would only reach down the log's chain. (Against
    /// the parent, the k-th view of a chain of N held every width before it in the tableau, the
    /// square of the chain in cells; against the previous sibling, writing the hint out still
    /// followed the chain's positions back to its start.)
    private mutating func placeTopLevelViews(_ relations: [LoggedRelation?], textMeasurer: TextMeasuring) throws(SceneError) {
        let views = hierarchy.items.filter { !$0.isLayoutGuide }
        let at = Self.origin(log.file)
        var hints: [ConstraintSpec] = []
        let siblings = siblingOrder(views)
        let placed = placedAgainstEarlierSiblings(relations, siblings: siblings)
        for item in views {
            let depth = hierarchy.depth(item.key)
            let room = contentSize(item, textMeasurer: textMeasurer)
            // A label or button as big as its title, as its intrinsic size would make it; another
            // view as big as its caption along an axis where the log lines it up after a
            // sibling (a row of N views stays as long as N captions), else a container's size.
            let across = placed[AxisKey(key: item.key, axis: .horizontal)] == .after, down = placed[AxisKey(key: item.key, axis: .vertical)] == .after
            let size = hasTitle(item)
                ? (room.width, room.height)
                : (across ? room.width : max(48, 280 - 56 * Double(depth)), down ? room.height : max(28, 160 - 40 * Double(depth)))
            hints.append(hint(item, .width, constant: size.0, at: at))
            hints.append(hint(item, .height, constant: size.1, at: at))
            hints.append(hint(item, .width, atLeast: room.width, at: at))
            hints.append(hint(item, .height, atLeast: room.height, at: at))
            for (attribute, axis, step) in [(LayoutAttribute.leading, LayoutAxis.horizontal, 8.0), (.top, .vertical, 24)] {
                if placed[AxisKey(key: item.key, axis: axis)] != nil { continue }
                if let previous = siblings[item.key]?.previous {
                    hints.append(hint(item, attribute, to: previous, constant: step, at: at))
                } else if let p = hierarchy.parent[item.key] {
                    hints.append(hint(item, attribute, to: p, constant: 12, at: at))
                }
            }
        }
        for guide in hierarchy.items where guide.isLayoutGuide {
            guard let owner = hierarchy.parent[guide.key] else { continue }
            for (attribute, inset) in [(LayoutAttribute.leading, 8.0), (.trailing, -8), (.top, 8), (.bottom, -8)] {
                hints.append(hint(guide, attribute, to: owner, constant: inset, at: at))
            }
        }
        document.constraints += hints
        let topLevel = hierarchy.topLevel.filter { !$0.isLayoutGuide }
        // Side by side, each with what sticks out of it. The layout is laid out once with every
        // top-level view at the origin: moving a view then moves all it covers with it.
        let pinned = document.constraints.count
        for item in topLevel {
            document.constraints.append(hint(item, .leading, toRoot: 0, at: at))
            document.constraints.append(hint(item, .top, toRoot: 0, at: at))
        }
        // The places are worked out while the layout lives, and the list changed once it is gone:
        // changed while the layout's document shared it, the whole list was copied.
        var places: [(item: LoggedItem, x: Double, y: Double)] = []
        var x = 24.0, height = 0.0
        do {
            let laidOut = try layout(textMeasurer: textMeasurer)
            for item in topLevel {
                guard let view = laidOut.view(ids[item.key]!) else { continue }
                let frame = view.frame
                let covered = Self.covered(by: view)
                places.append((item, x + frame.minX - covered.minX, 24 + frame.minY - covered.minY))
                x += covered.width + 40
                height = max(height, covered.height)
            }
        }
        document.constraints.removeSubrange(pinned...)
        for place in places {
            document.constraints.append(hint(place.item, .leading, toRoot: place.x, at: at))
            document.constraints.append(hint(place.item, .top, toRoot: place.y, at: at))
        }
        document.canvas.size = Size(width: min(max(x - 16, 200), 4000), height: min(max(height + 48, 120), 4000))
    }

    /// A view's place among its parent's subviews, and the key of the subview before it.
    struct SiblingPlace {
        var index: Int
        var previous: String?
    }

    /// A view and an axis.
    struct AxisKey: Hashable {
        var key: String
        var axis: LayoutAxis
    }

    /// Every subview's place among its siblings, worked out once per parent: asking each view's
    /// parent for its children made 20,000 siblings quadratic.
    private func siblingOrder(_ views: [LoggedItem]) -> [String: SiblingPlace] {
        var places: [String: SiblingPlace] = [:]
        for parent in Set(views.compactMap { hierarchy.parent[$0.key] }) {
            let siblings = hierarchy.children(of: parent).filter { !$0.isLayoutGuide }
            for (index, child) in siblings.enumerated() where hierarchy.parent[child.key] == parent {
                places[child.key] = SiblingPlace(index: index, previous: index > 0 ? siblings[index - 1].key : nil)
            }
        }
        return places
    }

    /// How the log places a view against an earlier sibling on an axis.
    enum SiblingPlacement {
        /// Lined up after it, edge to opposite edge (`H:[a]-(8)-[b]`), as in a row.
        case after
        /// Aligned with it: the same edges, centers or baselines, or one edge with a center.
        case aligned
    }

    /// The pairs of attributes that line one view up after another.
    static let oppositeEdges: Set<Set<LayoutAttribute>> = [[.leading, .trailing], [.left, .right], [.top, .bottom]]

    /// The views, by axis, that a required equality of the log (other than the one it broke)
    /// places against an earlier sibling: edge, center or baseline against edge, center or
    /// baseline on the same axis. Of the two siblings a constraint relates, the later one is
    /// placed by it, so each group of siblings the log ties together keeps its first one's hint.
    private func placedAgainstEarlierSiblings(_ relations: [LoggedRelation?], siblings: [String: SiblingPlace]) -> [AxisKey: SiblingPlacement] {
        var placed: [AxisKey: SiblingPlacement] = [:]
        let broken = log.brokenInList?.address
        for (i, c) in log.constraints.enumerated() where broken == nil || c.address != broken {
            guard let r = relations[i], let second = r.secondItem, r.relation == .equal, r.priority >= 1000,
                r.firstAttribute.isLocation, r.secondAttribute.isLocation,
                let axis = r.firstAttribute.axis, axis == r.secondAttribute.axis,
                let a = siblings[r.firstItem.key], let b = siblings[second.key],
                hierarchy.parent[r.firstItem.key] == hierarchy.parent[second.key], a.index != b.index
            else { continue }
            let key = AxisKey(key: a.index > b.index ? r.firstItem.key : second.key, axis: axis)
            if Self.oppositeEdges.contains([r.firstAttribute, r.secondAttribute]) {
                placed[key] = .after
            } else if placed[key] == nil {
                placed[key] = .aligned
            }
        }
        return placed
    }

    /// The scene laid out for its frames, as the final scene will be: sizes that conflict with
    /// being zero or more are resolved only when the engine explains its conflicts, so it does.
    private func layout(textMeasurer: TextMeasuring) throws(SceneError) -> LoadedScene {
        var builder = SceneBuilder(document, textMeasurer: textMeasurer)
        let scene = try builder.build()
        scene.layout()
        return scene
    }

    /// The union of a view's frame and its subviews' and guides' frames, in its superview's
    /// coordinates; sizes below zero count as zero.
    private static func covered(by view: View) -> Rect {
        func normalized(_ r: Rect) -> Rect { Rect(x: r.minX, y: r.minY, width: max(r.width, 0), height: max(r.height, 0)) }
        var union = normalized(view.frame)
        func add(_ r: Rect) {
            let r = normalized(r)
            let minX = min(union.minX, r.minX), minY = min(union.minY, r.minY)
            union = Rect(x: minX, y: minY, width: max(union.maxX, r.maxX) - minX, height: max(union.maxY, r.maxY) - minY)
        }
        let origin = view.frame.origin
        for guide in view.layoutGuides { add(guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)) }
        for subview in view.subviews { add(covered(by: subview).offsetBy(dx: origin.x, dy: origin.y)) }
        return union
    }

    /// The room a view needs for what the drawing writes in or on it: a label's or button's title
    /// in the title font, else its caption (class or name) in the caption font, with a little
    /// padding; a caption wider than 160 pt is given 160.
    func contentSize(_ item: LoggedItem, textMeasurer: TextMeasuring) -> Size {
        if hasTitle(item), let title = item.title {
            let size = textMeasurer.measure(TextContent(title.replacingNewlines, font: Self.titleFont), width: nil).size
            return Size(width: size.width + 12, height: size.height + 6)
        }
        let size = textMeasurer.measure(TextContent(item.caption, font: Self.captionFont), width: nil).size
        return Size(width: min(size.width + 10, 160), height: size.height + 8)
    }

    private func hint(_ item: LoggedItem, _ attribute: LayoutAttribute, constant: Double, at: SourceLocation) -> ConstraintSpec {
        constraintSpec(
            LoggedRelation(firstItem: item, firstAttribute: attribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: constant),
            id: nil, at: at, priority: Self.hintPriority)
    }

    private func hint(_ item: LoggedItem, _ attribute: LayoutAttribute, atLeast constant: Double, at: SourceLocation) -> ConstraintSpec {
        constraintSpec(
            LoggedRelation(firstItem: item, firstAttribute: attribute, relation: .greaterThanOrEqual, secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: constant),
            id: nil, at: at, priority: Self.contentPriority)
    }

    private func hint(_ item: LoggedItem, _ attribute: LayoutAttribute, to other: String, constant: Double, at: SourceLocation) -> ConstraintSpec {
        constraintSpec(
            LoggedRelation(firstItem: item, firstAttribute: attribute, relation: .equal, secondItem: hierarchy.item(other), secondAttribute: attribute, multiplier: 1, constant: constant),
            id: nil, at: at, priority: Self.hintPriority)
    }

    private func hint(_ item: LoggedItem, _ attribute: LayoutAttribute, toRoot constant: Double, at: SourceLocation) -> ConstraintSpec {
        let fields = FieldsSpec(
            item: Located(ids[item.key]!, at: at), attribute: Located(attribute.rawValue, at: at), relation: .equal,
            toItem: Located("root", at: at), toAttribute: Located(attribute.rawValue, at: at), multiplier: 1,
            // Within a scene file's range: a view the log's multipliers put far away stays there in the drawing.
            constant: min(max(constant, -SceneLimits.largestNumber), SceneLimits.largestNumber), priority: Self.hintPriority)
        return ConstraintSpec(form: .fields(fields), location: at)
    }
}

extension Rect {
    fileprivate func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
}
