import Synchronization

/// An incremental Cassowary solver with strictly ordered priorities.
///
/// Add and remove constraints, change a constraint's constant or priority in place, and move
/// edit variables with ``suggestValue(_:for:)``; read the answer with ``value(of:)`` or
/// ``updateVariables()``. The same constraints added in the same order give bit-identical values:
/// nothing depends on hashing.
///
/// Misuse (adding a constraint twice, removing one the solver does not have, a required edit
/// variable) traps; only constraints that cannot hold throw.
public final class Solver {
    // The stored properties a constraint's addition reads and writes are not checked for
    // exclusive access at run time (a class's are by default: a call into the runtime for each
    // access, several per constraint added). A solver is used on one thread, and nothing holds an
    // access to one of them across a call that reaches it again.
    @exclusivity(unchecked) var tableau = Tableau()
    /// A number no other solver, nor this one before its last rebuild, has had: the key under
    /// which variables cache their symbol.
    @exclusivity(unchecked) var generation = Solver.makeGeneration()
    @exclusivity(unchecked) var records = ConstraintRecords()
    /// The constraints in the order they were added; removed ones leave a `nil`.
    @exclusivity(unchecked) var order: [Constraint?] = []
    /// The symbols of `variables[..<indexedVariables]` by variable, for a variable whose cached
    /// symbol is another solver's: caught up with `variables` only when such a one is asked for
    /// (a build asks for none; filling the table was 1.6% of laying out 100,000 views).
    var symbols: [ObjectIdentifier: Symbol] = [:]
    @exclusivity(unchecked) var indexedVariables = 0
    /// Every variable the solver has seen, with its symbol, in the order first seen.
    @exclusivity(unchecked) var variables: [(variable: Variable, symbol: Symbol)] = []
    var edits: [ObjectIdentifier: Constraint] = [:]
    /// Where ``makeRow(_:)`` writes a constraint's symbols and coefficients, kept for the next one.
    @exclusivity(unchecked) var termScratch: (symbols: [Symbol], coefficients: [Double]) = ([], [])
    /// Made at the first conflict to explain (`Solver+Conflicts.swift`); dropped when the order is renumbered.
    var connectionIndex: ConnectionIndex?
    /// Whether a failed addition computes its minimal conflicting set (off for the probes that do).
    let explainsConflicts: Bool
    /// Additions keep the tableau feasible but do not optimize: for the probes that only ask
    /// whether constraints can hold together.
    @exclusivity(unchecked) var isBatching = false
    /// How much work the satisfiability probes of one conflict's explanation may do, in
    /// constraints added and tableau cells built, in all: a million take well under a second. A
    /// conflict among thousands of constraints (one constraint against a chain of thousands of
    /// views) needs more to narrow down, and is narrowed down from the failed addition's
    /// certificate instead (`Solver+Conflicts.swift`); only a set that proof fails for is
    /// reported as found (``UnsatisfiableConstraint/isMinimal`` false).
    public var explanationBudget = 1_000_000
    /// The work of the tableaus a rebuild replaced (``work``).
    var retiredWork = SolverWork()
    /// Whether adding the constraints again in their order would make the tableau as it is: only
    /// additions (and rebuilds) made it (``replaysOnFailure``).
    var tableauIsReplayable = true
    /// Additions that failed and were undone by adding the constraints again.
    var failedAdditions = 0

    public init() {
        explainsConflicts = true
    }

    package init(explainsConflicts: Bool) {
        self.explainsConflicts = explainsConflicts
    }

    /// The constraints, in the order they were added.
    public var constraints: [Constraint] { order.compactMap { $0 } }

    /// Makes room for `count` more constraints, so that adding many does not grow the solver's
    /// tables again and again (copying every record each time).
    public func reserveCapacity(constraints count: Int) {
        records.reserveCapacity(records.count + count)
        order.reserveCapacity(order.count + count)
        // A constraint makes at most two symbols of its own, and a layout's has a new variable or
        // two; room a build does not use is never touched, so it costs no memory.
        tableau.reserveCapacity(symbols: 2 * count)
    }

    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``UnsatisfiableConstraint`` with a minimal conflicting set when the constraint is
    ///   required and cannot hold with the required constraints already added; the solver is then
    ///   exactly as it was.
    /// - Complexity: proportional to the rows the new row touches; optimizing after each addition
    ///   does less work in aggregate than optimizing once at the end (kiwi's finding).
    public func add(_ constraint: Constraint) throws(UnsatisfiableConstraint) {
        var record = ConstraintRecord(
            constraint: constraint, order: order.count, constant: constraint.expressionConstant,
            priority: constraint.priority)
        // Added twice, a constraint is found out after its second row went in (one lookup fewer
        // for every addition); the solver traps either way.
        guard insert(&record) else {
            precondition(!contains(constraint), "Cassowary: the constraint \(constraint) was already added")
            throw conflict(for: constraint, constant: record.constant)
        }
        // Handed over (`consume`): passed as it is, the record was copied, then destroyed here.
        guard records.insertNew(consume record, forKey: ObjectIdentifier(constraint)) else {
            preconditionFailure("Cassowary: the constraint \(constraint) was already added")
        }
        order.append(constraint)
    }

