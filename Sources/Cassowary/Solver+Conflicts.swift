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
        var budget = explanationBudget
        var minimal: [Constraint] = []
        var isMinimal = true
        if Self.isSatisfiable([failing], budget: &budget) != false {
            if let found = quickXplain(background: [failing], candidates, budget: &budget) {
                minimal = found
            } else {
                minimal = candidates  // over budget: the connected constraints, which cannot hold either
                isMinimal = false
            }
        }
        return UnsatisfiableConstraint(
            constraint: constraint, conflict: (minimal + [failing]).map { original[ObjectIdentifier($0)]! },
            isMinimal: isMinimal)
    }



    /// The required constraints that share variables with `constraint`, directly or through
    /// others, in the order they were added. Only these can take part in its conflict.
    private func connectedRequiredConstraints(to constraint: Constraint) -> [Constraint] {
        var components = UnionFind()
        let required = order.compactMap { $0 }.filter { records[ObjectIdentifier($0)]!.isRequired }
        for c in required + [constraint] {
            let ids = c.expression.terms.map { ObjectIdentifier($0.variable) }
            for id in ids.dropFirst() { components.union(ids[0], id) }
        }
        guard let anchor = constraint.expression.terms.first.map({ ObjectIdentifier($0.variable) }) else { return [] }
        let root = components.find(anchor)
        return required.filter { c in
            c.expression.terms.first.map { components.find(ObjectIdentifier($0.variable)) == root } ?? false
        }
    }

    /// Junker's QuickXplain: a minimal subset of `candidates` that cannot hold together with
    /// `background` (which can hold alone), in O(k log(n/k)) satisfiability checks.
    /// nil when the probes would add more than `budget` constraints and cells.
    private func quickXplain(background: [Constraint], _ candidates: [Constraint], budget: inout Int) -> [Constraint]? {
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
                constraint: c, order: probe.order.count, constant: c.expression.constant, priority: .required)
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

/// Disjoint sets of variables, by identity, with path halving.
struct UnionFind {
    private var parent: [ObjectIdentifier: ObjectIdentifier] = [:]

    mutating func find(_ x: ObjectIdentifier) -> ObjectIdentifier {
        var x = x
        while let p = parent[x], p != x {
            let grandparent = parent[p] ?? p
            parent[x] = grandparent
            x = grandparent
        }
        return x
    }

    mutating func union(_ a: ObjectIdentifier, _ b: ObjectIdentifier) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[ra] = rb }
    }
}
