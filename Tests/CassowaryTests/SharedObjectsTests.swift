import Testing
@testable import Cassowary

/// Variables and constraints in more than one solver: each notes where the solver that saw it
/// last keeps it, and another solver must still find it (or know it does not have it).
@Suite struct SharedObjectsTests {
    @Test func aConstraintInTwoSolversIsFoundInEach() throws {
        let x = Variable("x")
        let c = x == 10
        let first = Solver(), second = Solver()
        try first.add(x >= 0)
        try first.add(c)
        try second.add(c)  // notes its record in the second solver
        #expect(first.contains(c) && second.contains(c))
        let third = Solver()
        try third.add(x <= 50)
        try third.add(c)  // noted in another solver: the third looks it up before adding it
        #expect(third.value(of: x) == 10 && third.constraints.count == 2)
        try first.setConstant(-20, for: c)  // x == 20, found in the first though noted in the second
        #expect(first.value(of: x) == 20)
        #expect(second.value(of: x) == 10)
        first.remove(c)
        #expect(!first.contains(c) && second.contains(c))
        try first.add(c)
        #expect(first.constant(of: c) == -10)
        #expect(first.value(of: x) == 10)
    }

    @Test func aConstraintRemovedAndAddedAgainIsOneRecord() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let constraints = [x == 1, y == 2, x + y <= 10]
        for c in constraints { try solver.add(c) }
        solver.remove(constraints[0])
        try solver.add(constraints[0])
        solver.remove(constraints[1])
        #expect(solver.constraints.count == 2)
        #expect(solver.contains(constraints[0]) && !solver.contains(constraints[1]) && solver.contains(constraints[2]))
        #expect(solver.value(of: x) == 1)
    }

    @Test func aVariableAnotherSolverSawLastIsStillKnown() throws {
        let x = Variable("x"), y = Variable("y")
        let first = Solver(), second = Solver()
        try first.add(x == 3)
        try first.add(y == x + 1)
        try second.add(x == 7)  // the variable's cached symbol is the second solver's now
        #expect(first.value(of: x) == 3 && first.value(of: y) == 4)
        #expect(second.value(of: x) == 7)
        #expect(first.values(of: [y, x, Variable("z")]) == [4, 3, 0])
        // A variable only the second solver has is unknown to the first.
        let z = Variable("z")
        try second.add(z == 1)
        #expect(first.isAmbiguous(z) && first.value(of: z) == 0)
        #expect(!first.isAmbiguous(x) && !first.isAmbiguous(y))
        #expect(second.value(of: z) == 1)
    }

    /// A variable first seen after a snapshot noted a symbol the restored tableau gives the
    /// next new variable: it must be new again after the restore.
    @Test func aVariableFirstSeenAfterASnapshotIsNewAgainAfterItsRestore() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 10)
        let saved = solver.savedState()
        try solver.add(y == x + 5)
        solver.restore(saved)
        try solver.add(z == 3)  // takes the symbol y had
        try solver.add(y == 7)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 7 && z.value == 3)
        #expect(solver.constraints.count == 3)
    }
}
