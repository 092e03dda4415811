import LayoutValues

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
    private static let clearance = 1.0

    init(bounds: Rect, obstacles: [Rect]) {
        self.bounds = bounds
        occupied = RectIndex(obstacles, clearance: LabelPlacer.clearance, region: bounds)
    }

    /// Places a label of `size` centred on the first candidate point where it is free and inside
    /// the bounds; when none is, on the one that overlaps least. The place is then taken.
    /// When every candidate is taken, rings of places around the first one are tried, nearest
    /// first, out to ``searchRadius``.
    /// - Complexity: O(candidates + ring places) tests, each O(rectangles in the cells it covers).
    /// With `touching`, only places on the rings that overlap or touch that rectangle are taken.
    mutating func place(_ size: Size, candidates: [Point], touching: Rect? = nil) -> Rect {
        precondition(!candidates.isEmpty, "a label needs somewhere to go")
        let chosen = firstFree(size, at: candidates) ?? firstFreeOnRings(size, around: candidates[0], touching: touching?.outset(by: 2))
            ?? leastCovered(size, at: candidates)
        occupied.append(chosen)
        return chosen
    }

    /// Places a label of `size` where it is free, as ``place(_:candidates:touching:)`` looks for
    /// one, or nowhere: nil when every place would overlap a label or text (the caller shortens
    /// the label or leaves it out). The place found is then taken.
    mutating func placeIfFree(_ size: Size, candidates: [Point], touching: Rect? = nil) -> Rect? {
        precondition(!candidates.isEmpty, "a label needs somewhere to go")
        guard let chosen = firstFree(size, at: candidates) ?? firstFreeOnRings(size, around: candidates[0], touching: touching?.outset(by: 2))
        else { return nil }
        occupied.append(chosen)
        return chosen
    }

    /// How far from its place a label may be moved to find room.
    static let searchRadius = 120.0

    /// How far apart the circles of places are.
    static let ringSpacing = 6.0

    /// Offsets on circles around a place, ``ringSpacing`` apart, 16 to a circle, nearest first.
    static let ringOffsets: [Point] = stride(from: ringSpacing, through: searchRadius, by: ringSpacing).flatMap { radius in
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
        bounds.contains(rect) && !occupied.anyIntersects(rect)
    }

    /// A label of `size` centred on `p`.
    @inline(__always)
    private static func rect(_ size: Size, centeredAt p: Point) -> Rect {
        Rect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height)
    }

    private func firstFree(_ size: Size, at candidates: [Point]) -> Rect? {
        for p in candidates {
            let r = LabelPlacer.rect(size, centeredAt: p)
            if isFree(r) { return r }
        }
        return nil
    }

    /// The first free place on the rings. Neighbouring places are mostly taken by the same
    /// label or text, so the one that took the previous place in the same direction, or the
    /// previous place, is tried before searching the cells; and the places further out in that
    /// direction that the same rectangle certainly covers too are not tested at all.
    private func firstFreeOnRings(_ size: Size, around center: Point, touching: Rect? = nil) -> Rect? {
        let directions = LabelPlacer.directions.count
        var lastInDirection = [Int](repeating: -1, count: directions)
        var blockedUpTo = [Double](repeating: 0, count: directions)
        var last = -1
        for (n, offset) in LabelPlacer.ringOffsets.enumerated() {
            let direction = n % directions
            let radius = LabelPlacer.ringSpacing * Double(n / directions + 1)
            guard radius > blockedUpTo[direction] else { continue }
            let r = LabelPlacer.rect(size, centeredAt: Point(x: center.x + offset.x, y: center.y + offset.y))
            guard bounds.contains(r), touching.map(r.intersects) ?? true else { continue }
            let known = lastInDirection[direction]
            let query = occupied.query(r)
            let blocker =
                if known >= 0 && occupied.blocks(known, query) { known }
                else if last >= 0 && occupied.blocks(last, query) { last }
                else { occupied.blocker(of: query) }
            guard let blocker else { return r }
            lastInDirection[direction] = blocker
            last = blocker
            blockedUpTo[direction] = stillBlocked(r, at: radius, along: LabelPlacer.directions[direction], by: blocker)
        }
        return nil
    }

    /// How far out along `direction` places like `place` (at `radius`) stay inside rectangle
    /// `blocker` grown by the clearance, with room to spare for rounding: places moved out less
    /// than that are taken, whatever else is around.
    private func stillBlocked(_ place: Rect, at radius: Double, along direction: Point, by blocker: Int) -> Double {
        let g = occupied.grown(blocker)
        // Across each axis, the overlap on the side the place moves away from shrinks as it
        // moves out; the one on the other side grows.
        let x = direction.x >= 0 ? (g.maxX - place.minX, place.maxX - g.minX) : (place.maxX - g.minX, g.maxX - place.minX)
        let y = direction.y >= 0 ? (g.maxY - place.minY, place.maxY - g.minY) : (place.maxY - g.minY, g.maxY - place.minY)
        guard min(x.0, x.1, y.0, y.1) > LabelPlacer.rounding else { return radius }
        let alongX = direction.x == 0 ? .infinity : (x.0 - LabelPlacer.rounding) / abs(direction.x)
        let alongY = direction.y == 0 ? .infinity : (y.0 - LabelPlacer.rounding) / abs(direction.y)
        return radius + min(alongX, alongY)
    }

    /// Much more than the rounding in computing places, much less than anything drawn.
    private static let rounding = 1e-6

    /// The candidate place that covers least, the first of equals.
    private func leastCovered(_ size: Size, at candidates: [Point]) -> Rect {
        var scratch: [Int] = []
        var best = LabelPlacer.rect(size, centeredAt: candidates[0])
        var bestCost = cost(best, scratch: &scratch)
        for p in candidates.dropFirst() {
            let r = LabelPlacer.rect(size, centeredAt: p)
            let c = cost(r, scratch: &scratch)
            if c < bestCost { (best, bestCost) = (r, c) }
        }
        return best
    }

    /// How bad a place is: the area it covers of others, and of the outside (worse).
    private func cost(_ rect: Rect, scratch: inout [Int]) -> Double {
        let covered = occupied.coveredArea(of: rect, scratch: &scratch)
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

    /// For a name that must stay with its view: the corners' places, then places along the
    /// frame's top and bottom edges (inside and out) and beside its left and right edges, every
    /// one touching or inside the frame.
    static func around(_ r: Rect, size: Size) -> [Point] {
        let w = size.width / 2, h = size.height / 2
        var points = corner(of: r, size: size)
        // Sliding along an edge, from overhanging the left end by all but 12 points to
        // overhanging the right end so.
        let from = r.minX - w + min(12, r.width / 2), to = r.maxX + w - min(12, r.width / 2)
        let xs = [0.25, 0.5, 0.75, 1, 0].map { from + $0 * (to - from) }
        for y in [r.minY - 1 - h, r.maxY + 1 + h, r.minY + 2 + h, r.maxY - 2 - h] {
            points += xs.map { Point(x: $0, y: y) }
        }
        points.append(Point(x: r.maxX - w, y: r.maxY + 1 + h))
        let ys = [r.minY + h, r.midY, r.maxY - h]
        for x in [r.maxX + 2 + w, r.minX - 2 - w] {
            points += ys.map { Point(x: x, y: $0) }
        }
        return points
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
