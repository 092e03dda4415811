/// An array kept in pages of 64 elements, so that a copy of a tableau (the snapshot taken before
/// an addition that may fail) costs O(n / 64) and later writes copy only the pages they touch.
///
/// A plain array of rows would copy every row (retaining each one's storage) on the first write
/// after the snapshot: O(rows) for each such addition, which made adding n constraints O(n²).
struct PagedArray<Element> {
    private var pages: [[Element]] = []
    private(set) var count = 0

    private static var shift: Int { 6 }
    private static var pageSize: Int { 1 << shift }

    var indices: Range<Int> { 0..<count }
    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        get { pages[index >> Self.shift][index & (Self.pageSize - 1)] }
        _modify { yield &pages[index >> Self.shift][index & (Self.pageSize - 1)] }
    }

    mutating func append(_ element: Element) {
        if count & (Self.pageSize - 1) == 0 {
            var page: [Element] = []
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(element)
        count += 1
    }

    /// Removes the elements from `start` on.
    mutating func removeSubrange(from start: Int) {
        while count > start {
            pages[pages.count - 1].removeLast()
            if pages[pages.count - 1].isEmpty { pages.removeLast() }
            count -= 1
        }
    }

    func map<T>(_ transform: (Element) -> T) -> [T] {
        indices.map { transform(self[$0]) }
    }
}
