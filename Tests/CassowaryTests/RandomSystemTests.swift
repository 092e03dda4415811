import Testing
@testable import Cassowary

/// A small, seedable generator so that every run draws the same systems.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Draws random small systems: a few variables, constraints of one to three terms with small
/// integer coefficients, every relation, required and optional priorities.
struct SystemGenerator {
    var rng: SplitMix64

    mutating func variables() -> [Variable] {
        (0..<Int.random(in: 2...5, using: &rng)).map { Variable("x\($0)") }
    }

    mutating func constraint(over variables: [Variable]) -> Constraint {
        let terms = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            Term(variables.randomElement(using: &rng)!, Double([-3, -2, -1, 1, 2, 3].randomElement(using: &rng)!))
        }
        let constant = Double(Int.random(in: -50...50, using: &rng))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let required = Bool.random(using: &rng)
        let priority = required ? Priority.required : Priority(Float(Int.random(in: 1...999, using: &rng)))
        return Constraint(Expression(terms, constant: constant), relation, priority: priority)
    }
}

/// W4 of the benchmarks without its last constraint: n views in a row 8 apart, equal widths of at
/// least 30, each preferring width 50 (at 500) and left 60·i (at 750).
func addChainWithOptionalPositions(_ n: Int, to solver: Solver) throws -> (left: [Variable], width: [Variable]) {
    let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
    for i in 0..<n {
        try solver.add(i == 0 ? left[0] == 8 : left[i] == left[i - 1] + width[i - 1] + 8)
        if i > 0 { try solver.add(width[i] == width[0]) }
        try solver.add(width[i] >= 30)
        try solver.add((width[i] == 50).withPriority(500))
        try solver.add((left[i] == Double(60 * i)).withPriority(750))
    }
    return (left, width)
}

func holds(_ c: Constraint, in solver: Solver) -> Bool {
    let value = c.expression.terms.reduce(solver.constant(of: c)) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    switch c.relation {
    case .equal: return abs(value) <= 1e-6
    case .lessThanOrEqual: return value <= 1e-6
    case .greaterThanOrEqual: return value >= -1e-6
    }
}

@Suite struct RandomSystemTests {
    @Test func everyRequiredConstraintHoldsInThousandsOfRandomSystems() throws {
        var generator = SystemGenerator(rng: SplitMix64(state: 2026))
        var failures = 0
        for _ in 0..<3000 {
            let variables = generator.variables()
            let solver = Solver()
            for _ in 0..<Int.random(in: 1...9, using: &generator.rng) {
                let c = generator.constraint(over: variables)
                let before = variables.map { solver.value(of: $0) }
                do {
                    try solver.add(c)
                    #expect(solver.invariantViolations.isEmpty, "\(solver.invariantViolations) after adding \(c)")
                } catch {
                    #expect(solver.invariantViolations.isEmpty, "\(solver.invariantViolations) after failing to add \(c)")
                    failures += 1
                    #expect(variables.map { solver.value(of: $0) } == before, "a failed add changed the solution")
                    #expect(error.conflict.last === c)
                    #expect(!Solver.isSatisfiable(error.conflict), "the conflicting set can hold: \(error)")
                    for dropped in error.conflict.indices {
                        var rest = error.conflict
                        rest.remove(at: dropped)
                        #expect(Solver.isSatisfiable(rest), "the conflicting set is not minimal: \(error)")
                    }
                }
            }
            if let victim = solver.constraints.randomElement(using: &generator.rng) {
                solver.remove(victim)
            }
            if let changed = solver.constraints.randomElement(using: &generator.rng) {
                let before = variables.map { solver.value(of: $0) }
                do {
                    try solver.setConstant(Double(Int.random(in: -50...50, using: &generator.rng)), for: changed)
                } catch {
                    #expect(variables.map { solver.value(of: $0) } == before, "a failed change moved the solution")
                }
            }
            #expect(solver.invariantViolations.isEmpty, "\(solver.invariantViolations) after a removal and a change")
            for c in solver.constraints where c.priority.isRequired {
                #expect(holds(c, in: solver), "\(c) does not hold")
            }
        }
        #expect(failures > 100, "the generator should exercise conflicts too")
    }

    @Test func theSameConstraintsGiveBitIdenticalValues() throws {
        // Fresh variable objects each time: anything that iterated a hash table keyed by identity
        // would visit them in another order and could pivot differently.
        func solve() throws -> [UInt64] {
            var generator = SystemGenerator(rng: SplitMix64(state: 7))
            var values: [UInt64] = []
            for _ in 0..<200 {
                let variables = generator.variables()
                let solver = Solver()
                for _ in 0..<8 { try? solver.add(generator.constraint(over: variables)) }
                values += variables.map { solver.value(of: $0).bitPattern }
            }
            return values
        }
        let first = try solve()
        _ = (0..<1000).map { _ in Variable() }  // move the allocator on
        #expect(try solve() == first)
    }
}

@Suite struct LongStepTests {
    /// Optional equalities pulling one shared parameter many ways: the long-step ratio test must
    /// reach the same optimum, level by level, as one pivot per breakpoint.
    @Test func longStepsReachTheSameOptimumAsPlainPivots() throws {
        try expectSameOptimum(seed: 4242) { $0.disableLongSteps() }
    }

    /// The guard against looping: plain pivots by Bland's rule from the first step (instead of
    /// after thousands) reach the same optimum, level by level, with every required constraint held.
    @Test func theGuardedSimplexReachesTheSameOptimum() throws {
        try expectSameOptimum(seed: 777) { solver in
            solver.tableau.stepGuard = 1
            solver.tableau.hubColumnSize = 1  // every symbol would park: the guard must stop it
        }
    }

    /// 1,500 random systems solved by a usual solver and by one changed by `configure`: the same
    /// optimum level by level, and every required constraint held by the changed one.
    func expectSameOptimum(seed: UInt64, configure: (Solver) -> Void) throws {
        var generator = SystemGenerator(rng: SplitMix64(state: seed))
        for _ in 0..<1500 {
            let variables = generator.variables()
            let constraints = (0..<Int.random(in: 3...12, using: &generator.rng)).map { _ in
                generator.constraint(over: variables)
            }
            let usual = Solver(), changed = Solver()
            configure(changed)
            for c in constraints {
                try? usual.add(c)
                try? changed.add(c)
            }
            let a = usual.objectiveValues, b = changed.objectiveValues
            #expect(a.map(\.priority) == b.map(\.priority))
            for (x, y) in zip(a, b) {
                #expect(abs(x.value - y.value) < 1e-6, "level \(x.priority): \(x.value) vs \(y.value) for \(constraints)")
            }
            for c in changed.constraints where c.priority.isRequired { #expect(holds(c, in: changed)) }
        }
    }

    @Test func aChainWithOptionalPositionsLandsOnTheRequiredWidth() throws {
        // W4 of the benchmarks, small: equal widths, a minimum, preferred widths and positions.
        let n = 30
        let solver = Solver()
        let (left, width) = try addChainWithOptionalPositions(n, to: solver)
        try solver.add(left[n - 1] + width[n - 1] == Double(60 * n) - 8)
        #expect(abs(solver.value(of: width[0]) - (52 - 8 / Double(n))) < 1e-9)
    }
}
