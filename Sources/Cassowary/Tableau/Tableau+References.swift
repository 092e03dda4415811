/// References: a variable's row may hold other variables that are basic, instead of their rows.
///
/// In a column of sections, each section's position is the one above plus its height, and each
/// height the sum of its rows'. Written out in non-basic symbols alone (the textbook tableau),
/// the position of the k-th section holds the slacks and errors of every row above it (the
/// intrinsic sizes' hugging and compression resistance), so the tableau's cells grow with the
/// square of the screen. So when a constraint brings in a variable no row holds yet, the row that
/// defines it keeps the basic variables of the constraint as they are: the k-th position is the
/// one above plus a height, three cells. Its value follows the references.
///
/// A new variable's row is written out all the same when every row it would refer to is written
/// out and the sum is short (``shortWrittenOut(_:_:constant:)``): in a chain whose positions,
/// written out, stay a few cells (a shared width with optional positions, the benchmarks' W4),
/// referring rows only lengthened the walk each later constraint on a position took down the
/// chain (W4 took a hundred times longer), and written out, column counts say how many rows hold
/// a symbol, as the choice of subjects and parking expect. Conflict probes never refer.
///
/// Off by default (``Tableau/keepsReferences``): column counts still say how many rows hold a
/// symbol only where rows are written out, so where the constraints leave several equally good
/// solutions (an ambiguous chain of free widths) the subjects, and so the solution, can differ.
///
/// What keeps this sound:
/// - Only rows of variables (external symbols) refer. Restricted rows (slacks, errors, markers),
///   which the ratio tests, the dual simplex and the parked symbols' checks read, and the
///   objective, hold non-basic symbols only: a row made from a constraint that is not defining a
///   new variable is written out in full (``expanded(_:)``), as before.
/// - The defined variable is held by no row and costs nothing in the objective, so adding its row
///   substitutes nothing, and the basis is the one the written-out row would give with that
///   subject (a variable no row holds has the fewest rows, as the subject should; of two, the
///   first made is taken, where the written-out tableau took the newest: in `next.top ==
///   previous.bottom + 8` with the previous height still free, the position, so that positions
///   refer along a chain instead of heights being defined by positions). Where the constraints
///   leave several equally good solutions, that choice can land on another of them.
/// - References never form a cycle: a new row refers only to variables already basic, and later
///   substitutions bring in rows written out in full. A variable whose row refers to others
///   leaves the basis only when a constraint is removed through it (``markerLeavingSlot(_:)``);
///   its row is written out first, and the rows that refer to it then hold it as a non-basic
///   symbol, which they still equal.
extension Tableau {
    /// Whether `row` holds a basic symbol, so that its value must follow references.
    func refersToBasic(_ row: Row) -> Bool {
        for i in 0..<row.count where slotOf[Int(row.cell(i).symbol.id)] >= 0 { return true }
        return false
    }

    /// The value of a basic variable whose row may refer to other basic variables.
    /// - Complexity: O(cells of the rows it refers to, transitively).
    func valueFollowingReferences(_ s: Symbol) -> Double {
        let slot = slotOf[Int(s.id)]
        guard refersToBasic(rows[Int(slot)]) else { return value(ofRowIn: slot) }
        var known: [Int32: Double] = [:]
        return valueFollowingReferences(s, known: &known)
    }

    /// ``valueFollowingReferences(_:)`` with the values already worked out (by symbol id), which
    /// it extends: a walk over many variables reads each row once.
    func valueFollowingReferences<Known: KnownValues>(_ s: Symbol, known: inout Known) -> Double {
        if let value = known[s.id] { return value }
        // Depth first without recursion (a chain of thousands of views refers thousands deep):
        // a row's value is summed once every basic symbol it holds has its own.
        var stack: [Symbol] = [s]
        while let top = stack.last {
            if known[top.id] != nil {
                stack.removeLast()
                continue
            }
            let slot = slotOf[Int(top.id)]
            let row = rows[Int(slot)]
            var ready = true
            for i in 0..<row.count {
                let symbol = row.cell(i).symbol
                if slotOf[Int(symbol.id)] >= 0 && known[symbol.id] == nil {
                    stack.append(symbol)
                    ready = false
                }
            }
            guard ready else { continue }
            var value = row.constant + Tableau.parkedPart(of: row, parkedSymbols, parkedValues)
            for i in 0..<row.count {
                let (symbol, coefficient) = row.cell(i)
                if let referred = known[symbol.id], slotOf[Int(symbol.id)] >= 0 { value += coefficient * referred }
            }
            known[top.id] = value
            stack.removeLast()
        }
        return known[s.id]!
    }

