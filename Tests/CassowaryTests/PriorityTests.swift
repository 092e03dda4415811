import Testing
@testable import Cassowary

@Suite struct PriorityTests {
    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        // kiwi folds strengths into one number, so 2,000 weak errors outweigh a medium one; here
        // priority 251 must win over 2,000 constraints at 250.
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<2000 { try solver.add((x == 0).withPriority(250)) }
        try solver.add((x == 100).withPriority(251))
        #expect(solver.value(of: x) == 100)
        let y = Variable("y")
        try solver.add((y == 100).withPriority(251))
        for _ in 0..<2000 { try solver.add((y == 0).withPriority(250)) }
        #expect(solver.value(of: y) == 100)
    }

    @Test func equalPrioritiesTradeOffBySumOfErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 40).withPriority(500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func fractionalPrioritiesAreOrdered() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 1).withPriority(Priority(999.5)))
        try solver.add((x == 2).withPriority(Priority(999)))
        #expect(solver.value(of: x) == 1)
    }

    @Test func namedPrioritiesHaveApplesValues() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        #expect(Priority(rawValue: 0) == nil)
        #expect(Priority(rawValue: 1001) == nil)
        #expect(Priority.required.isRequired && !Priority(999).isRequired)
    }
}
