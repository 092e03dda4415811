/// Parking: a symbol shared by many rows moves without becoming basic.
///
/// In a chain of views with equal widths and optional positions, one width parametrises every
/// position, and each new view moves the best width past one more view's breakpoint. A pivot
/// there makes the symbol that parametrises the width basic and rewrites every row that holds it,
/// so n additions cost n². Instead, when the long-step ratio test stops a symbol with a long
/// column at a breakpoint of an optional equality, the symbol stays non-basic at a value away
/// from zero: the rows that hold it take the step into their constants (one multiply-add each, no
/// rewriting), and the breakpoint's row stays basic at zero, blocking the symbol there. A parked
/// slack or error may later move down again, as far as zero, its own bound.
///
/// Rows then read in deviations: a row's constant is its basic symbol's value, and a parked symbol
/// `s` in it stands for `s − value(s)`. Pivots are unchanged except that a parked symbol entering
/// the basis takes its value into its new row (``absorbParkedValue(of:)``).
///
/// A parked symbol keeps a non-zero reduced cost, so its optimality rests on its blocking row: the
/// symbol is checked again whenever that row changed, and the dual simplex, which needs the costs
/// of symbols off their bounds to be zero, first makes parked symbols basic (``unparkAll()``).
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
    /// - Complexity: O(column of `s`).
    mutating func park(_ s: Symbol, by step: Double, against slot: Int32?) {
        makeHub(s)
        let (slots, coefficients) = cells(ofColumn: s)
        for (each, coefficient) in zip(slots, coefficients) {
            let i = Int(each)
            rows[i].constant += coefficient * step
            if kind(basicOf[i]) != .external && rows[i].constant < 0 && nearZero(rows[i].constant) {
                rows[i].constant = 0
            }
        }
        objective.advance(s, by: step)
        artificialObjective?.advance(s, by: step)
        parkings.removeAll { $0.symbol == s }
        guard let slot else {
            setParkedValue(0, of: s)
            return
        }
        rows[Int(slot)].constant = 0
        setParkedValue(value(of: s) + step, of: s)
        parkings.append(Parking(symbol: s, slot: slot, basic: basicOf[Int(slot)],
                                coefficient: rows[Int(slot)].coefficient(of: s)))
    }

    /// Gives the row of `s`, which has just become basic, the value `s` was parked at.
    mutating func absorbParkedValue(of s: Symbol) {
        let value = parkedValues[Int(s.id)]
        guard value != 0 else { return }
        rows[Int(slotOf[Int(s.id)])].constant += value
        setParkedValue(0, of: s)
        parkings.removeAll { $0.symbol == s }
    }

    /// Whether the parking's row still blocks its symbol exactly as when it stopped.
    private func stillBlocks(_ p: Parking) -> Bool {
        guard basicOf[Int(p.slot)] == p.basic, !isBasic(p.symbol) else { return false }
        let row = rows[Int(p.slot)]
        let partner = partners[Int(p.basic.id)]
        return nearZero(row.constant) && row.coefficient(of: p.symbol) == p.coefficient
            && partner.isValid && !isBasic(partner)
    }

    /// Puts the parked symbols whose blocking row changed back among the candidates to enter,
    /// and pivots those whose kink is not optimal.
    /// - Returns: whether any was.
    mutating func recheckParkings() -> Bool {
        var kept: [Parking] = []
        var changed = false
        for p in parkings where !isBasic(p.symbol) && objective.leadingCost(of: p.symbol) != nil {
            if !stillBlocks(p) {
                objective.touch(p.symbol)
                changed = true
            } else if !isOptimalKink(p) {
                pivot(entering: p.symbol, leavingSlot: p.slot)
                changed = true
            } else {
                kept.append(p)
            }
        }
        parkings = kept
        return changed
    }

    /// Whether the point where `p` is parked is optimal. Each symbol of the blocking row alone
    /// cannot improve the objective, but one may together with the parked symbol (which then
    /// keeps the blocking row at zero): the reduced costs the symbols would have if the parked
    /// symbol were pivoted into that row tell.
    private func isOptimalKink(_ p: Parking) -> Bool {
        let row = rows[Int(p.slot)]
        let parkedCosts = objective.costs(of: p.symbol)
        for i in 0..<row.count {
            let (s, b) = row.cell(i)
            guard s != p.symbol, kind(s) != .dummy else { continue }
            let ratio = b / p.coefficient
            let costs = zip(objective.costs(of: s), parkedCosts).map { $0 - ratio * $1 }
            guard let leading = costs.first(where: { !nearZero($0) }) else { continue }
            let canGoDown = kind(s) == .external || parkedValues[Int(s.id)] > epsilon
            if leading < 0 || canGoDown { return false }
        }
        return true
    }

    /// Brings the tableau back to a vertex: every parked symbol with a non-zero reduced cost
    /// becomes basic (a pivot on its blocking row), and every parked slack or error goes back to
    /// zero or into the basis, as the dual simplex needs (it moves non-basic symbols only up from
    /// zero, and keeps the reduced costs' signs). Free symbols that cost nothing may stay parked.
    /// - Complexity: a pivot, O(column), per parked symbol; O(1) when none is.
    mutating func unparkAll() {
        guard !parkedSymbols.isEmpty || !parkings.isEmpty else { return }
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
