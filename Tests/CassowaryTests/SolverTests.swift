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

    @Test func aFixedSizeOnAViewWithAnIntrinsicSizeNeedsNoArtificialVariable() throws {
        // Hugging and compression resistance leave the width basic in terms of their errors; a
        // required width then has no variable to solve for, but the hugging error can take the
        // difference without breaking a row, so the tableau is not copied for phase one.
        let widths = (0..<50).map { Variable("w\($0)") }
        let solver = Solver()
        for w in widths {
            try solver.add((w <= 11.2).withPriority(250))
            try solver.add((w >= 11.2).withPriority(750))
            try solver.add(w == 22)
        }
        #expect(solver.artificialAdditions == 0)
        for w in widths { #expect(abs(solver.value(of: w) - 22) < 1e-9) }
        let narrow = Variable("narrow")
        try solver.add((narrow <= 11.2).withPriority(250))
        try solver.add((narrow >= 11.2).withPriority(750))
        try solver.add(narrow == 5)
        #expect(abs(solver.value(of: narrow) - 5) < 1e-9)
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

