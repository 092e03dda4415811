/// The simplex steps, named as in the Cassowary paper and kiwi's `solverimpl.h`.
extension Tableau {
    /// Primal simplex on the objective (or on the artificial objective during phase one) until no
    /// non-basic symbol can improve it lexicographically.
    /// - Returns: false if the objective is unbounded (only possible for the objectives of
    ///   ``isAmbiguous``'s probes: the constraints' own errors are bounded below by zero).
    @discardableResult
    mutating func optimize(artificialPhase: Bool = false) -> Bool {
        while true {
            guard let (entering, direction) = enteringSymbol(artificialPhase: artificialPhase) else { return true }
            guard let slot = longStep(entering, direction: direction, artificialPhase: artificialPhase) else { return false }
            pivot(entering: entering, leavingSlot: slot)
        }
    }

    /// The symbol whose reduced cost is lexicographically negative, highest level first and
    /// lowest symbol first within it; a free (external) symbol may also enter downwards when its
    /// cost is positive. Required equalities' markers never enter.
    mutating func enteringSymbol(artificialPhase: Bool) -> (Symbol, direction: Double)? {
        let kinds = self.kinds
        let improving = { (s: Symbol, c: Double) -> Bool in
            let kind = kinds[Int(s.id)]
            return kind != .dummy && (c < 0 || (kind == .external && c > 0))
        }
        let found = artificialPhase ? artificialObjective!.popEntering(improving) : objective.popEntering(improving)
        return found.map { ($0.0, $0.cost < 0 ? 1 : -1) }
    }

    /// The restricted row that first hits zero as `entering` moves in `direction` (ratio test);
    /// ties go to the lowest basic symbol, so the choice is the same on every run.
    mutating func leavingSlot(for entering: Symbol, direction: Double) -> (slot: Int32, ratio: Double)? {
        var best: Int32? = nil
        var bestRatio = Double.infinity
        var bestSymbol = Symbol.invalid
        for slot in liveSlots(entering) {
            let basic = basicOf[Int(slot)]
            guard kind(basic) != .external else { continue }
            let row = rows[Int(slot)]
            let c = row.coefficient(of: entering) * direction
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestSymbol) {
                best = slot; bestRatio = ratio; bestSymbol = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// The ratio test with long steps over optional equalities (a bound-flipping ratio test).
    ///
    /// When the row that would leave first is one error of an e⁺/e⁻ pair, reaching zero is only a
    /// breakpoint of |error|: past it the other error grows instead, and the objective's slope
    /// along `entering` rises by twice the row's rate at the pair's level. While the slope stays
    /// improving, the step goes on past such breakpoints, flipping each pair (a pivot that touches
    /// only its own row, since e⁺'s column is e⁻'s negated); it stops at the first hard bound, or
    /// where going on would no longer improve. Without this, a symbol shared by n rows (a common
    /// width in a chain with optional positions) crosses its n breakpoints one pivot at a time,
    /// each rewriting the n rows.
    /// - Returns: the slot to pivot `entering` into, after the flips; nil if unbounded.
    mutating func longStep(_ entering: Symbol, direction: Double, artificialPhase: Bool) -> Int32? {
        var candidates: [(ratio: Double, basic: Symbol, slot: Int32, rate: Double)] = []
        for slot in liveSlots(entering) {
            let basic = basicOf[Int(slot)]
            guard kind(basic) != .external else { continue }
            let row = rows[Int(slot)]
            let c = row.coefficient(of: entering) * direction
            guard c < 0 else { continue }
            candidates.append((-row.constant / c, basic, slot, -c))
        }
        candidates.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.basic < $1.basic) }
        let goal = artificialPhase ? artificialObjective! : objective
        var slope = goal.costs(of: entering).map { $0 * direction }
        var flips: [Int32] = []
        for candidate in candidates {
            let partner = partners[Int(candidate.basic.id)]
            guard longSteps, partner.isValid, !isBasic(partner) else { return finish(flips, stop: candidate.slot) }
            if !artificialPhase, let level = goal.level(of: partnerLevels[Int(candidate.basic.id)]) {
                slope[level] += 2 * candidate.rate
            }
            guard isImproving(slope) else { return finish(flips, stop: candidate.slot) }
            flips.append(candidate.slot)
        }
        return nil
    }

    /// Flips the passed pairs, then returns the stopping row.
    private mutating func finish(_ flips: [Int32], stop: Int32) -> Int32 {
        for slot in flips {
            let basic = basicOf[Int(slot)]
            pivot(entering: partners[Int(basic.id)], leavingSlot: slot)
        }
        return stop
    }

    /// Whether a slope (per level, highest first) still lowers the objective lexicographically.
    private func isImproving(_ slope: [Double]) -> Bool {
        for value in slope where !nearZero(value) { return value < 0 }
        return false
    }

    /// Dual simplex: restores feasibility after row constants changed (edits and constant changes)
    /// while keeping the objective optimal.
    /// - Returns: false when some row cannot be made feasible (the constraints conflict).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = slotOf[Int(leaving.id)]
            guard slot >= 0 else { continue }
            if kind(leaving) == .dummy {
                // A required equality that is a combination of others: its value is fixed.
                if nearZero(rows[Int(slot)].constant) { continue }
                infeasible.removeAll()
                return false
            }
            guard rows[Int(slot)].constant < 0, !nearZero(rows[Int(slot)].constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(slot)]) else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leavingSlot: slot)
        }
        return true
    }

    /// The symbol with a positive coefficient in `row` whose objective cost divided by that
    /// coefficient is lexicographically smallest (the dual ratio test).
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (Symbol, Double)? = nil
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            guard c > 0, kind(s) != .dummy else { continue }
            if let (b, cb) = best {
                if objective.ratio(s, c, isLessThan: b, cb) { best = (s, c) }
            } else {
                best = (s, c)
            }
        }
        return best?.0
    }

    /// Adds a row that has no usable subject through an artificial variable (kiwi's
    /// `addWithArtificialVariable`): minimise the artificial variable; the row can hold iff the
    /// minimum is zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        var goal = Objective()
        goal.add(row, times: 1, at: 0)
        artificialObjective = goal
        optimize(artificialPhase: true)
        let success = nearZero(artificialObjective!.values.first ?? 0)
        artificialObjective = nil
        if isBasic(art) {
            let artRow = removeRow(of: art)
            if artRow.isEmpty { return success }
            guard let entering = (0..<artRow.count).map({ artRow.cell($0).symbol })
                .first(where: { kind($0) == .slack || kind($0) == .error })
            else { return false }
            var pivotRow = artRow
            pivotRow.solve(for: art, entering)
            substitute(entering, pivotRow)
            setRow(pivotRow, for: entering)
        }
        removeColumn(art)
        return success
    }
}
