import AutoLayout

/// Rectangles bucketed in a grid of 32-point cells, to find those near a place without looking
/// at all of them.
///
/// Each rectangle is kept grown by a clearance, computed once, as the tests compare against it.
/// The cells over the region labels may take (``init(_:clearance:region:)``) are an array; the
/// rare ones outside it (obstacles beyond the panel) a dictionary.
struct RectIndex {
    /// The rectangles as added.
    private(set) var rects: [Rect] = []
    /// The rectangles grown by ``clearance``.
    private var grown: [Rect] = []
    let clearance: Double
    /// Rectangles too big to bucket (or not finite): always looked at.
    private var large: [Int] = []
    /// The cells in `columns` × `rows` from `firstColumn`, `firstRow`, row by row.
    private var cells: [[Int]]
    private let firstColumn: Int, firstRow: Int, columns: Int, rows: Int
    /// Cells outside the array's region.
    private var outside: [Int64: [Int]] = [:]
    private static let cell = 32.0

    /// An index of `rects`, with an array of cells over `region` (nothing when it is empty or
    /// not finite).
    init(_ rects: [Rect], clearance: Double, region: Rect) {
        self.clearance = clearance
        if let range = RectIndex.cellRange(region, limit: 1 << 20) {
            firstColumn = Int(range.x.lowerBound)
            firstRow = Int(range.y.lowerBound)
            columns = range.x.count
            rows = range.y.count
        } else {
            (firstColumn, firstRow, columns, rows) = (0, 0, 0, 0)
        }
        cells = Array(repeating: [], count: columns * rows)
        for r in rects { append(r) }
    }

    /// - Complexity: O(cells the rectangle covers), at most 64.
    mutating func append(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        grown.append(rect.outset(by: clearance))
        guard let range = RectIndex.cellRange(rect) else {
            large.append(index)
            return
        }
        for y in range.y {
            for x in range.x {
                if let slot = slot(x, y) {
                    cells[slot].append(index)
                } else {
                    outside[RectIndex.key(x, y), default: []].append(index)
                }
            }
        }
    }

    /// Whether a rectangle grown by the clearance intersects `rect`, without building a list.
    /// - Complexity: O(rectangles in the cells that `rect` grown by the clearance covers).
    func anyIntersects(_ rect: Rect) -> Bool {
        for i in large where grown[i].intersects(rect) { return true }
        guard let range = RectIndex.cellRange(rect.outset(by: clearance)) else {
            return grown.contains { $0.intersects(rect) }
        }
        for y in range.y {
            for x in range.x {
                if let slot = slot(x, y) {
                    for i in cells[slot] where grown[i].intersects(rect) { return true }
                } else if let list = outside[RectIndex.key(x, y)] {
                    for i in list where grown[i].intersects(rect) { return true }
                }
            }
        }
        return false
    }

    /// The rectangles, grown by the clearance, in the cells `rect` touches (each once, in the
    /// order added).
    func grownNear(_ rect: Rect) -> [Rect] {
        guard let range = RectIndex.cellRange(rect) else { return grown }
        var found = large
        for y in range.y {
            for x in range.x {
                if let slot = slot(x, y) {
                    found += cells[slot]
                } else if let list = outside[RectIndex.key(x, y)] {
                    found += list
                }
            }
        }
        found.sort()
        var result: [Rect] = []
        var last = -1
        for i in found where i != last {
            result.append(grown[i])
            last = i
        }
        return result
    }

    /// Where cell (x, y) is in ``cells``; nil outside the region.
    @inline(__always)
    private func slot(_ x: Int64, _ y: Int64) -> Int? {
        let column = Int(x) - firstColumn, row = Int(y) - firstRow
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }

    private static func key(_ x: Int64, _ y: Int64) -> Int64 { y << 32 ^ (x & 0xffff_ffff) }

    /// The cells a rectangle covers; nil when it covers more than `limit` (or is not finite, or
    /// is too far out for cell numbers).
    private static func cellRange(_ r: Rect, limit: Int64 = 64) -> (x: ClosedRange<Int64>, y: ClosedRange<Int64>)? {
        guard let x0 = number(r.minX), let x1 = number(r.maxX), let y0 = number(r.minY), let y1 = number(r.maxY) else {
            return nil
        }
        let columns = x1 - x0 + 1, rows = y1 - y0 + 1
        guard columns >= 1, rows >= 1, columns <= limit, rows <= limit, columns * rows <= limit else { return nil }
        return (x0...x1, y0...y1)
    }

    /// The number of the cell holding a coordinate; nil when it is not finite or too far out.
    @inline(__always)
    private static func number(_ value: Double) -> Int64? {
        let n = (value / cell).rounded(.down)
        return abs(n) < 1e17 ? Int64(n) : nil
    }
}
