import AutoLayout
import SceneModel

/// The views and guides a log names, each once, with the superview (or owning view) each most
/// likely has: the log prints no hierarchy, so it is inferred from what the constraints say.
///
/// In order of trust: a Visual Format `|` (or the `'|'` an equation is printed with) names the
/// superview; UIKit's identifiers tell a margins or safe area guide's owner and a stack view's
/// arranged views; an autoresizing constraint's second item is the first's superview; a view
/// related to a margin of X (`X.topMargin`, X's margins or safe area guide) lies inside X. Then,
/// views side by side in one Visual Format share a superview, and an equation's edges tell the
/// rest: one view's leading or top edge at or after another's (`>=`, or `==` with a gap), or its
/// trailing or bottom edge at or before it, puts it inside that view (unless that view is a label,
/// image view, button or the like); one view starting where another ends makes them siblings;
/// where the edges do not tell, a view related to a view sized from outside (an encapsulated
/// size), or to a container (a view known to have subviews, a cell, a content view, a stack or
/// scroll view) lies inside it (a view placed by its autoresizing mask rather holds the views
/// related to it), and one related to a view whose superview is known is its sibling. Cells and views the table gives an encapsulated size stay at the top.
struct LoggedHierarchy {
    /// Every item, in the order the log first names it.
    private(set) var items: [LoggedItem] = []
    private var index: [String: Int] = [:]
    /// Superview (or owning view, for a guide) by key; nil for a top-level item.
    private(set) var parent: [String: String] = [:]
    /// The keys of each item's children, in the order the log first names them: asking for an
    /// item's children is then not a walk over every item (40,000 constraints were quadratic).
    private var childKeys: [String: [String]] = [:]
    /// Views placed by their autoresizing mask: set by frame, they are more likely to hold the
    /// views constrained to them than to lie inside those.
    private var framed: Set<String> = []

    init(_ constraints: [LoggedConstraint]) {
        for c in constraints {
            guard let r = c.relation else { continue }
            add(r.firstItem)
            if let second = r.secondItem { add(second) }
            for (child, superview) in c.superviews {
                add(superview)
                add(child)
            }
        }
        inferParents(constraints)
    }

    func item(_ key: String) -> LoggedItem { items[index[key]!] }

    /// Items in the order the log names them, those without a superview first among equals.
    var topLevel: [LoggedItem] { items.filter { parent[$0.key] == nil } }

    func children(of key: String) -> [LoggedItem] { (childKeys[key] ?? []).map(item) }

    /// Whether `a` is above `b`, looked for among `b`'s nearest ``searchedDepth`` superviews only:
    /// a chain longer than that is refused (``firstView(nestedDeeperThan:)``) whatever it then
    /// holds, and walking every chain to its top made a log of one long chain quadratic.
    func isAncestor(_ a: String, of b: String) -> Bool {
        var k: String? = parent[b]
        var steps = 0
        while let current = k, steps <= Self.searchedDepth {
            if current == a { return true }
            k = parent[current]
            steps += 1
        }
        return false
    }

    /// How far up the hierarchy is ever walked: one step past the deepest nesting a scene may have.
    static let searchedDepth = SceneLimits.maximumDepth + 1

    /// The number of superviews above the item (at most one past ``searchedDepth``).
    func depth(_ key: String) -> Int {
        var n = 0, k = parent[key]
        while let current = k, n <= Self.searchedDepth {
            n += 1
            k = parent[current]
        }
        return n
    }

    /// The first view, in the log's order, with more than `limit` superviews; each view's depth
    /// is found once, from its superview's.
    func firstView(nestedDeeperThan limit: Int) -> LoggedItem? {
        var depths: [String: Int] = [:]
        depths.reserveCapacity(items.count)
        for item in items where !item.isLayoutGuide {
            var chain = [item.key]
            var known = 0
            while let above = parent[chain[chain.count - 1]] {
                if let d = depths[above] {
                    known = d + 1
                    break
                }
                // A chain this long is too deep wherever it ends (or it is a cycle).
                guard chain.count <= limit else { return item }
                chain.append(above)
            }
            for (steps, key) in chain.reversed().enumerated() { depths[key] = known + steps }
            if depths[item.key]! > limit { return item }
        }
        return nil
    }

    // MARK: Building

    mutating func add(_ item: LoggedItem) {
        if let i = index[item.key] {
            var known = items[i]
            if known.className == nil { known.className = item.className }
            if known.title == nil { known.title = item.title }
            if known.name == nil { known.name = item.name }
            items[i] = known
        } else {
            index[item.key] = items.count
            items.append(item)
        }
    }

