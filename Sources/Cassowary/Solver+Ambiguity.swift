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
    /// - Complexity: O(row length × column length) usually; a copy of the tableau and two
    ///   re-optimizations when degenerate. To ask of many variables, use ``ambiguity(of:)``.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        ambiguity(of: [variable])[0]
    }

    /// ``isAmbiguous(_:)`` of each of `variables`, in order, sharing one copy of the tableau
    /// among every degenerate case: a screen whose rows are all ambiguous asks as many questions
    /// as it has views, and copying the whole tableau for each made that cubic.
    /// - Complexity: O(Σ row length × column length), plus one copy of the tableau and two
    ///   re-optimizations per degenerate case.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        Solver.ambiguity(of: variables.map { knownSymbol(of: $0) }, in: &tableau)
    }

    /// ``ambiguity(of:)`` of the symbols of the variables (nil for one the solver does not know)
    /// on the tableau passed in place: read as the solver's stored property, the tableau was
    /// copied (every one of its arrays retained, then released) by each of the half-dozen
    /// non-mutating calls a question makes, since such a call could reach the solver.
    private static func ambiguity(of symbols: [Symbol?], in tableau: inout Tableau) -> [Bool] {
        // Parked symbols sit at a kink, not at a vertex of the simplex: pivot them in first.
        tableau.unparkAll()
        var pinned = PinnedRows()
        // Read off the restricted rows alone, which writing the variables' rows out leaves as
        // they are.
        let blocking = BlockingRows(tableau)
        var movable = MovableRows(blocking: blocking)
        // A variable whose row refers to others, neither pinned nor certain to move, is asked of
        // its row written out: write every such row out once, each from rows already written
        // out, rather than each question walking its references again. Written out, a chain's
        // rows are its square, so the other two are asked first, each row read once.
        let needsRowsWrittenOut = symbols.contains { symbol in
            guard let s = symbol, let row = tableau.row(of: s), tableau.refersToBasic(row) else { return false }
            return !pinned.isPinned(s, in: tableau) && !movable.certainlyMoves(s, in: tableau)
        }
        if needsRowsWrittenOut { tableau.writeOutReferences() }
        var face = OptimalFace()
        return symbols.map { symbol in
            guard let s = symbol else { return true }
            return isAmbiguous(s, blocking: blocking, pinned: &pinned, movable: &movable, face: &face, in: &tableau)
        }
    }

    private static func isAmbiguous(_ s: Symbol, blocking: BlockingRows, pinned: inout PinnedRows, movable: inout MovableRows,
                                    face: inout OptimalFace, in tableau: inout Tableau) -> Bool {
        guard var row = tableau.row(of: s) else {
            // A non-basic symbol that costs something sits where moving it would cost more, or
            // is blocked at once: only the optimal face can tell.
            if tableau.objective.leadingCost(of: s) != nil { return face.isAmbiguous(s, in: tableau) }
            return blocking.canMove(s, direction: 1) || blocking.canMove(s, direction: -1)
                || face.isAmbiguous(s, in: tableau)
        }
        if tableau.refersToBasic(row) {
            // Written out, the row would hold only symbols of the rows it refers to.
            if pinned.isPinned(s, in: tableau) { return false }
            if movable.certainlyMoves(s, in: tableau) { return true }
            row = tableau.expanded(row)
        }
        var undecided = false
        for i in 0..<row.count {
            let symbol = row.cell(i).symbol
            if MovableRows.moves(symbol, blocking: blocking, in: tableau) { return true }
            if tableau.kind(symbol) != .dummy && tableau.objective.leadingCost(of: symbol) == nil { undecided = true }
        }
        return undecided && face.isAmbiguous(s, in: tableau)
    }

}

/// Which variables' rows, written out, would hold only required equalities' markers and symbols
/// that cost something: such a variable cannot move in an equally good solution. Asked of a row
/// that refers to other variables' rows (`Tableau+References.swift`), so that a chain of
/// positions is answered without writing each one out, each row read once over all questions.
struct PinnedRows {
    private var known: [Int32: Bool] = [:]

