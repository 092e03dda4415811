/// Changing constraints in place: constants (UIKit's `constraint.constant = x`), priorities, and
/// edit variables, which are optional constraints `v == value` whose value changes.
extension Solver {
    /// Sets the constant term of the constraint's expression (`expression (<=, ==, >=) 0`) without
    /// removing the constraint, and re-solves with the dual simplex.
    ///
    /// For `x == y + 10`, built as `x - y - 10 == 0`, the constant is -10.
    /// - Throws: ``UnsatisfiableConstraint`` when the constraint is required and cannot hold with
    ///   its new constant; the solver is then exactly as it was.
    /// - Complexity: proportional to the rows that hold the constraint's marker. The first change
    ///   of a required equality rebuilds the tableau once to give the equality a marker.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(UnsatisfiableConstraint) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key] else {
            preconditionFailure("Cassowary: the constraint \(constraint) is not in the solver")
        }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        tableauIsReplayable = false
        let saved = record.isRequired ? savedState() : nil
        if !record.marker.isValid {
            record.keepsMarker = true
            records[key] = record
            let rebuilt = rebuild()
            precondition(rebuilt, "Cassowary: the constraints no longer hold when the tableau is rebuilt")
            record = records[key]!
        }
        tableau.unparkAll()
        shiftConstant(of: record, by: delta)
        guard tableau.dualOptimize() else {
            restore(saved!)
            throw conflict(for: constraint, constant: constant)
        }
        records[key]!.constant = constant
    }

    /// Makes one of the record's markers absorb a change of its constant: the equation
    /// `e + k + a·m = 0` with `k + δ` is the same equation in `m' = m - δ/a`.
    private func shiftConstant(of record: ConstraintRecord, by delta: Double) {
        if record.other.isValid && tableau.isBasic(record.other) && !tableau.isBasic(record.marker) {
            tableau.shift(record.other, by: -delta / record.otherCoefficient)
        } else {
            tableau.shift(record.marker, by: -delta / record.markerCoefficient)
        }
    }

    /// Changes a constraint's priority in place. Between optional priorities only the
    /// objective changes; to or from required the constraint is removed and added again.
    public func setPriority(_ priority: Priority, for constraint: Constraint) throws(UnsatisfiableConstraint) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key] else {
            preconditionFailure("Cassowary: the constraint \(constraint) is not in the solver")
        }
        guard priority != record.priority else { return }
        if record.isRequired || priority.isRequired {
            try replace(record, priority: priority)
            return
        }
        tableauIsReplayable = false
        for error in record.errorSymbols {
            tableau.addToObjective(error, -1, at: record.priority.rawValue)
            tableau.addToObjective(error, 1, at: priority.rawValue)
        }
        if record.constraint.relation == .equal { tableau.pair(record.marker, record.other, level: priority.rawValue) }
        record.priority = priority
        records[key] = record
        tableau.optimize()
    }

    /// Moves a constraint to or from required: the tableau is rebuilt with the new priority, and
    /// with the old one again if the constraint cannot be required.
    private func replace(_ record: ConstraintRecord, priority: Priority) throws(UnsatisfiableConstraint) {
        let saved = savedState()
        records[ObjectIdentifier(record.constraint)]!.priority = priority
        if rebuild() { return }
        restore(saved)
        throw conflict(for: record.constraint, constant: record.constant)
    }

    /// The solver's current constant of a constraint's expression.
    public func constant(of constraint: Constraint) -> Double {
        records[ObjectIdentifier(constraint)]!.constant
    }

    /// The solver's current priority of a constraint.
    public func priority(of constraint: Constraint) -> Priority {
        records[ObjectIdentifier(constraint)]!.priority
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == value` at `priority`
    /// whose value ``suggestValue(_:for:)`` moves. A required priority is a programming error.
    public func addEditVariable(_ variable: Variable, priority: Priority) {
        precondition(!priority.isRequired, "Cassowary: an edit variable cannot be required")
        let key = ObjectIdentifier(variable)
        precondition(edits[key] == nil, "Cassowary: \(variable) is already an edit variable")
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit \(variable)")
        try! add(constraint)  // optional constraints always hold
        edits[key] = constraint
    }

    public func removeEditVariable(_ variable: Variable) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            preconditionFailure("Cassowary: \(variable) is not an edit variable")
        }
        remove(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex (the resizing path).
    ///
    /// - Complexity: proportional to the rows that hold the edit's error symbols.
    public func suggestValue(_ value: Double, for variable: Variable) {
        guard let constraint = edits[ObjectIdentifier(variable)] else {
            preconditionFailure("Cassowary: \(variable) is not an edit variable")
        }
        try! setConstant(-value, for: constraint)  // optional: the dual simplex always succeeds
    }
}

/// Everything a failed change must put back so that the solver is exactly as it was.
struct SolverState {
    let tableau: Tableau
    let records: ConstraintRecords
    let order: [Constraint?]
    let symbols: [ObjectIdentifier: Symbol]
    let indexedVariables: Int
    let variables: [(variable: Variable, symbol: Symbol)]
}

extension Solver {
    /// A snapshot: O(1) now; the arrays are copied only as the solver changes them afterwards.
    func savedState() -> SolverState {
        SolverState(
            tableau: tableau, records: records, order: order, symbols: symbols, indexedVariables: indexedVariables, variables: variables)
    }

    func restore(_ state: SolverState) {
        tableau = state.tableau
        records = state.records
        order = state.order
        symbols = state.symbols
        indexedVariables = state.indexedVariables
        variables = state.variables
        // A new generation: a variable first seen after the snapshot still notes the symbol it
        // had then, which the restored tableau may give another; every variable is looked up in
        // the restored table instead.
        generation = Solver.makeGeneration()
        connectionIndex = nil
        // Whatever made the state restored, a rebuild since may have said otherwise.
        tableauIsReplayable = false
    }
}
