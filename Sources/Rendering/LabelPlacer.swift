import AutoLayout

/// Puts annotation labels where they overlap neither each other nor the views' text: greedy,
/// in order of importance, each label at its first free candidate position.
///
/// - Complexity: each test looks only at what lies in the grid cells a place covers, so placing
///   n labels among m obstacles is close to O(n + m) when they are spread over the panel.
struct LabelPlacer {
    /// Labels must stay inside.
    let bounds: Rect
    /// What is taken: views' text and the labels placed so far, indexed by grid cell.
    private(set) var occupied: RectIndex
    /// Room kept between a label and what it avoids.
    private let clearance = 1.0

    init(bounds: Rect, obstacles: [Rect]) {
        self.bounds = bounds
        occupied = RectIndex(obstacles)
    }

    /// Places a label of `size` centred on the first candidate point where it is free and inside
    /// the bounds; when none is, on the one that overlaps least. The place is then taken.
    /// When every candidate is taken, rings of places around the first one are tried, nearest
    /// first, out to ``searchRadius``.
    mutating func place(_ size: Size, candidates: [Point]) -> Rect {
        precondition(!candidates.isEmpty, "a label needs somewhere to go")
        let rect = { (p: Point) in Rect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height) }
        let rects = candidates.map(rect)
        let chosen = rects.first(where: isFree) ?? LabelPlacer.ringOffsets.lazy
            .map { rect(Point(x: candidates[0].x + $0.x, y: candidates[0].y + $0.y)) }.first(where: isFree)
            ?? rects.min { cost($0) < cost($1) }!
        occupied.append(chosen)
        return chosen
    }

    /// How far from its place a label may be moved to find room.
    static let searchRadius = 120.0

    /// Offsets on circles around a place, 6 points apart, 16 to a circle, nearest first.
    private static let ringOffsets: [Point] = stride(from: 6.0, through: searchRadius, by: 6).flatMap { radius in
        directions.map { Point(x: radius * $0.x, y: radius * $0.y) }
    }

    /// Sixteen unit vectors, every 22.5°, starting rightward.
    private static let directions: [Point] = {
        let quadrant = [(1.0, 0.0), (0.9238795325, 0.3826834324), (0.7071067812, 0.7071067812), (0.3826834324, 0.9238795325)]
        let turns: [(Double, Double) -> Point] = [
            { Point(x: $0, y: $1) }, { Point(x: -$1, y: $0) }, { Point(x: -$0, y: -$1) }, { Point(x: $1, y: -$0) },
        ]
        return turns.flatMap { turn in quadrant.map { turn($0.0, $0.1) } }
    }()

    func isFree(_ rect: Rect) -> Bool {
        bounds.contains(rect) && !occupied.anyIntersects(rect, clearance: clearance)
    }

    /// How bad a place is: the area it covers of others, and of the outside (worse).
    private func cost(_ rect: Rect) -> Double {
        let covered = occupied.near(rect.outset(by: clearance)).reduce(0) { $0 + $1.outset(by: clearance).overlapArea(with: rect) }
        let inside = bounds.overlapArea(with: rect)
        return covered + 4 * (rect.width * rect.height - inside)
    }
}

/// Where labels may go, by what they label, best first.
enum LabelCandidates {
    /// Along a mark: on it when it is long enough, then beside it, then further away.
    static func along(_ a: Point, _ b: Point, size: Size, onLineFirst: Bool) -> [Point] {
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let horizontal = a.y == b.y
        let length = horizontal ? abs(b.x - a.x) : abs(b.y - a.y)
        let fits = (horizontal ? size.width : size.height) + 6 <= length
        // Across the mark: above and below a horizontal one, right and left of a vertical one.
        let across = horizontal ? size.height / 2 + 3 : size.width / 2 + 3
        let slide = horizontal ? size.width / 2 + 6 : size.height / 2 + 6
        func at(_ along: Double, _ side: Double) -> Point {
            horizontal ? Point(x: mid.x + along, y: mid.y + side) : Point(x: mid.x + side, y: mid.y + along)
        }
        var points = [at(0, -across), at(0, across)]
        if onLineFirst && fits { points.insert(mid, at: 0) }
        points += [at(-slide, -across), at(slide, -across), at(-slide, across), at(slide, across)]
        points += [at(0, -across - (horizontal ? size.height : size.width) - 2), at(0, across + (horizontal ? size.height : size.width) + 2)]
        if !(onLineFirst && fits) { points.append(mid) }
        return points
    }

