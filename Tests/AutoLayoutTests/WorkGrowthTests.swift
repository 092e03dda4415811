import Cassowary
import Testing

@testable import AutoLayout

/// How the solver's work grows with a screen, counted, not timed (``SolverWork``): the mixed
/// settings screens laid out and asked for their ambiguities, as `strut layout` does, at three
/// sizes. Linear work doubles with the screen; a cost that grows with its square shows as counts
/// that grow four times, at sizes small enough to run on every change.
@Suite struct WorkGrowthTests {
    /// The sizes, in rows: each twice the one before.
    static let sizes = [100, 200, 400]
    /// Stacks in stacks from 200 rows: a section's position is written out while it is short
    /// (`Tableau+References.swift`), and the first dozen or so sections' positions, each holding
    /// the heights of the sections above, are rewritten as those heights are defined; past
    /// them every position refers to the one above, so the work is linear from there on.
    static let nestedSizes = [200, 400, 800]
    /// The most a count may grow from one size to the next: linear, with room for what each
    /// section adds and for the choices the seed makes differently on a longer screen.
    static let largestStep = 2.3

    /// The work of laying out and asking every view's ambiguity, as `strut layout` does.
    static func work(_ kind: MixedScreen.Kind, rows: Int) -> SolverWork {
        let screen = MixedScreen(kind, rows: rows)
        screen.engine.layout()
        _ = screen.engine.ambiguities()
        return screen.engine.solverWork
    }

    static func expectLinear(_ kind: MixedScreen.Kind, sizes: [Int] = sizes) {
        let works = sizes.map { work(kind, rows: $0) }
        for (index, name) in SolverWork.names.enumerated() {
            let counts = works.map { $0.counts[index] }
            for step in 1..<counts.count {
                // A count that stays a few hundred is what one section does, whatever the size.
                guard counts[step] > 1_000 else { continue }
                let growth = Double(counts[step]) / Double(max(counts[step - 1], 1))
                #expect(
                    growth <= largestStep,
                    "\(kind) screen: \(name) grew \(growth)x from \(sizes[step - 1]) to \(sizes[step]) rows (\(counts))")
            }
        }
    }

    @Test func mixedScreenGrowsLinearly() { Self.expectLinear(.mixed) }

    @Test func nestedStacksGrowLinearly() { Self.expectLinear(.nested, sizes: Self.nestedSizes) }

    @Test func ambiguousTitlesGrowLinearly() { Self.expectLinear(.ambiguous) }

    /// The counts are the work, not the machine's: the same screen counts the same twice.
    @Test func countsAreDeterministic() {
        #expect(Self.work(.mixed, rows: 50) == Self.work(.mixed, rows: 50))
    }

    /// The ambiguous screen's titles are all found, each by name.
    @Test func everyTiedTitleIsAmbiguous() {
        let screen = MixedScreen(.ambiguous, rows: 30)
        screen.engine.layout()
        let named = Set(screen.engine.ambiguities().map(\.item.identifier).filter { $0.hasPrefix("t") })
        #expect(named == Set((0..<30).map { "t\($0)" }))
    }
}
