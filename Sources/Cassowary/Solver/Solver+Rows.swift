/// Turning constraints into tableau rows and back (kiwi's `createRow`, `chooseSubject`,
/// `removeConstraintEffects`).
extension Solver {
    func symbol(for variable: Variable) -> Symbol {
        if let s = knownSymbol(of: variable) { return s }
        let s = tableau.makeSymbol(.external)
        variable.cachedSymbol = (generation, s)
        variables.append((variable, s))
        return s
    }

    /// Adds the record's constraint to the tableau, filling in its markers.
    /// - Returns: false, with the solver unchanged, if the constraint cannot hold.
    func insert(_ record: inout ConstraintRecord) -> Bool {
        let symbolCount = tableau.symbolCount, variableCount = variables.count
        var (row, reversed, definedVariable) = makeRow(&record)
        // Each row is handed over (`consume`): one the tableau shares with this function is
        // copied when solved for its subject.
        if let subject = definedVariable {
            // Refers to basic variables instead of their rows (`Tableau+References.swift`).
            tableau.addRow(consume row, subject: subject)
        } else if let subject = chooseSubject(row, record) {
            tableau.addRow(consume row, subject: subject)
        } else if row.hasOnlyDummies(tableau.kinds) {
            guard nearZero(tableau.value(of: row)) else {
                forgetSymbols(from: symbolCount, variables: variableCount)
                return false
            }
            if !record.marker.isValid && !row.isEmpty {
                // A combination of equalities whose constants may change: it keeps a row, so
                // that the dual simplex sees it break when one of them does.
                // +1 in the row as it stands, so -1 in the equation as written if the row was
                // turned round.
                record.keepsMarker = true
                record.marker = tableau.makeSymbol(.dummy)
                record.markerCoefficient = reversed ? -1 : 1
                row.insert(record.marker, 1)
            }
            if record.marker.isValid { tableau.addRow(consume row, subject: record.marker) } else { record.isRedundant = true }
        } else if replaysOnFailure {
            guard tableau.addWithArtificialVariable(row) else {
                // The constraints added so far, added again in their order, make this very
                // tableau again (the same additions give the same tableau to the last bit).
                failedAdditions += 1
                let rebuilt = rebuild()
                precondition(rebuilt, "Cassowary: the constraints no longer hold when the tableau is rebuilt")
                return false
            }
        } else {
            tableau.countCopy()
            let snapshot = tableau
            guard tableau.addWithArtificialVariable(row) else {
                // The work of the attempt stays counted.
                var work = tableau.totalWork
                work.objectiveEntries -= snapshot.objective.entriesWritten
                tableau = snapshot
                tableau.work = work
                forgetSymbols(from: symbolCount, variables: variableCount)
                return false
            }
        }
        if !isBatching { tableau.optimize() }
        return true
    }

    /// Whether a failed addition through an artificial variable puts the solver back by adding
    /// its constraints again rather than from a snapshot taken before it.
    ///
    /// A snapshot is cheap to take, but the addition then writes the tableau's tables (by symbol,
    /// by row slot, each level of the objective), and each of them is copied whole at its first
    /// write: a screen whose rows each add a constraint that way (a row's width tied to its
    /// section after its content sized it) copied the whole tableau for each, quadratic in the
    /// screen. Adding again costs as much once, and only when an addition fails, which a layout's
    /// constraints seldom do; so it is done while nothing but additions made the tableau (a
    /// removal, a change of constant or priority, or the ambiguity questions make it a history
    /// adding again would not repeat), for the solvers that explain their conflicts (not the
    /// probes, which fail by design), and while failures are at most one in eight of the
    /// additions through an artificial variable (a list of many conflicts goes back to snapshots).
    var replaysOnFailure: Bool {
        explainsConflicts && tableauIsReplayable && 8 * failedAdditions <= tableau.artificialAdditions
    }

    private func forgetSymbols(from symbolCount: Int, variables variableCount: Int) {
        for (variable, _) in variables[variableCount...] {
            if indexedVariables > variableCount { symbols[ObjectIdentifier(variable)] = nil }
            // Another solver may know it still: not `Variable.neverSeen`.
            variable.cachedSymbol = (Variable.forgotten, .invalid)
        }
        variables.removeSubrange(variableCount...)
        indexedVariables = min(indexedVariables, variableCount)
        tableau.dropSymbols(from: symbolCount)
    }

