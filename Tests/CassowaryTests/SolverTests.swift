import Testing
@testable import Cassowary

@Suite struct SolverTests {
    @Test func solvesASimpleEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x == 3)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(y.value == 7)
    }

    @Test func inequalitiesBoundTheSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).withPriority(.defaultLow))
        #expect(solver.value(of: x) == 10)
        try solver.add(x <= 20)
        try solver.add((x == 30).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 20)
    }

    @Test func removingEveryKindOfConstraintRestoresTheRest() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 5).withPriority(1)
        try solver.add(weak)
        let kinds: [Constraint] = [
            x == 40, x >= 50, x <= 3, (x == 70).withPriority(500), (x >= 80).withPriority(600),
            (x <= 1).withPriority(700),
        ]
        let expected: [Double] = [40, 50, 3, 70, 80, 1]
        for (constraint, value) in zip(kinds, expected) {
            try solver.add(constraint)
            #expect(solver.value(of: x) == value, "with \(constraint)")
            solver.remove(constraint)
            #expect(solver.value(of: x) == 5, "after removing \(constraint)")
        }
        #expect(solver.constraints.count == 1)
    }

    @Test func removingARequiredEqualityInAChainKeepsTheOthers() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let ab = b == a + 10
        try solver.add(a == 0)
        try solver.add(ab)
        try solver.add(c == b + 10)
        try solver.add((b == 100).withPriority(.defaultLow))
        #expect(solver.value(of: c) == 20)
        solver.remove(ab)
        #expect(solver.value(of: b) == 100)
        #expect(solver.value(of: c) == 110)
        #expect(!solver.contains(ab))
    }

    @Test func redundantConstraintsAreAcceptedAndRemovable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        let redundant = y - x == 5
        try solver.add(redundant)
        try solver.add(2 * y == 30)
        solver.remove(redundant)
        #expect(solver.value(of: y) == 15)
    }

    @Test func degenerateSystemsSolve() throws {
        // Several inequalities meeting at one vertex.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 0)
        try solver.add(x - y <= 0)
        try solver.add((x == 5).withPriority(.defaultLow))
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
    }

    @Test func aVariableThatAppearsTwiceIsCombined() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x + x + x == 12)
        #expect(solver.value(of: x) == 4)
    }

    @Test func unknownVariablesReadZero() {
        #expect(Solver().value(of: Variable("nowhere")) == 0)
    }
}

@Suite struct BatchTests {
    @Test func aBatchReachesTheSameOptimum() throws {
        var generator = SystemGenerator(rng: SplitMix64(state: 99))
        for _ in 0..<500 {
            let variables = generator.variables()
            let constraints = (0..<8).map { _ in generator.constraint(over: variables) }
            let one = Solver(), batch = Solver()
            for c in constraints { try? one.add(c) }
            batch.addingInBatch { for c in constraints { try? batch.add(c) } }
            #expect(one.constraints.count == batch.constraints.count, "the same constraints must fail")
            for v in variables where !one.isAmbiguous(v) {
                #expect(abs(one.value(of: v) - batch.value(of: v)) < 1e-6, "\(v) differs: \(constraints)")
            }
        }
    }

    @Test func aConflictInsideABatchStillThrowsAtOnce() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addingInBatch {
            try solver.add(x >= 10)
            #expect(throws: UnsatisfiableConstraint.self) { try solver.add(x <= 5) }
            try solver.add((x == 20).withPriority(.defaultLow))
        }
        #expect(solver.value(of: x) == 20)
    }
}