    mutating func setParent(_ child: String, _ superview: String) {
        guard child != superview, parent[child] == nil, !isAncestor(child, of: superview) else { return }
        guard !item(superview).isLayoutGuide else { return }
        parent[child] = superview
        // Kept in the items' order: inserted where the child's index belongs.
        let position = index[child]!
        var low = 0, high = childKeys[superview]?.count ?? 0
        while low < high {
            let middle = (low + high) / 2
            if index[childKeys[superview]![middle]]! < position { low = middle + 1 } else { high = middle }
        }
        childKeys[superview, default: []].insert(child, at: low)
    }

    private mutating func inferParents(_ constraints: [LoggedConstraint]) {
        for c in constraints {
            for (child, superview) in c.superviews { setParent(child.key, superview.key) }
        }
        let top = Set(constraints.filter(\.fixesTopLevelSize).compactMap { $0.relation?.firstItem.key })
        framed = Set(constraints.filter(\.isAutoresizing).compactMap { $0.relation?.firstItem.key })
        for c in constraints { inferFromUIKitIdentifier(c, topLevel: top) }
        for c in constraints { inferFromAutoresizing(c, topLevel: top) }
        for c in constraints { inferFromMargins(c, topLevel: top) }
        for _ in 0..<2 {
            for c in constraints { inferSiblings(c) }
            for c in constraints { inferFromEquation(c, topLevel: top) }
        }
    }

    /// Views side by side in one Visual Format share a superview.
    private mutating func inferSiblings(_ c: LoggedConstraint) {
        for (a, b) in c.siblings {
            if let p = parent[a.key] { setParent(b.key, p) }
            if let p = parent[b.key] { setParent(a.key, p) }
        }
    }

    /// What UIKit's own identifiers say: a `UIView-…Margin-guide-constraint` (or a safe area
    /// guide's `UIViewSafeAreaLayoutGuide-…`) pins a guide to the view that owns it; a stack view's
    /// `UISV-canvas-connection` pins an arranged view (or spacer) inside the stack view, or inside
    /// the view whose margins guide it names.
    private mutating func inferFromUIKitIdentifier(_ c: LoggedConstraint, topLevel: Set<String>) {
        guard let identifier = c.identifier, let r = c.relation, let second = r.secondItem else { return }
        let first = r.firstItem
        if identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
            || identifier.hasPrefix("UIViewLayoutMarginsGuide-")
        {
            if first.isLayoutGuide && !second.isLayoutGuide { setParent(first.key, second.key) }
            if second.isLayoutGuide && !first.isLayoutGuide { setParent(second.key, first.key) }
        } else if identifier == "UISV-canvas-connection" {
            let canvas = first.isLayoutGuide ? parent[first.key] : first.key
            if let canvas, !topLevel.contains(second.key) { setParent(second.key, canvas) }
        }
    }

    /// An autoresizing constraint relates a view to its superview (`UIView.midX == UIWindow.midX
    /// + 187.5`): its second item is the superview.
    private mutating func inferFromAutoresizing(_ c: LoggedConstraint, topLevel: Set<String>) {
        guard c.isAutoresizing, let r = c.relation, let second = r.secondItem, !second.isLayoutGuide, !r.firstItem.isLayoutGuide,
            !topLevel.contains(r.firstItem.key)
        else { return }
        setParent(r.firstItem.key, second.key)
    }

    /// A margin of X (`X.topMargin`, or X's margins or safe area guide) related to a view Y: Y lies
    /// inside X, unless Y is already known to hold X.
    private mutating func inferFromMargins(_ c: LoggedConstraint, topLevel: Set<String>) {
        guard let r = c.relation, let second = r.secondItem else { return }
        for (x, xAttribute, y) in [(r.firstItem, r.firstAttribute, second), (second, r.secondAttribute, r.firstItem)] {
            guard !y.isLayoutGuide, !topLevel.contains(y.key) else { continue }
            if xAttribute.isMargin && !x.isLayoutGuide {
                setParent(y.key, x.key)
            } else if x.isLayoutGuide, Self.isViewsOwnGuide(x), let owner = parent[x.key] {
                setParent(y.key, owner)
            }
        }
    }