    /// For a view's or guide's name: inside its top-left corner, above it, below it, inside its
    /// other corners.
    static func corner(of r: Rect, size: Size) -> [Point] {
        let w = size.width / 2, h = size.height / 2
        return [
            Point(x: r.minX + 2 + w, y: r.minY + 2 + h),
            Point(x: r.minX + w, y: r.minY - 1 - h),
            Point(x: r.minX + w, y: r.maxY + 1 + h),
            Point(x: r.minX + 2 + w, y: r.maxY - 2 - h),
            Point(x: r.maxX - 2 - w, y: r.minY + 2 + h),
            Point(x: r.maxX - w, y: r.minY - 1 - h),
            Point(x: r.maxX - 2 - w, y: r.maxY - 2 - h),
            Point(x: r.midX, y: r.midY),
        ]
    }

    /// For a note about an item: below it, then above, then inside.
    static func note(for r: Rect, size: Size) -> [Point] {
        let w = size.width / 2, h = size.height / 2
        return [
            Point(x: r.minX + w, y: r.maxY + 3 + h),
            Point(x: r.minX + w, y: r.minY - 3 - h),
            Point(x: r.maxX - w, y: r.maxY + 3 + h),
            Point(x: r.minX + 2 + w, y: r.maxY - 2 - h),
            Point(x: r.midX, y: r.midY),
        ]
    }
}

/// Rectangles bucketed in a grid of 32-point cells, to find those near a place without looking
/// at all of them.
struct RectIndex {
    private(set) var rects: [Rect] = []
    private var cells: [Int64: [Int]] = [:]
    /// Rectangles too big to bucket (or not finite): always looked at.
    private var large: [Int] = []
    private static let cell = 32.0

    init(_ rects: [Rect]) {
        for r in rects { append(r) }
    }

    mutating func append(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        guard let keys = Self.keys(rect) else { large.append(index); return }
        for key in keys { cells[key, default: []].append(index) }
    }

    /// Whether a rectangle grown by `clearance` intersects `rect`, without building a list.
    func anyIntersects(_ rect: Rect, clearance: Double) -> Bool {
        let hits = { (i: Int) in self.rects[i].outset(by: clearance).intersects(rect) }
        if large.contains(where: hits) { return true }
        guard let range = Self.cellRange(rect.outset(by: clearance)) else { return rects.indices.contains(where: hits) }
        for y in range.y {
            for x in range.x where cells[y << 32 ^ (x & 0xffff_ffff)]?.contains(where: hits) ?? false { return true }
        }
        return false
    }

    /// The rectangles in the cells `rect` touches (each once, in the order added).
    func near(_ rect: Rect) -> [Rect] {
        var found = large
        for key in Self.keys(rect) ?? [] { found += cells[key] ?? [] }
        if Self.keys(rect) == nil { found = Array(rects.indices) }
        found.sort()
        var last = -1
        return found.compactMap { i in
            defer { last = i }
            return i == last ? nil : rects[i]
        }
    }

    /// The cells a rectangle covers; nil when it covers too many (or is not finite).
    private static func cellRange(_ r: Rect) -> (x: ClosedRange<Int64>, y: ClosedRange<Int64>)? {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = Int64((r.minX / cell).rounded(.down)), x1 = Int64((r.maxX / cell).rounded(.down))
        let y0 = Int64((r.minY / cell).rounded(.down)), y1 = Int64((r.maxY / cell).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 64 else { return nil }
        return (x0...x1, y0...y1)
    }

    private static func keys(_ r: Rect) -> [Int64]? {
        guard let range = cellRange(r) else { return nil }
        return range.y.flatMap { y in range.x.map { x in y << 32 ^ (x & 0xffff_ffff) } }
    }
}
