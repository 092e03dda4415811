/// Explaining a failure: which required constraints, together, cannot hold.
extension Solver {
    /// The error for `constraint` (required, with `constant`) failing against the required
    /// constraints in the solver, carrying a minimal conflicting set.
    func conflict(for constraint: Constraint, constant: Double) -> UnsatisfiableConstraint {
        let failing = Constraint(
            Expression(constraint.expression.terms, constant: constant), constraint.relation, name: constraint.name)
        guard explainsConflicts else { return UnsatisfiableConstraint(constraint: constraint, conflict: [constraint]) }
        let key = ObjectIdentifier(constraint)
        // Probes are built from copies at their current constants; map them back afterwards.
        var original: [ObjectIdentifier: Constraint] = [ObjectIdentifier(failing): constraint]
        var candidates: [Constraint] = []
        for c in connectedRequiredConstraints(to: constraint) where ObjectIdentifier(c) != key {
            let record = records[ObjectIdentifier(c)]!
            let copy = Constraint(Expression(c.expression.terms, constant: record.constant), c.relation, name: c.name)
            original[ObjectIdentifier(copy)] = c
            candidates.append(copy)
        }
        let (minimal, isMinimal) = Self.minimalConflict(candidates, failing: failing, budget: explanationBudget)
        return UnsatisfiableConstraint(
            constraint: constraint, conflict: (minimal + [failing]).map { original[ObjectIdentifier($0)]! },
            isMinimal: isMinimal)
    }

    /// A minimal subset of `candidates` that cannot hold together with `failing` (which cannot hold
    /// with all of them), in the candidates' order; and whether it is minimal (false when it was
    /// too large to narrow down).
    ///
    /// QuickXplain first, within `budget`: its set is the one made of the earliest constraints,
    /// and the certificate below names another minimal set in about one small random conflict in
    /// seven (of 17,817 tried, 2,545). A conflict too large for its probes (a chain of
    /// hundreds of views, where each probe adds the chain again) is narrowed down from the failed
    /// addition itself: ``certificate(_:failing:)`` names the candidates that conflict with
    /// `failing`, in one pass over them, and ``narrowed(certified:failing:budget:)`` proves
    /// that set minimal.
    static func minimalConflict(_ candidates: [Constraint], failing: Constraint, budget: Int) -> (minimal: [Constraint], isMinimal: Bool) {
        var budget = budget
        guard isSatisfiable([failing], budget: &budget) != false else { return ([], true) }
        if let found = quickXplain(background: [failing], candidates, budget: &budget) { return (found, true) }
        guard let certified = certificate(candidates, failing: failing) else {
            return (candidates, false)  // the connected constraints, which cannot hold either
        }
        return narrowed(certified: certified, failing: failing, budget: &budget)
    }

    /// `certified`, a set of constraints that cannot hold with `failing` whose Farkas
    /// certificate takes all of them, narrowed down: as it is when their rows are linearly
    /// independent (``rowsAreIndependent(_:)``), since then it is minimal: the certificate of a
    /// smaller set would be another combination of the same rows that sums to nothing on every
    /// variable, and with independent rows every such combination is a multiple of the one that
    /// takes them all. Otherwise QuickXplain among them, within what is left of `budget`; over
    /// it, the set as found, not minimal.
    ///
    /// Phase one stops at a basis, and the certificate read there has taken independent rows in
    /// every conflict of the random systems tried (`CertificateTests`); the check guards the
    /// proof against the cases that could break it (rounding that leaves a multiplier just off
    /// zero, a symbol parked off its bound).
    static func narrowed(certified: [Constraint], failing: Constraint, budget: inout Int) -> (minimal: [Constraint], isMinimal: Bool) {
        if rowsAreIndependent(certified) { return (certified, true) }
        if let found = quickXplain(background: [failing], certified, budget: &budget) { return (found, true) }
        return (certified, false)
    }

