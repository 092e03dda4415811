/// Parking: a symbol shared by many rows moves without becoming basic.
///
/// In a chain of views with equal widths and optional positions, one width parametrises every
/// position, and each new view moves the best width past one more view's breakpoint. A pivot
/// there makes the symbol that parametrises the width basic and rewrites every row that holds it,
/// so n additions cost n². Instead, when the long-step ratio test stops a symbol with a long
/// column at a breakpoint of an optional equality, the symbol stays non-basic at a value away
/// from zero, no row is rewritten, and the breakpoint's row stays basic at zero, blocking the
/// symbol there. A parked slack or error may later move down again, as far as zero, its own bound.
///
/// Rows keep their constants with parked symbols at zero and add the parked values when read
/// (``value(ofRowIn:)``), so that moving a parked symbol costs O(1); where a hub's rows reach
/// zero is kept in heaps (`Tableau+Hubs.swift`). Pivots are unchanged: a parked symbol that
/// becomes basic takes its value from its row.
///
/// A parked symbol keeps a non-zero reduced cost, so its optimality rests on its blocking row: the
/// symbol is checked again whenever that row changed, and all parked symbols' kinks together
/// after each optimization (``recheckParkings()``). The dual simplex, which needs the costs of
/// symbols off their bounds to be zero, first makes parked symbols basic (``unparkAll()``).
extension Tableau {
    /// Columns at least this long make a symbol a hub: it parks rather than pivots, and a new
    /// row prefers another subject to it.
    static let defaultHubColumnSize = 32

    /// A parked symbol and the row that blocks it, as it was when the symbol stopped.
    struct Parking {
        let symbol: Symbol
        let slot: Int32
        let basic: Symbol
        let coefficient: Double
    }

    /// Whether `s` should stay non-basic where the ratio test stops it.
    func shouldPark(_ s: Symbol) -> Bool {
        parkingAllowed && columnSize(s) >= hubColumnSize
    }

    /// Moves the non-basic symbol `s` by `step`, stopping against the row in `slot`, whose basic
    /// symbol reaches zero, or (with no slot) at zero, its own bound.
    /// - Complexity: O(1) for a hub but for the blocking row (other hubs' breakpoints are read
    ///   again when next used); O(column) for a symbol with a short column.
    mutating func park(_ s: Symbol, by step: Double, against slot: Int32?) {
        parkings.removeAll { $0.symbol == s }
        // Moved for phase one: whether the real objective wants it back is asked afterwards.
        if artificialObjective != nil { objective.touch(s) }
        setParkedValue(slot == nil ? 0 : value(of: s) + step, of: s)
        // The rows that hold `s` changed value, so other hubs' breakpoints in them moved: read
        // again wholesale, or for a short column row by row (after the move, so that the fresh
        // entries are right).
        if columnSize(s) >= hubColumnSize {
            makeHub(s)
            invalidateHubs(except: s)
        } else {
            for each in liveSlots(s) { noteChangedRow(each) }
        }
        guard let slot else { return }
        // The blocking row is at zero exactly, whatever the rounding of the step.
        let rest = value(ofRowIn: slot)
        if rest != 0 {
            rows[Int(slot)].constant -= rest
            noteChangedRow(slot)
        }
        parkings.append(Parking(symbol: s, slot: slot, basic: basicOf[Int(slot)],
                                coefficient: rows[Int(slot)].coefficient(of: s)))
    }

    /// `s` has just become basic: its row gives its value now.
    mutating func forgetParkedValue(of s: Symbol) {
        guard parkedValues[Int(s.id)] != 0 else { return }
        setParkedValue(0, of: s)
        parkings.removeAll { $0.symbol == s }
    }

    /// Whether the parking's row still blocks its symbol exactly as when it stopped.
    private func stillBlocks(_ p: Parking) -> Bool {
        guard basicOf[Int(p.slot)] == p.basic, !isBasic(p.symbol) else { return false }
        let row = rows[Int(p.slot)]
        let partner = partners[Int(p.basic.id)]
        return nearZero(value(ofRowIn: p.slot)) && row.coefficient(of: p.symbol) == p.coefficient
            && partner.isValid && !isBasic(partner)
    }

    /// Puts the parked symbols whose blocking row changed back among the candidates to enter,
    /// and pivots one whose kink is not optimal.
    /// - Returns: whether any was.
    mutating func recheckParkings() -> Bool {
        var blocked: [Parking] = []
        var changed = false
        for p in parkings where !isBasic(p.symbol) {
            if stillBlocks(p) {
                blocked.append(p)
            } else {
                objective.touch(p.symbol)
                changed = true
            }
        }
        if !blocked.isEmpty && !areOptimalKinks(blocked) {
            let p = blocked.removeFirst()
            pivot(entering: p.symbol, leavingSlot: p.slot)
            changed = true
        }
        parkings = blocked
        return changed
    }

