/// What a ``MinHeap`` orders: `precedes` is a strict order, and total, so that the order of
/// equal keys is the same on every run.
protocol HeapOrdered {
    static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// A binary min-heap: the breakpoints of a long step in order without sorting them all (the step
/// usually stops after a few, and a column can hold thousands), and the breakpoints of hubs.
///
/// - Complexity: O(n) to build with ``heapify()``, O(log n) per push and pop.
struct MinHeap<Element: HeapOrdered> {
    private var items: [Element] = []

    var count: Int { items.count }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    /// Appends without ordering; call ``heapify()`` before popping.
    mutating func append(_ element: Element) { items.append(element) }

    mutating func heapify() {
        guard items.count > 1 else { return }
        for i in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Element.precedes(items[child], items[parent]) else { return }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Element? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            siftDown(0)
        }
        return first
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < items.count && Element.precedes(items[left], items[first]) { first = left }
            if right < items.count && Element.precedes(items[right], items[first]) { first = right }
            if first == parent { return }
            items.swapAt(parent, first)
            parent = first
        }
    }
}

/// A row that the entering symbol drives to zero after moving `ratio`, at `rate` per unit.
struct Breakpoint: HeapOrdered {
    let ratio: Double
    let basic: Symbol
    let slot: Int32
    let rate: Double

    /// Nearest first; ties go to the lowest basic symbol, so the order is the same on every run.
    static func precedes(_ a: Breakpoint, _ b: Breakpoint) -> Bool {
        a.ratio < b.ratio || (a.ratio == b.ratio && a.basic < b.basic)
    }
}
