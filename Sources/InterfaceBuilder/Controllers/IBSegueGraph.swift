/// A storyboard's segues between view controllers, by kind: what shows what.
struct IBSegueGraph {
    typealias Edge = (from: String, to: String)

    /// Navigation controllers and their roots.
    private(set) var roots: [Edge] = []
    /// Tab bar controllers and their tabs.
    private(set) var tabs: [Edge] = []
    /// Split view controllers and their columns.
    private(set) var columns: [Edge] = []
    /// `show` and `push` segues.
    private(set) var pushes: [Edge] = []
    /// Destinations of modal presentations in a sheet style.
    private(set) var presented: Set<String> = []
    /// Controllers embedded in a container view (`kind="embed"`).
    private(set) var embedded: Set<String> = []
    /// Those whose container view lies inside a scroll view (a table's cell, say).
    private(set) var embeddedInScrollViews: Set<String> = []
    /// Every view controller of the storyboard, by id.
    private(set) var controllers: [String: XMLElementNode] = [:]

    init(_ root: XMLElementNode) {
        let all = root.child("scenes")?.children("scene").flatMap { $0.child("objects")?.elements ?? [] } ?? []
        for controller in all {
            let id = controller["id"] ?? ""
            controllers[id] = controller
            for (segue, inScrollView) in IBSegueGraph.segues(in: controller) {
                guard let destination = segue["destination"] else { continue }
                add(segue, from: controller, id: id, to: destination)
                if segue["kind"] == "embed" && inScrollView { embeddedInScrollViews.insert(destination) }
            }
        }
    }

    private mutating func add(_ segue: XMLElementNode, from controller: XMLElementNode, id: String, to destination: String) {
        switch (segue["kind"], segue["relationship"]) {
        case ("relationship", "rootViewController") where controller.name == "navigationController": roots.append((id, destination))
        case ("relationship", "viewControllers") where controller.name == "tabBarController": tabs.append((id, destination))
        case ("relationship", "masterViewController"), ("relationship", "detailViewController"): columns.append((id, destination))
        case ("show", _), ("push", _): pushes.append((id, destination))
        case ("embed", _): embedded.insert(destination)
        case ("presentation", _), ("modal", _):
            if IBSegueGraph.isSheet(segue["modalPresentationStyle"]) { presented.insert(destination) }
        default: break
        }
    }

    /// Whether a modal presentation style shows a sheet: the default (automatic), a page or form
    /// sheet; full screen and the rest cover the screen.
    private static func isSheet(_ style: String?) -> Bool {
        guard let style else { return true }
        return ["automatic", "pageSheet", "formSheet"].contains(style)
    }

    /// The segues under an element, each with whether a scroll view (or table, collection or text
    /// view) holds it.
    private static func segues(in element: XMLElementNode, inScrollView: Bool = false) -> [(XMLElementNode, Bool)] {
        let inside = inScrollView || IBViewReader.scrollingElements.contains(element.name)
        return element.elements.flatMap { $0.name == "segue" ? [($0, inside)] : segues(in: $0, inScrollView: inside) }
    }

    /// Spreads a value along `edges` to the destinations that have none (and that `accepts`),
    /// as passes over the edges in order would until nothing changes: where several edges reach
    /// one destination, the first to find its source with a value gives it.
    ///
    /// Each edge fires once, in the order of the pass and place where it would: an edge after the
    /// one that gave its source a value in the same pass, one before it in the next. (Passes that
    /// advanced one edge each over every edge took 88 s for a chain of 32,000 listed last first.)
    static func spread<Value>(_ values: inout [String: Value], along edges: [Edge], where accepts: (Edge) -> Bool = { _ in true }) {
        var outgoing: [String: [Int]] = [:]
        for (index, edge) in edges.enumerated() where accepts(edge) { outgoing[edge.from, default: []].append(index) }
        var queue = FiringQueue()
        // A source given its value at (pass, index): its edges fire later in that pass or in the next.
        func schedule(from source: String, after time: (pass: Int, index: Int)) {
            for index in outgoing[source] ?? [] { queue.push((index > time.index ? time.pass : time.pass + 1, index)) }
        }
        for source in outgoing.keys where values[source] != nil { schedule(from: source, after: (0, -1)) }
        while let (pass, index) = queue.pop() {
            let edge = edges[index]
            guard values[edge.to] == nil, let value = values[edge.from] else { continue }
            values[edge.to] = value
            schedule(from: edge.to, after: (pass, index))
        }
    }
}

/// The edges waiting to fire, earliest first: a binary heap of (pass, index).
private struct FiringQueue {
    private var heap: [(Int, Int)] = []

    mutating func push(_ time: (Int, Int)) {
        heap.append(time)
        var child = heap.count - 1
        while child > 0, heap[child] < heap[(child - 1) / 2] {
            heap.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return first }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
