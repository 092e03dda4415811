import AutoLayout
@testable import Rendering
import Testing

/// The grid index and the placer against plain definitions: every rectangle looked at, every
/// ring place tried in turn.
@Suite struct RectIndexTests {
    /// A reproducible sequence of numbers (SplitMix64).
    struct Numbers {
        var state: UInt64

        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            z ^= z >> 31
            return range.lowerBound + Double(z >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// Small rectangles over a 300×200 panel and beyond it, a few large ones, one not finite.
    func rectangles(_ count: Int, seed: UInt64) -> [Rect] {
        var numbers = Numbers(state: seed)
        var rects = (0..<count).map { _ in
            Rect(x: numbers.next(-40...320), y: numbers.next(-40...220), width: numbers.next(2...40), height: numbers.next(2...20))
        }
        rects.append(Rect(x: 50, y: 60, width: 400, height: 300))
        rects.append(Rect(x: -1000, y: 5, width: 3000, height: 2))
        rects.append(Rect(x: 10, y: 10, width: .infinity, height: 5))
        return rects
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theIndexAnswersAsLookingAtEveryRectangle(seed: UInt64) {
        let rects = rectangles(300, seed: seed)
        var index = RectIndex([], clearance: 1, region: Rect(x: 0, y: 0, width: 300, height: 200))
        for r in rects { index.append(r) }
        var numbers = Numbers(state: seed + 100)
        var scratch: [Int] = []
        for _ in 0..<500 {
            let q = Rect(x: numbers.next(-60...340), y: numbers.next(-60...240), width: numbers.next(1...50), height: numbers.next(1...30))
            let hits = rects.indices.filter { rects[$0].outset(by: 1).intersects(q) }
            #expect(index.anyIntersects(q) == !hits.isEmpty)
            if let blocker = index.blocker(of: index.query(q)) {
                #expect(hits.contains(blocker))
            }
            #expect(rects.indices.filter { index.blocks($0, index.query(q)) } == hits)
            let covered = rects.reduce(0.0) { $0 + $1.outset(by: 1).overlapArea(with: q) }
            #expect(index.coveredArea(of: q, scratch: &scratch) == covered)
        }
    }

    /// In a pile of thousands of rectangles a query stops counting: the covered area counts the
    /// first ``RectIndex/mostCountedCovers``, and a place beside more than
    /// ``RectIndex/mostLookedAt`` of them without touching one counts as free.
    @Test func queriesInAPileStopCounting() {
        var index = RectIndex([], clearance: 1, region: Rect(x: 0, y: 0, width: 300, height: 200))
        let pile = Rect(x: 10, y: 10, width: 20, height: 20)
        for _ in 0..<5_000 { index.append(pile) }
        var scratch: [Int] = []
        let area = index.coveredArea(of: Rect(x: 12, y: 12, width: 4, height: 4), scratch: &scratch)
        #expect(area == Double(RectIndex.mostCountedCovers) * 16)
        #expect(index.blocker(of: index.query(Rect(x: 12, y: 12, width: 4, height: 4))) != nil, "on the pile: blocked")
        // Beside the pile, in its cells, but touching none: the search gives up, as free.
        #expect(index.blocker(of: index.query(Rect(x: 34, y: 10, width: 2, height: 2))) == nil)
    }

    /// The placer as first written: candidates, then rings, then the least covered candidate,
    /// each test looking at every rectangle.
    struct PlainPlacer {
        let bounds: Rect
        var taken: [Rect]

        func isFree(_ r: Rect) -> Bool {
            bounds.contains(r) && !taken.contains { $0.outset(by: 1).intersects(r) }
        }

        func cost(_ r: Rect) -> Double {
            taken.reduce(0.0) { $0 + $1.outset(by: 1).overlapArea(with: r) } + 4 * (r.width * r.height - bounds.overlapArea(with: r))
        }

        mutating func place(_ size: Size, candidates: [Point]) -> Rect {
            let rect = { (p: Point) in Rect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height) }
            let rings = LabelPlacer.ringOffsets.map { Point(x: candidates[0].x + $0.x, y: candidates[0].y + $0.y) }
            let chosen = candidates.map(rect).first(where: isFree) ?? rings.map(rect).first(where: isFree)
                ?? candidates.map(rect).min { cost($0) < cost($1) }!
            taken.append(chosen)
            return chosen
        }
    }

    @Test func placingCrowdedLabelsGivesThePlainPlacersPlaces() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
        let obstacles = rectangles(60, seed: 7).filter { $0.width.isFinite && $0.width < 100 }
        var placer = LabelPlacer(bounds: bounds, obstacles: obstacles)
        var plain = PlainPlacer(bounds: bounds, taken: obstacles)
        var numbers = Numbers(state: 11)
        var moved = 0, crowded = 0
        for _ in 0..<900 {
            let size = Size(width: numbers.next(10...40), height: 15)
            let at = Point(x: numbers.next(0...300), y: numbers.next(0...200))
            let candidates = LabelCandidates.along(at, Point(x: at.x + 30, y: at.y), size: size, onLineFirst: true)
            let placed = placer.place(size, candidates: candidates)
            let expected = plain.place(size, candidates: candidates)
            #expect(placed == expected)
            let onCandidate = candidates.contains { abs($0.x - placed.midX) < 1e-9 && abs($0.y - placed.midY) < 1e-9 }
            if !onCandidate { moved += 1 }
            if !PlainPlacer(bounds: bounds, taken: plain.taken.dropLast()).isFree(placed) { crowded += 1 }
        }
        // Some labels moved onto the rings, and many found no free place at all.
        #expect(moved > 20 && crowded > 300, "moved \(moved), crowded \(crowded)")
    }
}
