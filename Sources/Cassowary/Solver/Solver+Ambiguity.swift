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
        // Parked symbols are pivoted in first: a history that adding the constraints again
        // would not repeat.
        if tableau.hasParkedSymbols { tableauIsReplayable = false }
        return Solver.ambiguity(of: variables.map { knownSymbol(of: $0) }, in: &tableau)
    }

    /// ``ambiguity(of:)`` of the symbols of the variables (nil for one the solver does not know)
    /// on the tableau passed in place: read as the solver's stored property, the tableau was
    /// copied (every one of its arrays retained, then released) by each of the half-dozen
    /// non-mutating calls a question makes, since such a call could reach the solver.
    private static func ambiguity(of symbols: [Symbol?], in tableau: inout Tableau) -> [Bool] {
        // Parked symbols sit at a kink, not at a vertex of the simplex: pivot them in first.
        tableau.unparkAll()
        var questions = AmbiguityQuestions(tableau)
        let answers = symbols.map { symbol in
            guard let s = symbol else { return true }
            return questions.isAmbiguous(s, in: &tableau)
        }
        tableau.work = tableau.work + questions.work
        return answers
    }
}

/// The questions of one ``Solver/ambiguity(of:)``, sharing what each learns: the rows that block
/// symbols, the rows pinned or certain to move, the rows written out, the probe of the optimal
/// face, and the answer for every variable whose row refers to others.
private struct AmbiguityQuestions {
    // Read off the restricted rows alone, which the variables' rows referring to each other
    // leave as they are.
    private let blocking: BlockingRows
    private var pinned = PinnedRows()
    private var movable: MovableRows
    private var written = WrittenOutRows()
    private var face = OptimalFace()
    /// The answers for basic variables, by symbol id, as worked out along references.
    private var answers: [Int32: Bool] = [:]

    init(_ tableau: Tableau) {
        blocking = BlockingRows(tableau)
        movable = MovableRows(blocking: blocking)
    }

    /// What the questions did to the tableau's copies (``SolverWork``).
    var work: SolverWork { written.work + face.work }

    mutating func isAmbiguous(_ s: Symbol, in tableau: inout Tableau) -> Bool {
        guard let row = tableau.row(of: s) else {
            // A non-basic symbol that costs something sits where moving it would cost more, or
            // is blocked at once: only the optimal face can tell.
            var alone = Row()
            alone.insert(s, 1)
            if tableau.objective.leadingCost(of: s) != nil { return face.isAmbiguous(alone, in: tableau) }
            return blocking.canMove(s, direction: 1) || blocking.canMove(s, direction: -1)
                || face.isAmbiguous(alone, in: tableau)
        }
        guard tableau.refersToBasic(row) else { return isAmbiguous(writtenOut: row, in: tableau) }
        return isAmbiguous(referring: s, in: tableau)
    }

    /// A variable whose row refers to others.
    ///
    /// Pinned, or certain to move, its answer is read off the sums along its references. Else,
    /// when every variable its row refers to is answered not ambiguous (each asked the same way
    /// first), those are the same in every equally good solution, and the variable moves exactly
    /// when the rest of its row does: the few cells of its own. Only when one of them moves is the
    /// row written out (they could cancel). A position in a column of sections, whose rows
    /// written out hold a symbol of every row above (slacks that cost nothing, blocked at zero,
    /// which only the optimal face can settle), is then asked of its own three cells, not of a
    /// row as long as the screen each time.
    private mutating func isAmbiguous(referring s: Symbol, in tableau: Tableau) -> Bool {
        if let answer = answers[s.id] { return answer }
        // Depth first without recursion: a chain refers thousands deep.
        var stack: [Symbol] = [s]
        while let top = stack.last {
            if answers[top.id] != nil {
                stack.removeLast()
                continue
            }
            let row = tableau.row(of: top)!
            guard tableau.refersToBasic(row) else {
                answers[top.id] = isAmbiguous(writtenOut: row, in: tableau)
                stack.removeLast()
                continue
            }
            if pinned.isPinned(top, in: tableau) || movable.certainlyMoves(top, in: tableau) {
                answers[top.id] = !pinned.isPinned(top, in: tableau)
                stack.removeLast()
                continue
            }
            var ready = true
            for i in 0..<row.count where tableau.isBasic(row.cell(i).symbol) && answers[row.cell(i).symbol.id] == nil {
                stack.append(row.cell(i).symbol)
                ready = false
            }
            guard ready else { continue }
            stack.removeLast()
            var referencesMove = false
            var own = Row(constant: row.constant, capacity: row.count)
            for i in 0..<row.count {
                let (symbol, c) = row.cell(i)
                if tableau.isBasic(symbol) {
                    if answers[symbol.id]! { referencesMove = true }
                } else {
                    own.insert(symbol, c)
                }
            }
            let answer = referencesMove
                ? isAmbiguous(writtenOut: written.row(of: top, in: tableau), in: tableau)
                : isAmbiguous(writtenOut: own, in: tableau)
            answers[top.id] = answer
        }
        return answers[s.id]!
    }

