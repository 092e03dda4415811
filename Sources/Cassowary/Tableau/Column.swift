/// The slots of the rows that may hold one symbol, in the order they were noted: the first two
/// in the column itself, the rest in an array.
///
/// Most symbols are in one or two rows (a label's slacks and errors, a view's position): an array
/// for each was an allocation per symbol, about 40 bytes of a large scene's memory for each of
/// its million symbols, and the page faults of touching them.
struct Column: Sequence {
    /// -1 when empty; `second` is set only after `first`, and `rest` holds slots only after both.
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var rest: [Int32] = []

    init() {}

    var count: Int { (first < 0 ? 0 : second < 0 ? 1 : 2) + rest.count }
    var isEmpty: Bool { first < 0 }

    mutating func append(_ slot: Int32) {
        if first < 0 {
            first = slot
        } else if second < 0 {
            second = slot
        } else {
            rest.append(slot)
        }
    }

    /// Keeps the slots `isKept` accepts, in order (it is asked once for each, in order).
    mutating func filter(_ isKept: (Int32) -> Bool) {
        let n = count
        var kept = 0
        for i in 0..<n {
            let slot = self[i]
            if isKept(slot) {
                self[kept] = slot
                kept += 1
            }
        }
        removeLast(n - kept)
    }

    /// Empties the column; `keepingCapacity` keeps the array that held slots past the second.
    mutating func removeAll(keepingCapacity: Bool = false) {
        first = -1
        second = -1
        rest.removeAll(keepingCapacity: keepingCapacity)
    }

    private mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        let n = count - k
        if n >= 2 {
            rest.removeLast(k)
        } else {
            // Past the second slot nothing is left: the array keeps its storage, as one would.
            rest.removeAll(keepingCapacity: true)
            second = -1
            if n == 0 { first = -1 }
        }
    }

    private subscript(i: Int) -> Int32 {
        get { i == 0 ? first : i == 1 ? second : rest[i - 2] }
        set {
            if i == 0 {
                first = newValue
            } else if i == 1 {
                second = newValue
            } else {
                rest[i - 2] = newValue
            }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let column: Column
        fileprivate var position = 0

        mutating func next() -> Int32? {
            guard position < column.count else { return nil }
            defer { position += 1 }
            return column[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    var underestimatedCount: Int { count }
}