    /// A view's margins or safe area guide, which lies inside the view.
    static func isViewsOwnGuide(_ item: LoggedItem) -> Bool {
        guard item.isLayoutGuide, let title = item.title else { return false }
        return title == "UIViewLayoutMarginsGuide" || title == "UIViewSafeAreaLayoutGuide"
    }

    private mutating func inferFromEquation(_ c: LoggedConstraint, topLevel: Set<String>) {
        guard let r = c.relation, let second = r.secondItem else { return }
        let a = r.firstItem.key, b = second.key
        let stackSiblings = (c.identifier ?? "").hasPrefix("UISV-") && c.identifier != "UISV-canvas-connection"
        let placement = Self.placement(r)
        for (child, other) in [(a, b), (b, a)] where parent[child] == nil && !topLevel.contains(child) {
            let childItem = item(child), otherItem = item(other)
            if childItem.isLayoutGuide {
                setParent(child, otherItem.isLayoutGuide ? (parent[other] ?? other) : (isContainer(other) ? other : parent[other] ?? other))
            } else if placement == .beside || stackSiblings || otherItem.isLayoutGuide {
                // Views one after the other, or arranged views of one stack view: siblings.
                if let p = parent[other] { setParent(child, p) }
            } else if case .inside(let inner)? = placement {
                let outer = inner == child ? other : child
                if isLeaf(outer) {
                    // A label or image view holds no views: offset edges make them siblings.
                    if let p = parent[other] { setParent(child, p) }
                } else if inner == child {
                    setParent(child, other)
                }
                // The child holding the other says nothing of its own superview.
            } else if topLevel.contains(other) || (framed.contains(other) && !framed.contains(child))
                || (isContainer(other) && !isContainer(child) && !(framed.contains(child) && !framed.contains(other)))
            {
                setParent(child, other)
            } else if let p = parent[other] {
                setParent(child, p)
            }
        }
    }

    /// How a relation of edges places its two items: the first inside the second when its leading
    /// or top edge is at or after the other's (`>=`, or `==` with a positive gap) or its trailing or
    /// bottom edge at or before it, the reverse for the reverse; beside each other when one
    /// starts where the other ends or after. Nil when the attributes do not tell (equal edges,
    /// sizes, centres).
    enum Placement: Equatable {
        case inside(String)
        case beside
    }

    static func placement(_ r: LoggedRelation) -> Placement? {
        guard let second = r.secondItem, r.multiplier == 1 else { return nil }
        let first = r.firstItem
        let starts: Set<LayoutAttribute> = [.leading, .left, .top], ends: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        let k = r.constant
        let atOrAfter = (r.relation == .greaterThanOrEqual && k >= 0) || (r.relation == .equal && k > 0)
        let atOrBefore = (r.relation == .lessThanOrEqual && k <= 0) || (r.relation == .equal && k < 0)
        let f = r.firstAttribute, s = r.secondAttribute
        if f == s && starts.contains(f) {
            if atOrAfter { return .inside(first.key) }
            if atOrBefore { return .inside(second.key) }
        } else if f == s && ends.contains(f) {
            if atOrBefore { return .inside(first.key) }
            if atOrAfter { return .inside(second.key) }
        } else if starts.contains(f) && ends.contains(s) && f.axis == s.axis {
            if atOrAfter || (r.relation == .equal && k == 0) { return .beside }
        } else if ends.contains(f) && starts.contains(s) && f.axis == s.axis {
            if atOrBefore || (r.relation == .equal && k == 0) { return .beside }
        }
        return nil
    }

    /// A view of a class that shows content rather than holding views, with no subviews known.
    func isLeaf(_ key: String) -> Bool {
        if childKeys[key] != nil { return false }
        let name = item(key).className ?? ""
        return ["Label", "ImageView", "Button", "TextField", "TextView", "Switch", "Slider", "ProgressView", "IndicatorView"]
            .contains { name.hasSuffix($0) }
    }

    /// A view that holds others: one known to have subviews, or of a class that exists to.
    func isContainer(_ key: String) -> Bool {
        if childKeys[key] != nil { return true }
        let name = item(key).className ?? ""
        return ["ContentView", "Cell", "StackView", "ScrollView", "Window", "HostView", "ContainerView"].contains { name.hasSuffix($0) }
    }
}

extension LoggedConstraint {
    /// A size a table, collection view or window gives from outside: its view is at the top.
    var fixesTopLevelSize: Bool {
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier == "_UITemporaryLayoutWidth"
            || identifier == "_UITemporaryLayoutHeight"
    }
}