    /// The values of many symbols, each row read once.
    /// - Complexity: O(symbols + cells of the rows they refer to).
    func values(of symbols: [Symbol]) -> [Double] {
        var known = DenseKnownValues(count: kinds.count)
        return symbols.map { s in
            let slot = slotOf[Int(s.id)]
            guard slot >= 0 else { return parkedValues[Int(s.id)] }
            guard kind(s) == .external, refersToBasic(rows[Int(slot)]) else { return value(ofRowIn: slot) }
            return valueFollowingReferences(s, known: &known)
        }
    }

    /// The basic symbols `row` refers to, transitively, each before every symbol its row refers
    /// to (a topological order), so that a walk in this order meets each one's whole coefficient.
    private func references(of row: Row) -> [Symbol] {
        var visited: Set<Int32> = []
        return references(of: row) { visited.insert($0).inserted }
    }

    /// ``references(of:)``, with `firstVisit` marking a symbol's id as visited and saying
    /// whether it was not before.
    func references(of row: Row, firstVisit: (Int32) -> Bool) -> [Symbol] {
        var postorder: [Symbol] = []
        // (symbol, whether its references were pushed)
        var stack: [(Symbol, Bool)] = []
        for i in (0..<row.count).reversed() where slotOf[Int(row.cell(i).symbol.id)] >= 0 {
            stack.append((row.cell(i).symbol, false))
        }
        while let (s, expandedAlready) = stack.popLast() {
            if expandedAlready {
                postorder.append(s)
                continue
            }
            guard firstVisit(s.id) else { continue }
            stack.append((s, true))
            // A symbol pushed again is skipped when it comes off the stack, once visited.
            let referred = rows[Int(slotOf[Int(s.id)])]
            for i in (0..<referred.count).reversed() where slotOf[Int(referred.cell(i).symbol.id)] >= 0 {
                stack.append((referred.cell(i).symbol, false))
            }
        }
        return postorder.reversed()
    }

    /// `row` written out in non-basic symbols: every basic symbol it holds replaced by its row,
    /// transitively. A row that refers to none is returned as it is.
    /// - Complexity: O(cells of the rows it refers to, transitively, × log).
    func expanded(_ row: Row) -> Row {
        guard refersToBasic(row) else { return row }
        var factors: [Int32: Double] = [:]
        var cells: [Int32: Double] = [:]
        var constant = row.constant
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            if slotOf[Int(s.id)] >= 0 { factors[s.id, default: 0] += c } else { cells[s.id, default: 0] += c }
        }
        for s in references(of: row) {
            guard let factor = factors[s.id], factor != 0 else { continue }
            let referred = rows[Int(slotOf[Int(s.id)])]
            constant += referred.constant * factor
            for i in 0..<referred.count {
                let (symbol, c) = referred.cell(i)
                if slotOf[Int(symbol.id)] >= 0 {
                    factors[symbol.id, default: 0] += c * factor
                } else {
                    cells[symbol.id, default: 0] += c * factor
                }
            }
        }
        var result = Row(constant: constant, capacity: cells.count)
        for id in cells.keys.sorted() where !nearZero(cells[id]!) {
            result.insert(Symbol(id: id), cells[id]!)
        }
        return result
    }

    /// Cells up to which a new variable's row is written out rather than kept referring
    /// (``longestWrittenOutDefinition``): a chain whose positions, written out, stay a few cells
    /// (a shared width, optional positions) is then the textbook tableau, and referring rows are
    /// left to chains whose written-out rows grow with the chain.
    static let defaultLongestWrittenOutDefinition = 16

    /// `constant + Σ coefficient × symbol` with every basic symbol replaced by its row written
    /// out, the terms added in order.
    func writtenOut(_ coefficients: [Double], _ symbols: [Symbol], constant: Double) -> Row {
        Self.writeOut(coefficients, symbols, constant: constant) { s in row(of: s).map { expanded($0) } }
    }

    /// `constant + Σ coefficient × symbol`, each symbol's term replaced by `basicRow(symbol)` ×
    /// coefficient when it gives a row (the symbol is basic), in order.
    /// `spare` is room for the cells the caller adds afterwards (the constraint's markers), so
    /// that the row is made in one allocation when at most one of its terms is basic.
    static func writeOut(_ coefficients: [Double], _ symbols: [Symbol], constant: Double, spare: Int = 2, basicRow: (Symbol) -> Row?) -> Row {
        var written = Row(constant: constant)
        var ignored: [Symbol] = []
        for (i, (coefficient, s)) in zip(coefficients, symbols).enumerated() {
            let room = coefficients.count - i - 1 + spare
            if let basic = basicRow(s) {
                if written.isEmpty {
                    written.fill(basic, times: coefficient, room: room)
                } else {
                    written.add(basic, times: coefficient, added: &ignored)
                }
            } else {
                if written.isEmpty { written.reserveCapacity(1 + room) }
                written.insert(s, coefficient)
            }
        }
        return written
    }

    /// ``writtenOut(_:_:constant:)`` when it is cheap and short: when no basic symbol's row refers
    /// to others (nothing to follow) and the result has at most ``longestWrittenOutDefinition``
    /// cells; nil otherwise.
    /// - Complexity: O(cells of the basic symbols' rows), less when one is long.
    ///
    /// Mutating only so that its closure borrows the tableau: a non-mutating method's closure
    /// over `self` copied the tableau (two dozen arrays retained and released) for every
    /// constraint added, 2% of laying out a large scene.
    mutating func shortWrittenOut(_ coefficients: [Double], _ symbols: [Symbol], constant: Double, spare: Int) -> Row? {
        var cells = 0
        for s in symbols {
            let slot = slotOf[Int(s.id)]
            guard slot >= 0 else { continue }
            guard !refersToBasic(rows[Int(slot)]) else { return nil }
            cells += rows[Int(slot)].count
        }
        // A sum of long rows is seldom short written out: not worth the merge.
        guard cells <= 2 * longestWrittenOutDefinition else { return nil }
        // No basic row refers to another: each written out is itself (``expanded(_:)``).
        let written = Self.writeOut(coefficients, symbols, constant: constant, spare: spare) { s in row(of: s) }
        return written.count <= longestWrittenOutDefinition ? written : nil
    }

    /// The row of basic symbol `s`, written out in non-basic symbols.
    func expandedRow(of s: Symbol) -> Row? {
        row(of: s).map { expanded($0) }
    }

    /// Writes out the row in `slot` in non-basic symbols, in place.
    mutating func expandRow(inSlot slot: Int32) {
        let row = rows[Int(slot)]
        guard refersToBasic(row) else { return }
        replaceRow(inSlot: slot, with: expanded(row))
    }

    /// Puts `written`, the same row written out, in `slot`.
    private mutating func replaceRow(inSlot slot: Int32, with written: Row) {
        let basic = basicOf[Int(slot)]
        removeRow(of: basic)
        setRow(written, for: basic)  // the slot just freed: the same one
        precondition(slotOf[Int(basic.id)] == slot, "Cassowary: a row moved while written out")
    }
}

