import Testing
@testable import Cassowary

/// Narrowing a conflict down from the failed addition's Farkas certificate
/// (`Solver+Conflicts.swift`), checked against what minimal means.
@Suite struct CertificateTests {
    /// Views chained 8 apart in a box 10 wide, every width held at zero or more: the whole chain,
    /// its floors and the box conflict, and no probe could narrow thousands of them down.
    @Test func aChainWithSizeFloorsIsMinimalByItsCertificate() throws {
        let n = 2_000
        let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
        let box = Variable("box")
        var constraints: [Constraint] = [box == 10]
        constraints += width.map { $0 >= 0 }
        constraints.append(left[0] == 8)
        for i in 1..<n { constraints.append(left[i] == left[i - 1] + width[i - 1] + 8) }
        let solver = Solver()
        solver.explanationBudget = 10_000
        for c in constraints { try solver.add(c) }
        let closing = left[n - 1] + width[n - 1] + 8 == box
        let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(closing) }
        #expect(error?.isMinimal == true)
        #expect(error.map { $0.conflict.map(ObjectIdentifier.init) } == (constraints + [closing]).map(ObjectIdentifier.init))
    }

    /// The certificate names only the constraints that take part: a parallel chain that holds,
    /// and a bound that is not tight, stay out.
    @Test func theCertificateLeavesOutWhatDoesNotTakePart() {
        let x = (0...3).map { Variable("x\($0)") }, y = Variable("y")
        let start = x[0] == 0, steps = (1...3).map { x[$0] == x[$0 - 1] + 10 }
        let loose = x[3] <= 1000, other = y == x[1] + 5
        let failing = x[3] >= 40
        let certified = Solver.certificate([start, loose, other] + steps, failing: failing)
        #expect(certified.map { $0.map(ObjectIdentifier.init) } == ([start] + steps).map(ObjectIdentifier.init))
        #expect(Solver.certificate([start] + steps, failing: x[3] >= 30) == nil, "30 can hold")
    }

    @Test func independentRowsAreToldFromDependentOnes() {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        #expect(Solver.rowsAreIndependent([a == 1, b == a + 2, c <= b]))
        // a + b is the sum of the first two rows, whatever the constants and relations.
        #expect(!Solver.rowsAreIndependent([a >= 1, b == 4, a + b <= 9]))
        #expect(!Solver.rowsAreIndependent([a == 1, a == 2]))
    }

    /// A set that cannot hold but whose rows are dependent is not proven minimal by its rows:
    /// QuickXplain narrows it down within the budget, and over the budget it is given as found.
    @Test func aDependentSetFallsBackToQuickXplain() {
        let a = Variable("a"), b = Variable("b")
        let pinA = a == 1, pinB = b == 1, sum = a + b == 2
        let failing = a + b == 10
        var budget = 1_000
        let narrowed = Solver.narrowed(certified: [pinA, pinB, sum], failing: failing, budget: &budget)
        #expect(narrowed.isMinimal)
        #expect(narrowed.minimal.map(ObjectIdentifier.init) == [pinA, pinB].map(ObjectIdentifier.init))
        var none = 0
        let whole = Solver.narrowed(certified: [pinA, pinB, sum], failing: failing, budget: &none)
        #expect(!whole.isMinimal)
        #expect(whole.minimal.count == 3)
    }

    /// In random systems, every certificate's set cannot hold, and when its rows are independent
    /// it is minimal: dropping any one constraint lets the rest hold.
    @Test func certifiedSetsOfRandomConflictsAreMinimal() throws {
        var generator = SystemGenerator(rng: SplitMix64(state: 99))
        var certified = 0
        for _ in 0..<2_000 {
            let variables = generator.variables()
            var added: [Constraint] = []
            let solver = Solver(explainsConflicts: false)
            for _ in 0..<Int.random(in: 1...9, using: &generator.rng) {
                let drawn = generator.constraint(over: variables)
                let c = Constraint(drawn.expression, drawn.relation)
                do {
                    try solver.add(c)
                    added.append(c)
                } catch {
                    guard Solver.isSatisfiable([c]) else { continue }
                    let found = try #require(Solver.certificate(added, failing: c), "no certificate for \(c) against \(added)")
                    let set = found + [c]
                    #expect(!Solver.isSatisfiable(set), "the certified set can hold: \(set)")
                    #expect(Solver.rowsAreIndependent(found), "dependent rows: \(found)")
                    for dropped in set.indices {
                        var rest = set
                        rest.remove(at: dropped)
                        #expect(Solver.isSatisfiable(rest), "the certified set is not minimal: \(set)")
                    }
                    certified += 1
                }
            }
        }
        #expect(certified > 500, "the generator should exercise conflicts")
    }
}