    /// The constraint's row `0 = expression + markers`, with basic variables substituted, its
    /// markers and errors made, and the errors weighted in the objective at the constraint's level.
    ///
    /// When the tableau keeps references (off by default; never in conflict probes) and the
    /// constraint brings in a variable that no row holds and that costs nothing, that variable is
    /// the subject (it has the fewest rows, none, as ``chooseSubject(_:_:)`` wants; of two such,
    /// the one made first: in `next.top == previous.bottom + 8`, where the previous view's height
    /// is still free, the position, so that positions refer along the chain), returned as
    /// `definedVariable` with the row's sign left as written (solving for the variable undoes it
    /// exactly). Its row keeps the basic variables of the constraint instead of their rows unless
    /// written out it is short (``Tableau/shortWrittenOut(_:_:constant:)``). Otherwise every
    /// basic variable is replaced by its row written out.
    private func makeRow(_ record: inout ConstraintRecord) -> (row: Row, reversed: Bool, definedVariable: Symbol?) {
        // The symbols and coefficients go into arrays the solver keeps for the next constraint:
        // new ones for each were allocations per constraint added.
        var (symbols, coefficients) = termScratch
        termScratch = ([], [])
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        record.constraint.forEachTerm { variable, coefficient in
            symbols.append(symbol(for: variable))
            coefficients.append(coefficient)
        }
        defer { termScratch = (symbols, coefficients) }
        return Solver.makeRow(&record, coefficients, symbols, in: &tableau)
    }