    /// Whether the point where the parked symbols stand is optimal.
    ///
    /// No symbol alone can improve the objective, but one may together with parked symbols,
    /// which move to keep their blocking rows at zero. The reduced costs the symbols would have
    /// if every parked symbol were pivoted into its blocking row (costs minus π·A, where π solves
    /// π·A_P = c_P over the parked symbols' coefficients in those rows) tell, level by level.
    /// - Complexity: O(k³ + cells of the k blocking rows) for k parkings (one or two in practice).
    private func areOptimalKinks(_ parked: [Parking]) -> Bool {
        guard let prices = blockingRowPrices(parked) else { return false }
        let levels = objective.priorities.count
        var adjusted: [Symbol: [Double]] = [:]
        for (j, p) in parked.enumerated() {
            let row = rows[Int(p.slot)]
            for i in 0..<row.count {
                let (s, a) = row.cell(i)
                guard kind(s) != .dummy, !parked.contains(where: { $0.symbol == s }) else { continue }
                var costs = adjusted[s] ?? objective.costs(of: s)
                for level in 0..<levels { costs[level] -= prices[j][level] * a }
                adjusted[s] = costs
            }
            // The blocking row's basic symbol, at zero, may only go up: its price is its cost.
            if let leading = prices[j].first(where: { !nearZero($0) }), leading < 0 { return false }
        }
        for (s, costs) in adjusted {
            guard let leading = costs.first(where: { !nearZero($0) }) else { continue }
            let canGoDown = kind(s) == .external || parkedValues[Int(s.id)] > epsilon
            if leading < 0 || canGoDown { return false }
        }
        return true
    }

    /// π per blocking row and level, solving π·A_P = c_P by Gauss–Jordan elimination with partial
    /// pivoting; nil when the parked symbols' coefficients are singular (two parked against one row).
    private func blockingRowPrices(_ parked: [Parking]) -> [[Double]]? {
        let k = parked.count
        let levels = objective.priorities.count
        // Row i of the system is parked symbol i: Σ_j π_j · a(row j, symbol i) = c_i.
        var m = parked.map { pi in parked.map { pj in rows[Int(pj.slot)].coefficient(of: pi.symbol) } }
        var rhs = parked.map { objective.costs(of: $0.symbol) }
        for col in 0..<k {
            let pivotRow = (col..<k).max { abs(m[$0][col]) < abs(m[$1][col]) }!
            guard !nearZero(m[pivotRow][col]) else { return nil }
            m.swapAt(col, pivotRow)
            rhs.swapAt(col, pivotRow)
            for r in 0..<k where r != col && m[r][col] != 0 {
                let f = m[r][col] / m[col][col]
                for c in col..<k { m[r][c] -= f * m[col][c] }
                for level in 0..<levels { rhs[r][level] -= f * rhs[col][level] }
            }
        }
        return (0..<k).map { j in rhs[j].map { $0 / m[j][j] } }
    }

    /// Brings the tableau back to a vertex: every parked symbol with a non-zero reduced cost
    /// becomes basic (a pivot on its blocking row), and every parked slack or error goes back to
    /// zero or into the basis, as the dual simplex needs (it moves non-basic symbols only up from
    /// zero, and keeps the reduced costs' signs). Free symbols that cost nothing may stay parked.
    /// - Complexity: a pivot, O(column), per parked symbol; O(1) when none is.
    /// Whether some symbol is parked, or some parking is kept (``unparkAll()`` has work to do).
    var hasParkedSymbols: Bool { !parkedSymbols.isEmpty || !parkings.isEmpty }

    mutating func unparkAll() {
        guard hasParkedSymbols else { return }
        parkingAllowed = false
        defer { parkingAllowed = true }
        for p in parkings { objective.touch(p.symbol) }
        parkings.removeAll()
        optimize()
        for s in parkedSymbols where kind(s) != .external && !isBasic(s) && value(of: s) != 0 {
            // It costs nothing (else the optimization above would have moved it): going down
            // keeps the objective.
            guard let stop = longStep(s, direction: -1, artificialPhase: false) else { continue }
            if stop.kind == .ownBound {
                park(s, by: -stop.ratio, against: nil)
            } else {
                pivot(entering: s, leavingSlot: stop.slot)
            }
        }
    }
}
