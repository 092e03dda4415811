/// The views and guides a log names, each once, with the superview (or owning view) each most
/// likely has: the log prints no hierarchy, so it is inferred from what the constraints say.
///
/// In order of trust: a Visual Format `|` names the superview; views side by side in one Visual
/// Format share it; a margins or safe area guide belongs to the view its guide constraint pins it
/// to; a view related to a container (a view known to have subviews, a cell, a content view, a
/// stack or scroll view) lies inside it; a view related to one whose superview is known is its
/// sibling. Cells and views the table gives an encapsulated size stay at the top.
struct LoggedHierarchy {
    /// Every item, in the order the log first names it.
    private(set) var items: [LoggedItem] = []
    private var index: [String: Int] = [:]
    /// Superview (or owning view, for a guide) by key; nil for a top-level item.
    private(set) var parent: [String: String] = [:]

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

    func children(of key: String) -> [LoggedItem] { items.filter { parent[$0.key] == key } }

    func isAncestor(_ a: String, of b: String) -> Bool {
        var k: String? = parent[b]
        var steps = 0
        while let current = k, steps <= items.count {
            if current == a { return true }
            k = parent[current]
            steps += 1
        }
        return false
    }

    /// The number of superviews above the item.
    func depth(_ key: String) -> Int {
        var n = 0, k = parent[key]
        while let current = k, n <= items.count {
            n += 1
            k = parent[current]
        }
        return n
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
    }

    private mutating func inferParents(_ constraints: [LoggedConstraint]) {
        for c in constraints {
            for (child, superview) in c.superviews { setParent(child.key, superview.key) }
        }
        let top = Set(constraints.filter(\.fixesTopLevelSize).compactMap { $0.relation?.firstItem.key })
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

    private mutating func inferFromEquation(_ c: LoggedConstraint, topLevel: Set<String>) {
        guard let r = c.relation, let second = r.secondItem else { return }
        let a = r.firstItem.key, b = second.key
        for (child, other) in [(a, b), (b, a)] where parent[child] == nil && !topLevel.contains(child) {
            let childItem = item(child), otherItem = item(other)
            if childItem.isLayoutGuide {
                setParent(child, otherItem.isLayoutGuide ? (parent[other] ?? other) : (isContainer(other) ? other : parent[other] ?? other))
            } else if isContainer(other) && !isContainer(child) {
                setParent(child, other)
            } else if let p = parent[other] {
                setParent(child, p)
            }
        }
    }

    /// A view that holds others: one known to have subviews, or of a class that exists to.
    func isContainer(_ key: String) -> Bool {
        if parent.values.contains(key) { return true }
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