    /// The candidates that take part in a Farkas certificate of `failing`'s conflict with them, in
    /// their order: the constraints whose equations, each times a multiplier, sum to one that
    /// cannot hold (`0 = 5`, or `0 >= 5`), with `failing` among them. nil when the
    /// candidates alone cannot be added (as their copies were, in the solver that failed) or
    /// `failing` can hold with them.
    ///
    /// The candidates go into a new solver in their order, each with a marker (an equality's dummy
    /// too), rows referring along a chain as in the solver that failed. `failing`'s row is then
    /// written out and goes in through an artificial variable: when the phase-one objective
    /// cannot reach zero, it is `failing`'s equation plus a combination of the candidates'
    /// equations, written in non-basic symbols only; each candidate's marker appears in no other
    /// equation, so its cost there is the candidate's multiplier. (An equality written out to
    /// dummies alone, `0 = 5 + …`, is that combination already.) One pass over the
    /// candidates, where QuickXplain adds a chain again for each of its members.
    static func certificate(_ candidates: [Constraint], failing: Constraint) -> [Constraint]? {
        let probe = Solver(explainsConflicts: false)
        probe.isBatching = true  // only feasibility matters: never optimize
        var markers: [Symbol] = []
        markers.reserveCapacity(candidates.count)
        for c in candidates {
            var record = ConstraintRecord(
                constraint: c, order: probe.order.count, constant: c.expressionConstant, priority: .required)
            record.keepsMarker = c.relation == .equal
            guard probe.insert(&record) else { return nil }
            probe.records[ObjectIdentifier(c)] = record
            probe.order.append(c)
            markers.append(record.marker)
        }
        guard let costs = probe.phaseOneCosts(of: failing) else { return nil }
        return zip(candidates, markers).filter { _, marker in !nearZero(costs(marker)) }.map(\.0)
    }

    /// Adds the required `constraint`'s row through an artificial variable without keeping it:
    /// nil when it can hold, else the final phase-one objective's cost of each symbol (the row
    /// itself when it holds only dummies).
    private func phaseOneCosts(of constraint: Constraint) -> ((Symbol) -> Double)? {
        let terms = constraint.terms
        var row = tableau.writtenOut(terms.map(\.coefficient), terms.map { symbol(for: $0.variable) }, constant: constraint.expressionConstant)
        switch constraint.relation {
        case .lessThanOrEqual: row.insert(tableau.makeSymbol(.slack), 1)
        case .greaterThanOrEqual: row.insert(tableau.makeSymbol(.slack), -1)
        case .equal: break
        }
        if tableau.value(of: row) < 0 { row.reverseSign() }
        if row.hasOnlyDummies(tableau.kinds) {
            guard !nearZero(tableau.value(of: row)) else { return nil }
            return { row.coefficient(of: $0) }
        }
        let artificial = tableau.makeSymbol(.slack)
        tableau.setRow(row, for: artificial)
        var goal = Objective()
        goal.add(row, times: 1, at: 0)
        tableau.artificialObjective = goal
        tableau.optimize(artificialPhase: true)
        guard !nearZero(tableau.value(of: artificial)), let final = tableau.artificialObjective else { return nil }
        return { final.costs(of: $0).first ?? 0 }
    }

    /// Whether the constraints' rows, on their variables alone (an inequality's slack left out),
    /// are linearly independent: each added as `expression == 0` to a new solver, none turns out
    /// a combination of those before it.
    static func rowsAreIndependent(_ constraints: [Constraint]) -> Bool {
        let probe = Solver(explainsConflicts: false)
        probe.isBatching = true
        for c in constraints {
            let homogeneous = Constraint(Expression(c.expression.terms, constant: 0), .equal)
            var record = ConstraintRecord(constraint: homogeneous, order: probe.order.count, constant: 0, priority: .required)
            // Zero constants always hold; a row that is a combination of earlier ones is redundant.
            guard probe.insert(&record), !record.isRedundant else { return false }
            probe.records[ObjectIdentifier(homogeneous)] = record
            probe.order.append(homogeneous)
        }
        return true
    }

