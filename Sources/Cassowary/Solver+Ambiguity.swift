/// Whether a variable's value is pinned by the constraints or could move without making the
/// solution worse: what Auto Layout calls ambiguity.
extension Solver {
    /// Whether `variable` could take another value in another solution that is just as good:
    /// it is a free parameter of the constraints, or optional constraints of equal priority leave
    /// it a range of equally good values. A variable the solver does not know is ambiguous.
    ///
    /// Read off the tableau: a basic variable is pinned unless its row holds a non-basic symbol
    /// with zero reduced cost at every level that can move away from zero. Degenerate rows, where
    /// that symbol is blocked at once, are settled by minimising and maximising the variable over
    /// the optimal solutions on a copy of the tableau.
    /// - Complexity: O(row length × column length) usually; two re-optimizations when degenerate.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = knownSymbol(of: variable) else { return true }
        // Parked symbols sit at a kink, not at a vertex of the simplex: pivot them in first.
        tableau.unparkAll()
        guard let row = tableau.row(of: s) else {
            // A non-basic symbol that costs something sits where moving it would cost more, or
            // is blocked at once: only the optimal face can tell.
            if tableau.objective.leadingCost(of: s) != nil { return isAmbiguousOnOptimalFace(s) }
            return canMove(s, direction: 1) || canMove(s, direction: -1) || isAmbiguousOnOptimalFace(s)
        }
        var undecided = false
        for i in 0..<row.count {
            let symbol = row.cell(i).symbol
            guard tableau.kind(symbol) != .dummy, tableau.objective.leadingCost(of: symbol) == nil else { continue }
            if tableau.kind(symbol) == .external { return true }
            if canMove(symbol, direction: 1) { return true }
            // A parked slack or error above zero may also move down.
            if tableau.value(of: symbol) > epsilon && canMove(symbol, direction: -1) { return true }
            undecided = true
        }
        return undecided && isAmbiguousOnOptimalFace(s)
    }

    /// Whether the non-basic `symbol` can move from zero in `direction` by a positive amount
    /// without making a restricted row negative (false when a degenerate row blocks it at once).
    private func canMove(_ symbol: Symbol, direction: Double) -> Bool {
        guard let (_, ratio) = tableau.leavingSlot(for: symbol, direction: direction) else { return true }
        return ratio > epsilon
    }

    /// Minimises and maximises `s` over the optimal solutions, below every priority.
    private func isAmbiguousOnOptimalFace(_ s: Symbol) -> Bool {
        var extremes: [Double] = []
        for sign in [1.0, -1.0] {
            var probe = tableau
            probe.addToObjective(s, sign, at: 0)
            guard probe.optimize() else { return true }
            extremes.append(probe.value(of: s))
        }
        return !nearZero(extremes[0] - extremes[1])
    }
}
