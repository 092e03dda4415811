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
}
