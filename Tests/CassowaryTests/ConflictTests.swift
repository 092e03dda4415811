import Testing
@testable import Cassowary

@Suite struct ConflictTests {
    @Test func theWholeConflictingSetIsNamed() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), unrelated = Variable("u")
        let solver = Solver()
        let pinA = a == 0, ab = b == a + 10, bc = c == b + 10
        try solver.add(pinA)
        try solver.add(unrelated == 3)
        try solver.add(ab)
        try solver.add(c <= 100)
        try solver.add(bc)
        let wrong = c == 50
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(wrong) }
        #expect(error?.constraint === wrong)
        #expect(error.map { $0.conflict.map(ObjectIdentifier.init) } == [pinA, ab, bc, wrong].map(ObjectIdentifier.init))
    }

    /// One constraint against a chain too long for QuickXplain's probes within the budget: the
    /// failed addition's certificate narrows it down, and proves the whole chain minimal.
    @Test func aConflictTooLargeForTheProbesIsNarrowedDownByItsCertificate() throws {
        let n = 500
        let xs = (0...n).map { Variable("x\($0)") }
        let solver = Solver()
        solver.explanationBudget = 20_000
        var chain: [Constraint] = [xs[0] == 0]
        for i in 1...n { chain.append(xs[i] == xs[i - 1] + 1) }
        let unrelated = Variable("u")
        try solver.add(unrelated == 7)
        for c in chain { try solver.add(c) }
        let wrong = xs[n] == 5
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(wrong) }
        #expect(error?.isMinimal == true)
        #expect(error.map { $0.conflict.map(ObjectIdentifier.init) } == (chain + [wrong]).map(ObjectIdentifier.init))
        #expect(error.map { Solver.isSatisfiable($0.conflict) } == false)
    }

    @Test func inequalitiesTakePartInConflicts() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 10, sum = x + y <= 5, ypos = y >= 0
        try solver.add(low)
        try solver.add(ypos)
        try solver.add(x <= 1000)
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(sum) }
        #expect(Set(error!.conflict.map(ObjectIdentifier.init)) == Set([low, ypos, sum].map(ObjectIdentifier.init)))
    }

    @Test func aFailedAddLeavesTheSolverExactlyAsItWas() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y == 2 * x)
        try solver.add((x == 15).withPriority(.defaultLow))
        let before = (solver.value(of: x), solver.value(of: y), solver.constraints.count)
        #expect(throws: UnsatisfiableConstraint.self) { try solver.add(x + y <= 3) }  // artificial path
        #expect(throws: UnsatisfiableConstraint.self) { try solver.add(y - 2 * x == 1) }  // all-dummy path
        #expect((solver.value(of: x), solver.value(of: y), solver.constraints.count) == before)
        // and it still works
        try solver.add(x <= 12)
        #expect(solver.value(of: x) == 12)
    }

    @Test func aConstantAloneCanConflict() {
        let solver = Solver()
        let absurd = Constraint(Expression(constant: 5), .equal)
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(absurd) }
        #expect(error?.conflict.count == 1)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 1)
        try solver.add((x == 2).withPriority(999))
        #expect(solver.value(of: x) == 1)
    }
}