    /// ``makeRow(_:)`` on the tableau passed in place: a non-mutating method called on the
    /// solver's stored tableau copies it first (every one of its arrays retained, then released),
    /// since the call could reach the solver; an `inout` tableau is the call's alone. Those copies
    /// were a twentieth of adding a large scene's constraints.
    private static func makeRow(_ record: inout ConstraintRecord, _ coefficients: [Double], _ symbols: [Symbol], in tableau: inout Tableau)
        -> (row: Row, reversed: Bool, definedVariable: Symbol?)
    {
        var defined: Symbol? = nil
        if tableau.keepsReferences && tableau.artificialObjective == nil {
            for s in symbols where !tableau.isBasic(s) && tableau.columnSize(s) == 0 && tableau.objective.leadingCost(of: s) == nil {
                if defined == nil || s < defined! { defined = s }
            }
        }
        // The cells the markers below take.
        let spare = record.constraint.relation == .equal ? (record.isRequired ? (record.keepsMarker ? 1 : 0) : 2) : (record.isRequired ? 1 : 2)
        var row: Row
        if defined == nil {
            row = tableau.writingOut(coefficients, symbols, constant: record.constant, spare: spare)
        } else if let short = tableau.shortWrittenOut(coefficients, symbols, constant: record.constant, spare: spare) {
            row = short
        } else {
            row = Row(constant: record.constant, capacity: coefficients.count + 2)
            for (coefficient, s) in zip(coefficients, symbols) { row.insert(s, coefficient) }
        }
        // A variable cancelled out (x - x) defines nothing.
        if let s = defined, !row.position(of: s).found {
            defined = nil
            row = tableau.expandedInPlace(row)
        }
        let level = record.priority.rawValue
        switch record.constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = tableau.makeSymbol(.slack)
            record.markerCoefficient = sign
            row.insert(record.marker, sign)
            if !record.isRequired {
                record.other = tableau.makeSymbol(.error)
                record.otherCoefficient = -sign
                row.insert(record.other, -sign)
                tableau.objective.insert(record.other, 1, at: level)
            }
        case .equal where !record.isRequired:
            record.marker = tableau.makeSymbol(.error)
            record.other = tableau.makeSymbol(.error)
            record.markerCoefficient = -1
            record.otherCoefficient = 1
            row.insert(record.marker, -1)
            row.insert(record.other, 1)
            tableau.objective.insert(record.marker, 1, at: level)
            tableau.objective.insert(record.other, 1, at: level)
            tableau.pair(record.marker, record.other, level: level)
        case .equal:
            if record.keepsMarker {
                record.marker = tableau.makeSymbol(.dummy)
                record.markerCoefficient = 1
                row.insert(record.marker, 1)
            }
        }
        if defined != nil { return (row, false, defined) }
        let reversed = tableau.value(of: row) < 0
        if reversed { row.reverseSign() }
        return (row, reversed, nil)
    }

    /// The symbol the new row is solved for: the unrestricted variable that appears in the fewest
    /// rows (so substituting it touches the least), newest first on a tie; else the constraint's
    /// own slack or error if its coefficient lets it stay non-negative; else another slack or error
    /// of the row that can take the value the row demands without making any restricted row
    /// negative (a fixed width on a label with hugging and compression resistance); else none
    /// (the row goes in through an artificial variable, which needs a snapshot of the tableau).
    ///
    /// A variable that appears in a restricted row is passed over: giving it the value the new
    /// row demands could make that row negative. (kiwi never meets one, but parked symbols and the
    /// preference below leave variables in such rows.) A hub, a variable in very many rows such
    /// as a width every view shares, comes after the slack or error: substituting it would rewrite
    /// all those rows, while the slack or error costs one row.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        // A row already satisfied moves nothing, so no other row's value changes.
        let movesValues = !nearZero(tableau.value(of: row))
        var fewest: Symbol? = nil
        var fewestCount = Int.max
        for i in 0..<row.count where tableau.kind(row.cell(i).symbol) == .external {
            let s = row.cell(i).symbol
            let count = tableau.columnSize(s)
            if count <= fewestCount { fewest = s; fewestCount = count }
        }
        if let fewest, fewestCount < tableau.hubColumnSize, !movesValues || !tableau.appearsInRestrictedRow(fewest) {
            return fewest
        }
        guard fewest != nil else {
            return slackOrError(row, record) ?? tableau.restrictedSubjectKeepingRowsFeasible(row)
        }
        // Rarely: the variable with the fewest rows could break a restricted row, or is a hub.
        var externals: [(symbol: Symbol, count: Int)] = []
        for i in 0..<row.count where tableau.kind(row.cell(i).symbol) == .external {
            externals.append((row.cell(i).symbol, tableau.columnSize(row.cell(i).symbol)))
        }
        externals.sort { $0.count != $1.count ? $0.count < $1.count : $0.symbol > $1.symbol }
        let usable = { (s: Symbol) in !movesValues || !self.tableau.appearsInRestrictedRow(s) }
        if let best = externals.first(where: { $0.count < tableau.hubColumnSize && usable($0.symbol) }) {
            return best.symbol
        }
        return slackOrError(row, record) ?? tableau.restrictedSubjectKeepingRowsFeasible(row)
            ?? externals.first { $0.count >= tableau.hubColumnSize && usable($0.symbol) }?.symbol
    }

    /// The constraint's own slack or error, if its coefficient lets it stay non-negative.
    private func slackOrError(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        for s in [record.marker, record.other] where s.isValid {
            let kind = tableau.kind(s)
            if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
        }
        return nil
    }

    /// Takes the constraint's row and its objective weight out of the tableau (not optimized).
    func removeFromTableau(_ record: ConstraintRecord) {
        for error in record.errorSymbols { tableau.addToObjective(error, -1, at: record.priority.rawValue) }
        let marker = record.marker
        if !tableau.isBasic(marker) {
            guard let slot = tableau.markerLeavingSlot(marker) else {
                preconditionFailure("Cassowary: no row holds the marker of \(record.constraint)")
            }
            tableau.pivot(entering: marker, leavingSlot: slot)
        }
        tableau.removeRow(of: marker)
    }

    /// Builds the tableau again from the constraints in their order, with their current constants
    /// and priorities: the way to drop a required equality that keeps no marker.
    /// - Returns: false if some constraint could not be added (the tableau is then incomplete).
    @discardableResult
    func rebuild() -> Bool {
        let (longSteps, hubColumnSize, stepGuard) = (tableau.longSteps, tableau.hubColumnSize, tableau.stepGuard)
        let (keepsReferences, longestWrittenOutDefinition) = (tableau.keepsReferences, tableau.longestWrittenOutDefinition)
        retiredWork = retiredWork + tableau.totalWork
        tableauIsReplayable = true
        tableau = Tableau()
        tableau.keepsReferences = keepsReferences
        tableau.longestWrittenOutDefinition = longestWrittenOutDefinition
        tableau.longSteps = longSteps
        tableau.hubColumnSize = hubColumnSize
        tableau.stepGuard = stepGuard
        generation = Solver.makeGeneration()
        symbols.removeAll(keepingCapacity: true)
        indexedVariables = 0
        variables.removeAll(keepingCapacity: true)
        order.removeAll { $0 == nil }
        connectionIndex = nil
        for (position, constraint) in order.enumerated() {
            let key = ObjectIdentifier(constraint!)
            var record = records[key]!
            record.order = position
            record.marker = .invalid
            record.other = .invalid
            record.isRedundant = false
            guard insert(&record) else { return false }
            records[key] = record
        }
        return true
    }
}