    /// The required constraints that share variables with `constraint`, directly or through
    /// others, in the order they were added. Only these can take part in its conflict.
    private func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        var index = connectionIndex ?? ConnectionIndex()
        connectionIndex = nil  // the index's tables held once, so extending them copies nothing
        index.extend(with: order)
        connectionIndex = index
        let positions = index.connected(to: constraint, order: order) { records[ObjectIdentifier($0)]!.isRequired }
        return positions.map { order[$0]! }
    }

    /// Junker's QuickXplain: a minimal subset of `candidates` that cannot hold together with
    /// `background` (which can hold alone), in O(k log(n/k)) satisfiability checks.
    /// nil when the probes would add more than `budget` constraints and cells.
    static func quickXplain(background: [Constraint], _ candidates: [Constraint], budget: inout Int) -> [Constraint]? {
        var overBudget = false
        func explain(_ background: [Constraint], changed: Bool, _ candidates: [Constraint]) -> [Constraint] {
            guard !overBudget else { return [] }
            if changed {
                guard budget >= background.count else {
                    overBudget = true
                    return []
                }
                guard let satisfiable = Self.isSatisfiable(background, budget: &budget) else {
                    overBudget = true
                    return []
                }
                if !satisfiable { return [] }
            }
            if candidates.count <= 1 { return candidates }
            let half = candidates.count / 2
            let first = Array(candidates[..<half]), second = Array(candidates[half...])
            let fromSecond = explain(background + first, changed: !first.isEmpty, second)
            let fromFirst = explain(background + fromSecond, changed: !fromSecond.isEmpty, first)
            return fromFirst + fromSecond
        }
        let found = explain(background, changed: false, candidates)
        return overBudget ? nil : found
    }

    /// ``isSatisfiable(_:)``, counting its work against `budget`: the constraints it adds and the
    /// cells of the tableau it builds (which grow faster than the constraints when rows fill in).
    /// nil when the probe stopped before the end, having built more cells than were left: a chain
    /// of thousands of views fills a written-out tableau with the square of its length, and one
    /// probe of it cost seconds after the budget was spent.
    static func isSatisfiable(_ constraints: [Constraint], budget: inout Int) -> Bool? {
        let (satisfiable, cells, stopped) = probe(constraints, cellLimit: max(budget - constraints.count, 0))
        budget -= constraints.count + cells
        return stopped ? nil : satisfiable
    }

    /// Whether the constraints, all taken as required, can hold together.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool { probe(constraints, cellLimit: .max).satisfiable }

    /// Adds the constraints to a new solver, and stops once its tableau holds more than
    /// `cellLimit` cells. The cells are counted each time the constraints added grow by an eighth
    /// (at least 64), so counting costs O(n) in all and stops within about a quarter over the limit.
    private static func probe(_ constraints: [Constraint], cellLimit: Int) -> (satisfiable: Bool, cells: Int, stopped: Bool) {
        let probe = Solver(explainsConflicts: false)
        probe.isBatching = true  // only feasibility matters: never optimize
        // Written-out rows: a probe adds a subset of the constraints in another order, where a
        // position defined along a chain is written out again by each constraint that pins the
        // chain's far end (a 1,000-view chain in a 10 pt box: 4 s with written-out rows, 26 s
        // referring). Only whether the constraints can hold is asked, which either answers alike.
        probe.tableau.keepsReferences = false
        var nextCount = 64
        for c in constraints {
            var record = ConstraintRecord(
                constraint: c, order: probe.order.count, constant: c.expressionConstant, priority: .required)
            guard probe.insert(&record) else { return (false, probe.tableauStatistics.cells, false) }
            probe.records[ObjectIdentifier(c)] = record
            probe.order.append(c)
            if probe.order.count >= nextCount {
                nextCount = probe.order.count + max(64, probe.order.count / 8)
                let cells = probe.tableauStatistics.cells
                if cells > cellLimit && probe.order.count < constraints.count { return (false, cells, true) }
            }
        }
        return (true, probe.tableauStatistics.cells, false)
    }
}
