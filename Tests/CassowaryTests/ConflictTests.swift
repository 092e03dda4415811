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

    /// Conflicts are found by walking out from the failing constraint's variables through an
    /// index kept between conflicts: what was removed, made optional or renumbered since the
    /// last conflict must not take part in the next.
    @Test func eachConflictNamesWhatIsConnectedWhenItFails() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let pinA = a == 0, ab = b == a + 10, bc = c == b + 10
        for constraint in [pinA, ab, bc] { try solver.add(constraint) }
        func conflict(_ constraint: Constraint) -> [ObjectIdentifier]? {
            let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(constraint) }
            return error.map { $0.conflict.map(ObjectIdentifier.init) }
        }
        let first = c == 50
        #expect(conflict(first) == [pinA, ab, bc, first].map(ObjectIdentifier.init))
        // Removing a required equality rebuilds the tableau and renumbers the constraints.
        solver.remove(ab)
        let pinB = b == 5
        try solver.add(pinB)
        let second = c == 50
        #expect(conflict(second) == [bc, pinB, second].map(ObjectIdentifier.init))
        // A constraint made optional no longer takes part, nor what it alone connected.
        try solver.setPriority(.defaultHigh, for: pinB)
        let pinC = c == 7
        try solver.add(pinC)
        let third = b == 1
        #expect(conflict(third) == [bc, pinC, third].map(ObjectIdentifier.init))
        #expect(!(conflict(third) ?? []).contains(ObjectIdentifier(pinA)))
    }

    /// Many separate conflicts in one solver: each names only its own constraints.
    @Test func separateConflictsNameOnlyTheirOwnConstraints() throws {
        let solver = Solver()
        for i in 0..<300 {
            let width = Variable("w\(i)")
            let pin = width == 100
            try solver.add(pin)
            let wrong = width == 200
            let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(wrong) }
            #expect(error.map { $0.conflict.map(ObjectIdentifier.init) } == [pin, wrong].map(ObjectIdentifier.init))
        }
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