    /// Removes a constraint the solver has and re-optimizes.
    public func remove(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        guard let record = records.removeValue(forKey: key) else {
            preconditionFailure("Cassowary: the constraint \(constraint) is not in the solver")
        }
        order[record.order] = nil
        tableauIsReplayable = false
        if !record.marker.isValid {
            // A required equality without marker: nothing in the tableau names its row.
            if !record.isRedundant {
                let rebuilt = rebuild()
                precondition(rebuilt, "Cassowary: the constraints no longer hold when the tableau is rebuilt")
            }
            return
        }
        removeFromTableau(record)
        tableau.optimize()
    }

    /// The objective's value at each priority level, highest first (for tests).
    /// The sum of the optional constraints' errors at each priority level, highest first, read
    /// from the symbols' values (the objective's own running values are not kept through
    /// constant changes, which rename a constraint's error).
    package var objectiveValues: [(priority: Float, value: Double)] {
        tableau.objective.priorities.map { priority in
            let errors = order.compactMap { $0.flatMap { records[ObjectIdentifier($0)] } }
                .filter { $0.priority.rawValue == priority }.flatMap(\.errorSymbols)
            return (priority, errors.map { tableau.value(of: $0) }.reduce(0, +))
        }
    }

    /// Turns the long-step ratio test off, to check it against plain pivots (for tests).
    package func disableLongSteps() { tableau.longSteps = false }

    /// Whether a new variable's row may refer to other variables' rows (`Tableau+References.swift`;
    /// off by default) or every row is written out in non-basic symbols (for tests and benchmarks).
    /// Up to `writingOutUpTo` cells (16 unless given), a new variable's row is written out all
    /// the same (0: every one refers, for tests on small systems).
    package func keepReferences(_ on: Bool, writingOutUpTo cells: Int? = nil) {
        tableau.keepsReferences = on
        tableau.longestWrittenOutDefinition = cells ?? Tableau.defaultLongestWrittenOutDefinition
    }

    /// Sets the column length from which a symbol parks instead of pivoting; `Int.max` never
    /// parks (for tests, which park on tiny systems to compare with plain pivots).
    package func parkSymbols(withColumnsOfAtLeast length: Int) { tableau.hubColumnSize = length }

    /// How dense the tableau is (for benchmarks and diagnosis).
    package var tableauStatistics: (rows: Int, cells: Int, longest: Int) { tableau.statistics }

    /// The work the solver has done since it was made (``SolverWork``), its ambiguity questions'
    /// included: deterministic counts, for tests that check how the work grows.
    package var work: SolverWork { retiredWork + tableau.totalWork }

    /// How many constraints went in through an artificial variable (for tests).
    package var artificialAdditions: Int { tableau.artificialAdditions }

    /// The value the solver gives `variable` now (0 for a variable it does not know).
    public func value(of variable: Variable) -> Double {
        guard let s = knownSymbol(of: variable) else { return 0 }
        return Solver.value(of: s, in: &tableau) + 0.0
    }

    /// Reads a symbol's value off the tableau passed in place: a non-mutating call on the stored
    /// tableau would copy it first (every one of its arrays retained, then released).
    private static func value(of s: Symbol, in tableau: inout Tableau) -> Double {
        tableau.value(of: s)
    }

    /// The values of `symbols`, read as the one above reads one.
    private static func values(of symbols: [Symbol], in tableau: inout Tableau) -> [Double] {
        tableau.values(of: symbols)
    }

    /// The values the solver gives `variables` now (0 for one it does not know), without
    /// writing them into the variables: each row read once, however the rows refer to each other.
    package func values(of variables: [Variable]) -> [Double] {
        let known = variables.map { knownSymbol(of: $0) }
        let values = Solver.values(of: known.compactMap { $0 }, in: &tableau)
        var next = values.makeIterator()
        return known.map { $0 == nil ? 0 : next.next()! + 0.0 }
    }

    /// Writes the solved value into every variable's `value`.
    ///
    /// - Complexity: O(*v* + the cells of their rows) for *v* variables.
    public func updateVariables() {
        let values = Solver.values(of: variables.map(\.symbol), in: &tableau)
        for ((variable, _), value) in zip(variables, values) { variable.value = value + 0.0 }
    }
}

private let generations = Atomic<Int>(0)

extension Solver {
    static func makeGeneration() -> Int {
        generations.add(1, ordering: .relaxed).newValue
    }

    /// The symbol of a variable the solver knows, or nil.
    func knownSymbol(of variable: Variable) -> Symbol? {
        let cached = variable.cachedSymbol
        if cached.generation == generation { return cached.symbol }
        // No solver has seen it: every new variable of a build, which hashing could not find.
        if cached.generation == Variable.neverSeen { return nil }
        if indexedVariables < variables.count {
            symbols.reserveCapacity(variables.count)
            for (known, s) in variables[indexedVariables...] { symbols[ObjectIdentifier(known)] = s }
            indexedVariables = variables.count
        }
        return symbols[ObjectIdentifier(variable)]
    }
}
