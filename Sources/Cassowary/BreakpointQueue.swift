/// A row that the entering symbol drives to zero after moving `ratio`, at `rate` per unit.
struct Breakpoint {
    let ratio: Double
    let basic: Symbol
    let slot: Int32
    let rate: Double

    /// Nearest first; ties go to the lowest basic symbol, so the order is the same on every run.
    static func precedes(_ a: Breakpoint, _ b: Breakpoint) -> Bool {
        a.ratio < b.ratio || (a.ratio == b.ratio && a.basic < b.basic)
    }
}

/// The breakpoints of a long step in order, without sorting them all: the step usually stops
/// after a few, and a column can hold thousands.
///
/// - Complexity: O(n) to build, O(log n) per breakpoint taken.
struct BreakpointQueue {
    private var items: [Breakpoint] = []

    mutating func append(_ breakpoint: Breakpoint) { items.append(breakpoint) }

    mutating func heapify() {
        guard items.count > 1 else { return }
        for i in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    }

    mutating func popFirst() -> Breakpoint? {
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
            if left < items.count && Breakpoint.precedes(items[left], items[first]) { first = left }
            if right < items.count && Breakpoint.precedes(items[right], items[first]) { first = right }
            if first == parent { return }
            items.swapAt(parent, first)
            parent = first
        }
    }
}