/// Variables' rows written out in non-basic symbols, each once, after the rows it refers to and
/// from them, for the uniqueness questions that neither ``PinnedRows`` nor ``MovableRows``
/// settle: a chain of positions written out is read once however many of its rows are asked,
/// and only the rows those questions reach are written out. (Writing every row out, the tableau
/// became the textbook's, with a chain's rows its square.)
struct WrittenOutRows {
    private var written: [Int32: Row] = [:]
    /// The rows written out and their cells (``SolverWork``).
    private(set) var work = SolverWork()

    /// The row of the basic symbol `s` written out.
    /// - Complexity: O(cells written out of the rows it refers to that no earlier call wrote).
    mutating func row(of s: Symbol, in tableau: Tableau) -> Row {
        if let row = written[s.id] { return row }
        // Depth first without recursion: (symbol, whether the rows it refers to are written).
        var stack: [(Symbol, Bool)] = [(s, false)]
        while let (top, ready) = stack.popLast() {
            guard written[top.id] == nil else { continue }
            let row = tableau.row(of: top)!
            if !ready {
                stack.append((top, true))
                for i in (0..<row.count).reversed() where tableau.isBasic(row.cell(i).symbol) && written[row.cell(i).symbol.id] == nil {
                    stack.append((row.cell(i).symbol, false))
                }
                continue
            }
            var result = Row(constant: row.constant, capacity: row.count)
            var ignored: [Symbol] = []
            for i in 0..<row.count {
                let (symbol, c) = row.cell(i)
                if let referred = written[symbol.id], tableau.isBasic(symbol) {
                    result.add(referred, times: c, added: &ignored)
                } else {
                    result.insert(symbol, c)
                }
            }
            written[top.id] = result
            work.rowsCopied &+= 1
            work.cellsWritten &+= result.count
        }
        return written[s.id]!
    }
}

/// The values worked out so far in a walk along references, by symbol id.
protocol KnownValues {
    subscript(id: Int32) -> Double? { get set }
}

/// For one value: the few rows it refers to.
extension Dictionary: KnownValues where Key == Int32, Value == Double {}

/// For every variable at once: an array as long as the symbols, read without hashing.
struct DenseKnownValues: KnownValues {
    private var values: [Double]
    private var isKnown: [Bool]

    init(count: Int) {
        values = Array(repeating: 0, count: count)
        isKnown = Array(repeating: false, count: count)
    }

    subscript(id: Int32) -> Double? {
        get { isKnown[Int(id)] ? values[Int(id)] : nil }
        set {
            isKnown[Int(id)] = newValue != nil
            values[Int(id)] = newValue ?? 0
        }
    }
}
