import LayoutValues

/// Rectangles bucketed in a grid of 32-point cells, to find those near a place without looking
/// at all of them.
///
/// Each rectangle is kept grown by a clearance, its edges computed once, as the tests compare
/// against them. A cell's rectangles are a chain through one array of entries, newest first; the
/// cells over the region labels may take (``init(_:clearance:region:)``) are found by arithmetic,
/// the rare ones outside it (obstacles beyond the panel) in a dictionary.
struct RectIndex {
    /// The rectangles as added.
    private(set) var rects: [Rect] = []
    let clearance: Double
    /// Each rectangle grown by ``clearance``, and the cells it is in (nil: too big to bucket, or
    /// not finite).
    private var items: [(grown: Edges, cells: Cells?)] = []
    /// Rectangles too big to bucket: always looked at.
    private var large: [Int] = []
    /// Each cell of the region's newest entry, or -1, row by row.
    private var heads: [Int]
    /// The newest entry of each cell outside the region.
    private var outsideHeads: [Int64: Int] = [:]
    /// Cell memberships: a rectangle and the cell's previous entry (or -1).
    private var entries: [(item: Int, next: Int)] = []
    /// The region's cells.
    private let region: Cells?
    private static let cell = 32.0

    /// A rectangle's edges, as ``Rect`` computes them.
    fileprivate struct Edges {
        var minX, minY, maxX, maxY: Double

        init(_ r: Rect) {
            (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
        }

        /// ``Rect/intersects(_:)``.
        @inline(__always)
        func intersects(_ o: Edges) -> Bool {
            minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
        }

        /// ``Rect/overlapArea(with:)``.
        @inline(__always)
        func overlapArea(with o: Edges) -> Double {
            let w = min(maxX, o.maxX) - max(minX, o.minX)
            let h = min(maxY, o.maxY) - max(minY, o.minY)
            return w > 0 && h > 0 ? w * h : 0
        }
    }

    /// A block of cells, first and last column and row.
    fileprivate struct Cells {
        var x0, x1, y0, y1: Int

        /// The cells a rectangle covers; nil when it covers more than `limit` (or is not finite,
        /// or is too far out for cell numbers).
        @inline(__always)
        init?(_ r: Rect, limit: Int = 64) {
            guard let x0 = Cells.number(r.minX), let x1 = Cells.number(r.maxX), let y0 = Cells.number(r.minY),
                let y1 = Cells.number(r.maxY)
            else { return nil }
            let columns = x1 - x0 + 1, rows = y1 - y0 + 1
            guard columns >= 1, rows >= 1, columns <= limit, rows <= limit, columns * rows <= limit else { return nil }
            (self.x0, self.x1, self.y0, self.y1) = (x0, x1, y0, y1)
        }

        var columns: Int { x1 - x0 + 1 }
        var rows: Int { y1 - y0 + 1 }

        @inline(__always)
        func overlaps(_ o: Cells) -> Bool {
            x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1
        }

        /// The number of the cell holding a coordinate, its floor divided by the cell size; nil
        /// when it is not finite or too far out.
        @inline(__always)
        private static func number(_ value: Double) -> Int? {
            let n = value / RectIndex.cell
            guard abs(n) < 1e17 else { return nil }
            let truncated = Int(n)
            return Double(truncated) > n ? truncated - 1 : truncated
        }
    }

    /// An index of `rects`, with the cells over `region` found by arithmetic (none when it is
    /// not finite or covers more than a million cells).
    init(_ rects: [Rect], clearance: Double, region: Rect) {
        self.clearance = clearance
        self.region = Cells(region, limit: 1 << 20)
        heads = Array(repeating: -1, count: self.region.map { $0.columns * $0.rows } ?? 0)
        for r in rects { append(r) }
    }

    /// - Complexity: O(cells the rectangle covers), at most 64.
    mutating func append(_ rect: Rect) {
        let index = rects.count
        let cells = Cells(rect)
        rects.append(rect)
        items.append((Edges(rect.outset(by: clearance)), cells))
        guard let cells else {
            large.append(index)
            return
        }
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                if let slot = slot(x, y) {
                    entries.append((index, heads[slot]))
                    heads[slot] = entries.count - 1
                } else {
                    let key = RectIndex.key(x, y)
                    entries.append((index, outsideHeads[key] ?? -1))
                    outsideHeads[key] = entries.count - 1
                }
            }
        }
    }

    /// A place to test, with what the tests need computed once.
    struct Query {
        fileprivate let edges: Edges
        /// The cells the place grown by the clearance covers; nil when too many.
        fileprivate let cells: Cells?
    }

    func query(_ rect: Rect) -> Query {
        Query(edges: Edges(rect), cells: Cells(rect.outset(by: clearance)))
    }

    /// Whether a rectangle grown by the clearance intersects `rect`.
    /// - Complexity: O(rectangles in the cells that `rect` grown by the clearance covers).
    func anyIntersects(_ rect: Rect) -> Bool {
        blocker(of: query(rect)) != nil
    }

    /// A rectangle (its index) whose grown rectangle intersects the place, among those in the
    /// cells the place grown by the clearance covers; nil when there is none.
    /// - Complexity: O(rectangles in those cells).
    func blocker(of query: Query) -> Int? {
        for i in large where items[i].grown.intersects(query.edges) { return i }
        guard let cells = query.cells else {
            return items.firstIndex { $0.grown.intersects(query.edges) }
        }
        var looked = 0
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                var entry = head(x, y)
                while entry >= 0 {
                    let i = entries[entry].item
                    if items[i].grown.intersects(query.edges) { return i }
                    entry = entries[entry].next
                    looked += 1
                    // Past this many marks beside the place and none on it, the place counts as
                    // free: in a pile of thousands of views (unreadable anyway) a label may then
                    // touch one, rather than each label costing the whole pile.
                    if looked >= Self.mostLookedAt { return nil }
                }
            }
        }
        return nil
    }

    /// The most rectangles one query of ``blocker(of:)`` looks at.
    static let mostLookedAt = 2048

    /// Whether rectangle `index` is one ``blocker(of:)`` could answer for the place: its grown
    /// rectangle intersects the place and it is in a cell the search looks at. A quick test of
    /// a likely blocker, with the same answer as the search.
    /// - Complexity: O(1).
    func blocks(_ index: Int, _ query: Query) -> Bool {
        let item = items[index]
        guard item.grown.intersects(query.edges) else { return false }
        guard let own = item.cells, let searched = query.cells else { return true }
        return own.overlaps(searched)
    }

    /// Rectangle `index` grown by the clearance: what a place must not intersect.
    func grown(_ index: Int) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let edges = items[index].grown
        return (edges.minX, edges.minY, edges.maxX, edges.maxY)
    }

    /// The most rectangles one query of ``coveredArea(of:scratch:)`` counts.
    static let mostCountedCovers = 256

    /// The area of `rect` that the rectangles grown by the clearance cover, each counted (so
    /// overlapping ones count twice), summed in the order they were added. `scratch` is working
    /// space, kept by the caller to spare allocations.
    /// - Complexity: O(rectangles in the cells that `rect` grown by the clearance covers).
    func coveredArea(of rect: Rect, scratch covering: inout [Int]) -> Double {
        let query = Edges(rect)
        covering.removeAll(keepingCapacity: true)
        if let cells = Cells(rect.outset(by: clearance)) {
            for i in large where items[i].grown.overlapArea(with: query) > 0 { covering.append(i) }
            for y in cells.y0...cells.y1 {
                for x in cells.x0...cells.x1 {
                    var entry = head(x, y)
                    // A place under this many marks is crowded whatever the rest adds: counting
                    // them all would make a pile of n views cost n² (10,000 views: minutes).
                    while entry >= 0, covering.count < Self.mostCountedCovers {
                        let i = entries[entry].item
                        if items[i].grown.overlapArea(with: query) > 0 { covering.append(i) }
                        entry = entries[entry].next
                    }
                }
            }
        } else {
            covering = items.indices.filter { items[$0].grown.overlapArea(with: query) > 0 }
        }
        // Those that cover nothing add nothing: the sum is the one over every rectangle nearby.
        covering.sort()
        var area = 0.0, last = -1
        for i in covering where i != last {
            area += items[i].grown.overlapArea(with: query)
            last = i
        }
        return area
    }

    /// The newest entry of cell (x, y), or -1.
    @inline(__always)
    private func head(_ x: Int, _ y: Int) -> Int {
        if let slot = slot(x, y) { return heads[slot] }
        return outsideHeads.isEmpty ? -1 : outsideHeads[RectIndex.key(x, y)] ?? -1
    }

    /// Where cell (x, y) is in ``heads``; nil outside the region.
    @inline(__always)
    private func slot(_ x: Int, _ y: Int) -> Int? {
        guard let region, x >= region.x0, x <= region.x1, y >= region.y0, y <= region.y1 else { return nil }
        return (y - region.y0) * region.columns + (x - region.x0)
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 { Int64(y) << 32 ^ (Int64(x) & 0xffff_ffff) }
}
