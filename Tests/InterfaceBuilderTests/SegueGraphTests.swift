import AutoLayout
import SceneModel
import Testing

@testable import InterfaceBuilder

/// Values spread along a storyboard's segues, as passes over the segues in order until nothing
/// changes would spread them, without making those passes.
@Suite struct SegueGraphTests {
    /// The passes themselves: what `spread` must give.
    func passes(_ values: [String: Int], _ edges: [IBSegueGraph.Edge], accepts: (IBSegueGraph.Edge) -> Bool) -> [String: Int] {
        var values = values
        var grew = true
        while grew {
            grew = false
            for edge in edges where values[edge.to] == nil && accepts(edge) {
                guard let value = values[edge.from] else { continue }
                values[edge.to] = value
                grew = true
            }
        }
        return values
    }

    @Test func spreadingGivesWhatPassesGive() {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<300 {
            let nodes = 2 + next(12)
            let edges = (0..<next(30)).map { _ in (from: "n\(next(nodes))", to: "n\(next(nodes))") }
            var values: [String: Int] = [:]
            for _ in 0..<(1 + next(3)) { values["n\(next(nodes))"] = next(5) }
            let refused = "n\(next(nodes))"
            let accepts: (IBSegueGraph.Edge) -> Bool = { $0.to != refused }
            var spread = values
            IBSegueGraph.spread(&spread, along: edges, where: accepts)
            #expect(spread == passes(values, edges, accepts: accepts), "\(edges) from \(values)")
        }
    }

    /// A chain of pushes listed last first advanced one segue a pass: 32,000 controllers took 88 s.
    @Test func aChainListedLastFirstIsSpreadToItsEnd() {
        let count = 50_000
        let edges = (0..<count).reversed().map { (from: "c\($0)", to: "c\($0 + 1)") }
        var values = ["c0": 7]
        IBSegueGraph.spread(&values, along: edges)
        #expect(values.count == count + 1 && values["c\(count)"] == 7)
    }
}
