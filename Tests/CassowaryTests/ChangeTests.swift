import Testing
@testable import Cassowary

@Suite struct ChangeTests {
    @Test func aRequiredEqualityConstantChangesInPlace() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add(a == 0)
        let gap = b == a + 10
        try solver.add(gap)
        try solver.add(c == b + 10)
        try solver.setConstant(-50, for: gap)
        #expect(solver.value(of: b) == 50)
        #expect(solver.value(of: c) == 60)
        try solver.setConstant(-20, for: gap)  // the second change uses the marker directly
        #expect(solver.value(of: c) == 30)
        #expect(solver.constant(of: gap) == -20)
        #expect(solver.contains(gap))
    }

    @Test func aConstantChangeThatConflictsIsRefusedAndUndone() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add(x <= 100)
        try solver.add((x == 0).withPriority(.defaultLow))
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(-200, for: floor) }
        #expect(error?.conflict.count == 2)
        #expect(solver.value(of: x) == 10)
        #expect(solver.constant(of: floor) == -10)
        try solver.setConstant(-50, for: floor)
        #expect(solver.value(of: x) == 50)
    }

    @Test func aRedundantEqualityStillHoldsWhenTheOneItRepeatsChanges() throws {
        // 2x == 18 says again what x == 9 says; moving x == 9 to x == 5 must conflict with it,
        // also when the change comes a second time (the redundant equality added after a marker).
        let x = Variable("x")
        let solver = Solver()
        let nine = x == 9
        try solver.add(nine)
        try solver.add(2 * x == 18)
        #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(-5, for: nine) }
        #expect(solver.value(of: x) == 9)
        let y = Variable("y")
        let five = y == 5
        try solver.add(five)
        try solver.setConstant(-6, for: five)
        try solver.add(3 * y == 18)
        #expect(throws: UnsatisfiableConstraint.self) { try solver.setConstant(-7, for: five) }
        #expect(solver.value(of: y) == 6)
    }

    @Test func aRedundantEqualityKeepsHoldingWhenTheOneItRepeatsIsRemoved() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let nine = x == 9
        try solver.add(nine)
        try solver.setConstant(-8, for: nine)
        try solver.setConstant(-9, for: nine)  // nine keeps a marker
        try solver.add(2 * x == 18)  // redundant: a row of its own
        try solver.add(x >= 5)
        solver.remove(nine)
        #expect(abs(solver.value(of: x) - 9) < 1e-9)
        let atLeastThree = y >= 3
        try solver.add(atLeastThree)
        try solver.setConstant(-4, for: atLeastThree)
        solver.addEditVariable(y, priority: .defaultHigh)
        solver.suggestValue(3, for: y)
        #expect(solver.value(of: y) == 4)
    }

    @Test func aRedundantEqualityTurnedRoundByRoundingShiftsTheRightWay() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 1
        try solver.add(first)
        try solver.setConstant(-0.3, for: first)
        // One ulp beyond 3 × 0.3: the row's value is a tiny negative, and the row is turned round.
        let again = 3 * x == (3 * solver.value(of: x)).nextUp
        try solver.add(again)
        solver.remove(first)
        try solver.setConstant(-0.6, for: again)
        #expect(abs(solver.value(of: x) - 0.2) < 1e-9)
    }

    @Test func optionalConstantsChangeInPlace() throws {
        let x = Variable("x")
        let solver = Solver()
        let wish = (x == 10).withPriority(.defaultHigh)
        try solver.add(wish)
        try solver.add(x <= 100)
        try solver.setConstant(-70, for: wish)
        #expect(solver.value(of: x) == 70)
        try solver.setConstant(-170, for: wish)
        #expect(solver.value(of: x) == 100)
    }

    @Test func aPriorityChangesInPlace() throws {
        let x = Variable("x")
        let solver = Solver()
        let left = (x == 10).withPriority(300), right = (x == 20).withPriority(400)
        try solver.add(left)
        try solver.add(right)
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(500, for: left)
        #expect(solver.value(of: x) == 10)
        #expect(solver.priority(of: left) == 500)
    }

    @Test func aPriorityCanBecomeRequiredOrStopBeingRequired() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        let other = (x == 20).withPriority(.defaultLow)
        try solver.add(other)
        try solver.setPriority(249, for: pin)
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(.required, for: pin)
        #expect(solver.value(of: x) == 10)
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.setPriority(.required, for: other) }
        #expect(error?.conflict.count == 2)
        #expect(solver.priority(of: other) == .defaultLow)
        #expect(solver.value(of: x) == 10)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let width = Variable("width"), half = Variable("half")
        let solver = Solver()
        try solver.add(half == width / 2)
        try solver.add(width <= 500)
        solver.addEditVariable(width, priority: .defaultHigh)
        #expect(solver.hasEditVariable(width))
        for value in [100.0, 320, 768, 240] {
            solver.suggestValue(value, for: width)
            #expect(solver.value(of: half) == min(value, 500) / 2)
        }
        solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }
}
