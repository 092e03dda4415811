import Testing
@testable import Cassowary

@Suite struct AmbiguityTests {
    @Test func aPinnedVariableIsNotAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aFreeParameterIsAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(x == 3)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aBoundAloneLeavesRoom() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        #expect(solver.isAmbiguous(x))
        try solver.add((x == 0).withPriority(.defaultLow))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func equalPrioritiesPullingApartAreAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 20).withPriority(500))
        #expect(solver.isAmbiguous(x))
        try solver.add((x == 12).withPriority(400))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 12)
    }

    @Test func aDegenerateVertexIsSettledExactly() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 0)
        try solver.add(y >= x)
        try solver.add(y <= x)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aVariableTheSolverNeverSawIsAmbiguous() {
        #expect(Solver().isAmbiguous(Variable("stranger")))
    }

    /// Asking of many variables at once (one probe shared among the degenerate cases) gives the
    /// answers that asking of each alone, on a fresh solver, gives.
    @Test func askingManyAtOnceAnswersAsAskingEachAlone() throws {
        var generator = SystemGenerator(rng: SplitMix64(state: 77))
        var ambiguous = 0, pinned = 0
        for _ in 0..<1500 {
            let variables = generator.variables()
            let constraints = (0..<Int.random(in: 1...9, using: &generator.rng)).map { _ in generator.constraint(over: variables) }
            func solve() -> Solver {
                let solver = Solver()
                for c in constraints { try? solver.add(c) }
                return solver
            }
            let together = solve().ambiguity(of: variables)
            let alone = variables.map { solve().ambiguity(of: [$0])[0] }
            #expect(together == alone, "\(constraints)")
            ambiguous += together.filter { $0 }.count
            pinned += together.filter { !$0 }.count
        }
        #expect(ambiguous > 100 && pinned > 100)
    }

    /// The few rows that can stop a symbol at once give the ratio test's verdict on every
    /// non-basic symbol, in both directions.
    @Test func blockingRowsAgreeWithTheRatioTest() throws {
        var generator = SystemGenerator(rng: SplitMix64(state: 78))
        var blocked = 0
        for _ in 0..<1500 {
            let variables = generator.variables()
            let solver = Solver()
            for _ in 0..<Int.random(in: 1...9, using: &generator.rng) { try? solver.add(generator.constraint(over: variables)) }
            solver.tableau.unparkAll()
            let blocking = BlockingRows(solver.tableau)
            for id in 0..<solver.tableau.symbolCount {
                let s = Symbol(id: Int32(id))
                guard !solver.tableau.isBasic(s) else { continue }
                for direction in [1.0, -1.0] {
                    let ratio = solver.tableau.leavingSlot(for: s, direction: direction)?.ratio ?? .infinity
                    #expect(blocking.canMove(s, direction: direction) == (ratio > epsilon))
                    if ratio <= epsilon { blocked += 1 }
                }
            }
        }
        #expect(blocked > 10)
    }
}