    mutating func isPinned(_ s: Symbol, in tableau: Tableau) -> Bool {
        if let answer = known[s.id] { return answer }
        var stack: [Symbol] = [s]
        while let top = stack.last {
            if known[top.id] != nil {
                stack.removeLast()
                continue
            }
            let row = tableau.row(of: top)!
            var answer = true, ready = true
            for i in 0..<row.count {
                let symbol = row.cell(i).symbol
                if tableau.isBasic(symbol) {
                    switch known[symbol.id] {
                    case nil: stack.append(symbol); ready = false
                    case false?: answer = false
                    case true?: break
                    }
                } else if tableau.kind(symbol) != .dummy && tableau.objective.leadingCost(of: symbol) == nil {
                    answer = false
                }
            }
            guard ready || !answer else { continue }
            known[top.id] = answer
            stack.removeLast()
        }
        return known[s.id]!
    }
}

/// The restricted rows that can stop a non-basic symbol at once: those whose value is zero, or
/// so close to it that some coefficient of theirs makes the ratio test's step vanish.
///
/// Asking the ratio test of every row that holds the symbol made each question cost its column,
/// and a row that holds many free symbols asks of each: cubic on a long chain of ambiguous
/// widths. Only these rows can block a step at once, and there are few of them; but a screen of
/// rows bounded below has one at zero for each row, so each symbol's verdict is read off their
/// cells once, rather than every question asking every such row.
struct BlockingRows {
    /// For each symbol (by id): whether some row stops it at once going up, and going down.
    private var blockedUp: [Bool]
    private var blockedDown: [Bool]

    init(_ tableau: Tableau) {
        blockedUp = Array(repeating: false, count: tableau.symbolCount)
        blockedDown = blockedUp
        for slot in tableau.rows.indices where tableau.basicOf[slot].isValid && tableau.kind(tableau.basicOf[slot]) != .external {
            let row = tableau.rows[slot]
            var largest = 0.0
            for i in 0..<row.count { largest = max(largest, abs(row.cell(i).coefficient)) }
            let value = tableau.value(ofRowIn: Int32(slot))
            guard value <= epsilon * largest else { continue }
            for i in 0..<row.count {
                let (symbol, coefficient) = row.cell(i)
                if Self.stops(coefficient, value: value) { blockedUp[Int(symbol.id)] = true }
                if Self.stops(-coefficient, value: value) { blockedDown[Int(symbol.id)] = true }
            }
        }
    }

    /// Whether a row of `value` stops at once a symbol whose step changes it at `rate` per unit.
    private static func stops(_ rate: Double, value: Double) -> Bool {
        rate < 0 && -value / rate <= epsilon
    }

    /// Whether the non-basic `symbol` can move from zero in `direction` by a positive amount
    /// without making a restricted row negative (false when a degenerate row blocks it at once):
    /// the ratio test's verdict, read off the rows that can give a step of zero.
    func canMove(_ symbol: Symbol, direction: Double) -> Bool {
        direction > 0 ? !blockedUp[Int(symbol.id)] : !blockedDown[Int(symbol.id)]
    }
}

/// The optimal solutions of a tableau, probed on one copy of it: a symbol is ambiguous when its
/// minimum and maximum over them differ.
///
/// Each probe minimises and maximises the symbol at a level below every priority, then clears
/// that level: what it leaves is still an optimal tableau of the same system (only a level
/// below every real priority moved it, within the optimal face), so the next probe starts from
/// it instead of from a fresh copy.
private struct OptimalFace {
    /// The level below every constraint's priority (priorities are above zero).
    static let probeLevel: Float = 0

    private var probe: Tableau?

    mutating func isAmbiguous(_ s: Symbol, in tableau: Tableau) -> Bool {
        if probe == nil { probe = tableau }
        var extremes: [Double] = []
        for sign in [1.0, -1.0] {
            probe!.objective.removeLevel(Self.probeLevel)
            probe!.addToObjective(s, sign, at: Self.probeLevel)
            guard probe!.optimize() else {
                // Unbounded: the symbol can move without limit. The probe's objective is left
                // unbounded at the probe level only, which the next probe clears.
                probe!.objective.removeLevel(Self.probeLevel)
                return true
            }
            extremes.append(probe!.value(of: s))
        }
        probe!.objective.removeLevel(Self.probeLevel)
        return !nearZero(extremes[0] - extremes[1])
    }
}