    /// Whether an expression in non-basic symbols can take another value in an equally good
    /// solution: it holds a symbol that can move, or, holding symbols that cost nothing but are
    /// blocked at once, the optimal face says so.
    private mutating func isAmbiguous(writtenOut row: Row, in tableau: Tableau) -> Bool {
        var undecided = false
        for i in 0..<row.count {
            let symbol = row.cell(i).symbol
            if MovableRows.moves(symbol, blocking: blocking, in: tableau) { return true }
            if tableau.kind(symbol) != .dummy && tableau.objective.leadingCost(of: symbol) == nil { undecided = true }
        }
        return undecided && face.isAmbiguous(row, in: tableau)
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
///
/// The copy keeps the restricted rows and the objective alone: the simplex never reads a
/// variable's row (the ratio tests skip them, the objective holds no basic symbol), it only
/// rewrites it at each pivot, and written out, the rows of a long column of sections hold a
/// symbol of every row above them, so each probe's pivots rewrote rows as long as the screen. The
/// probed symbol's row comes written out from the tableau, in its non-basic symbols; its value
/// is read off the probe's values of those.
private struct OptimalFace {
    /// The level below every constraint's priority (priorities are above zero).
    static let probeLevel: Float = 0

    private var probe: Tableau?
    /// The probe's work when it was made: what it did since is ``work``.
    private var workAtCopy = SolverWork()

    /// The work the probes did (``SolverWork``).
    var work: SolverWork { probe.map { $0.totalWork - workAtCopy } ?? SolverWork() }

    /// - Parameter written: the symbol's row written out in the tableau's non-basic symbols, or
    ///   the symbol alone if it is not basic.
    mutating func isAmbiguous(_ written: Row, in tableau: Tableau) -> Bool {
        if probe == nil {
            probe = tableau.restrictedRows()
            workAtCopy = probe!.totalWork
        }
        var extremes: [Double] = []
        for sign in [1.0, -1.0] {
            probe!.objective.clearLevel(Self.probeLevel)
            // Some of the tableau's non-basic symbols may have entered the probe's basis, in
            // earlier probes or in this one's first direction: the goal in the probe's own.
            let goal = probe!.writtenOut(written)
            probe!.objective.add(goal, times: sign, at: Self.probeLevel)
            guard probe!.optimize() else {
                // Unbounded: the symbol can move without limit. The probe's objective is left
                // unbounded at the probe level only, which the next probe clears.
                probe!.objective.clearLevel(Self.probeLevel)
                return true
            }
            extremes.append(probe!.value(ofExpression: written))
        }
        probe!.objective.clearLevel(Self.probeLevel)
        return !nearZero(extremes[0] - extremes[1])
    }
}

extension Tableau {
    /// A copy with the restricted rows and the objective alone (for ``OptimalFace``): every
    /// variable's row taken out, so that its symbol is in no row and nothing rewrites it.
    fileprivate func restrictedRows() -> Tableau {
        var copy = self
        copy.countCopy()
        for slot in rows.indices where basicOf[slot].isValid && kind(basicOf[slot]) == .external {
            copy.removeRow(of: basicOf[slot])
        }
        return copy
    }

    /// `row`, whose basic symbols' rows refer to none (the restricted rows), with each basic
    /// symbol replaced by its row.
    /// Mutating so as not to copy the tableau for a closure over it, and to count the work.
    fileprivate mutating func writtenOut(_ row: Row) -> Row {
        var written = Row(constant: row.constant, capacity: row.count)
        var ignored: [Symbol] = []
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            let slot = slotOf[Int(s.id)]
            if slot >= 0 {
                written.add(rows[Int(slot)], times: c, added: &ignored, buffer: &buffer)
            } else {
                written.insert(s, c)
            }
        }
        work.rowsCopied &+= 1
        work.cellsWritten &+= written.count
        return written
    }

    /// The value of `row`'s expression, a basic symbol's by its row, a non-basic one's where it
    /// is (0, or where it is parked).
    fileprivate func value(ofExpression row: Row) -> Double {
        var sum = row.constant
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            sum += c * value(of: s)
        }
        return sum
    }
}
