/// The simplex steps, named as in the Cassowary paper and kiwi's `solverimpl.h`.
extension Tableau {
    /// Steps one optimization may take with parking and long steps before it goes on with plain
    /// pivots: a simplex visits few vertices in practice, a looping one visits them forever.
    var guardSteps: Int { 10_000 + 20 * rows.count }

    /// Primal simplex on the objective (or on the artificial objective during phase one) until no
    /// non-basic symbol can improve it lexicographically.
    /// - Returns: false if the objective is unbounded (only possible for the objectives of
    ///   ``isAmbiguous``'s probes: the constraints' own errors are bounded below by zero).
    ///
    /// Parking and long steps have no proof that they end. Plain pivots with the entering symbol
    /// chosen by Bland's rule (the lowest symbol, level by level) and ties in the ratio test going
    /// to the lowest basic symbol do: after ``guardSteps`` steps (far more than any system seen
    /// needs), the optimization goes on that way, so that no system can loop.
    @discardableResult
    mutating func optimize(artificialPhase: Bool = false) -> Bool {
        var steps = 0
        let limit = stepGuard ?? guardSteps
        let (parking, long) = (parkingAllowed, longSteps)
        defer { (parkingAllowed, longSteps) = (parking, long) }
        repeat {
            while let (entering, direction) = enteringSymbol(artificialPhase: artificialPhase) {
                steps += 1
                if steps == limit {
                    parkingAllowed = false
                    longSteps = false
                }
                guard let stop = longStep(entering, direction: direction, artificialPhase: artificialPhase) else {
                    return false
                }
                switch stop.kind {
                case .ownBound:
                    park(entering, by: direction * stop.ratio, against: nil)
                case .breakpoint where !artificialPhase && stop.ratio <= epsilon && !stop.flipped
                        && parkings.contains(where: { $0.symbol == entering && $0.slot == stop.slot }):
                    // Already parked against this row, which still stops it: it stays.
                    continue
                case .breakpoint where !artificialPhase && stop.ratio > epsilon && shouldPark(entering):
                    park(entering, by: direction * max(0, stop.ratio), against: stop.slot)
                case .breakpoint, .bound:
                    pivot(entering: entering, leavingSlot: stop.slot)
                }
            }
        } while !artificialPhase && recheckParkings()
        return true
    }

    /// The symbol whose reduced cost is lexicographically negative, highest level first and
    /// lowest symbol first within it; a free (external) symbol, or a parked one above zero, may
    /// also enter downwards when its cost is positive. Required equalities' markers never enter.
    mutating func enteringSymbol(artificialPhase: Bool) -> (Symbol, direction: Double)? {
        let kinds = self.kinds
        let parkedValues = self.parkedValues
        let improving = { (s: Symbol, c: Double) -> Bool in
            let kind = kinds[Int(s.id)]
            guard kind != .dummy else { return false }
            return c < 0 || (c > 0 && (kind == .external || parkedValues[Int(s.id)] > epsilon))
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
            let c = rows[Int(slot)].coefficient(of: entering) * direction
            guard c < 0 else { continue }
            let ratio = -value(ofRowIn: slot) / c
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
    /// - Returns: where `entering` stops, after the flips: the row, the distance, and whether it
    ///   is an optional equality's breakpoint (rather than a hard bound); nil if unbounded.
    mutating func longStep(_ entering: Symbol, direction: Double, artificialPhase: Bool) -> Stop? {
        let isHub = hubIndex[Int(entering.id)] >= 0
        var queue = MinHeap<Breakpoint>()
        if !isHub {
            for slot in liveSlots(entering) where kind(basicOf[Int(slot)]) != .external {
                let c = rows[Int(slot)].coefficient(of: entering) * direction
                guard c < 0 else { continue }
                queue.append(Breakpoint(ratio: -value(ofRowIn: slot) / c, basic: basicOf[Int(slot)], slot: slot, rate: -c))
            }
            queue.heapify()
        }
        var taken: [HubEntry] = []
        let next = { (queue: inout MinHeap<Breakpoint>, tableau: inout Tableau) -> Breakpoint? in
            guard isHub else { return queue.popFirst() }
            guard let (breakpoint, entry) = tableau.nextHubBreakpoint(entering, direction: direction) else { return nil }
            taken.append(entry)
            return breakpoint
        }
        // A parked restricted symbol going down stops at zero, its own bound, unless a row stops it first.
        let bound = kind(entering) != .external && direction < 0 ? value(of: entering) : Double.infinity
        // Read in place: a copy of the objective held while the flips below pivot made each level
        // written copy itself whole (a level is as long as the symbols).
        var slope = (artificialPhase ? artificialObjective!.costs(of: entering) : objective.costs(of: entering)).map { $0 * direction }
        var flips: [Int32] = []
        var stop: Stop? = bound.isFinite ? Stop(slot: -1, ratio: bound, kind: .ownBound) : nil
        while let candidate = next(&queue, &self) {
            guard candidate.ratio < bound else { break }
            let partner = partners[Int(candidate.basic.id)]
            guard longSteps, partner.isValid, !isBasic(partner) else {
                stop = Stop(slot: candidate.slot, ratio: candidate.ratio, kind: .bound)
                break
            }
            if !artificialPhase, let level = objective.level(of: partnerLevels[Int(candidate.basic.id)]) {
                slope[level] += 2 * candidate.rate
            }
            guard isImproving(slope) else {
                stop = Stop(slot: candidate.slot, ratio: candidate.ratio, kind: .breakpoint)
                break
            }
            flips.append(candidate.slot)
        }
        if isHub { putBack(taken, hub: entering, direction: direction) }
        return stop.map { finish(flips, $0) }
    }

    /// Where the ratio test stops the entering symbol: a row whose basic symbol reaches zero (a
    /// hard bound, or an optional equality's breakpoint past which the objective would worsen),
    /// or the entering symbol's own bound.
    struct Stop {
        enum Kind { case bound, breakpoint, ownBound }
        let slot: Int32
        let ratio: Double
        let kind: Kind
        var flipped = false
    }

    /// Flips the passed pairs, then returns the stop.
    private mutating func finish(_ flips: [Int32], _ stop: Stop) -> Stop {
        var stop = stop
        stop.flipped = !flips.isEmpty
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
                if nearZero(value(ofRowIn: slot)) { continue }
                infeasible.removeAll()
                return false
            }
            let value = value(ofRowIn: slot)
            guard value < 0, !nearZero(value) else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(slot)]) else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leavingSlot: slot)
        }
        return true
    }

    /// The symbol with a positive coefficient in `row` whose objective cost divided by that
    /// coefficient is lexicographically smallest (the dual ratio test). A free (external) symbol
    /// may move either way, so it counts with either sign; it costs nothing at an optimum.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (Symbol, Double)? = nil
        for i in 0..<row.count {
            var (s, c) = row.cell(i)
            if kind(s) == .external { c = abs(c) }
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
        artificialAdditions += 1
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        // The last addition's objective, emptied: a new one grew to the last symbol each time.
        // Moved, not copied, so that no second reference makes its first write copy it.
        artificialObjective = spareArtificialObjective
        spareArtificialObjective = Objective()
        artificialObjective!.clearLevel(0)
        artificialObjective!.add(row, times: 1, at: 0)
        optimize(artificialPhase: true)
        let success = nearZero(value(of: art))
        spareArtificialObjective = artificialObjective!
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
            forgetParkedValue(of: entering)
        }
        removeColumn(art)
        return success
    }
}
