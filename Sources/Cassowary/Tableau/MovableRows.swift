/// Which variables' rows, written out, would certainly hold a symbol that can move: a free
/// variable, or a slack or error that costs nothing and that no degenerate row blocks. Asked of a
/// row that refers to other variables' rows (`Tableau+References.swift`), so that a chain of
/// ambiguous positions is answered without writing each one out.
///
/// Written out, the k-th position of a chain holds a symbol of every view before it: the rows
/// written out are the square of the chain, and so was answering from them. Instead, each movable
/// symbol is given a weight, and each row the weighted sum of its coefficients written out, worked
/// out once for every row from the sums of the rows it refers to. Where coefficients cancel
/// along the references (a position past the one that closes a chain holds none of the widths
/// before it), the sum cancels with them; where it is clearly away from zero, some movable symbol
/// keeps a coefficient written out. A row whose sum cannot tell is answered written out, as
/// before: the answers are those of the written-out rows.
struct MovableRows {
    /// For each symbol's row (by id), written out: the weighted sum of its movable symbols'
    /// coefficients, the same with their magnitudes (a bound on the sum's rounding), and how many
    /// movable cells it adds up, counting a cell once for each way the references reach it (a
    /// bound on how many coefficients too small to count could make up the sum). Made at the
    /// first question, as long as the symbols.
    private var sums: [Double] = []
    private var magnitudes: [Double] = []
    private var cells: [Double] = []
    /// For each symbol: whether its row's sums are worked out.
    private var known: [Bool] = []
    /// For each non-basic symbol: 0 not asked yet, 1 movable, 2 not.
    private var movable: [UInt8] = []
    private let blocking: BlockingRows

    init(blocking: BlockingRows) {
        self.blocking = blocking
    }

    /// Whether the row of basic `s`, written out, holds a movable symbol whose coefficient is not
    /// near zero. False when the weighted sum cannot tell (the row may still hold one).
    /// - Complexity: O(cells of the rows it refers to that no earlier question read).
    mutating func certainlyMoves(_ s: Symbol, in tableau: Tableau) -> Bool {
        if known.isEmpty {
            sums = Array(repeating: 0, count: tableau.symbolCount)
            (magnitudes, cells) = (sums, sums)
            known = Array(repeating: false, count: tableau.symbolCount)
            movable = Array(repeating: 0, count: tableau.symbolCount)
        }
        sum(of: s, in: tableau)
        let id = Int(s.id)
        // If every movable coefficient were near zero (under ε), the sum, weights at most 2,
        // would be at most 2ε for each cell; rounding adds far less than 10⁻⁹ of the magnitudes.
        // Sums that overflow (references that reach a cell in more ways than a Double counts)
        // are infinite or NaN, and tell nothing.
        return abs(sums[id]) > 2 * epsilon * cells[id] + 1e-9 * magnitudes[id]
    }

    /// Works out the sums of `s`'s row and of every row it refers to, depth first without
    /// recursion (a chain refers thousands deep).
    private mutating func sum(of s: Symbol, in tableau: Tableau) {
        guard !known[Int(s.id)] else { return }
        var stack: [Symbol] = [s]
        while let top = stack.last {
            guard !known[Int(top.id)] else {
                stack.removeLast()
                continue
            }
            let row = tableau.row(of: top)!
            var ready = true
            for i in 0..<row.count {
                let symbol = row.cell(i).symbol
                if tableau.isBasic(symbol) && !known[Int(symbol.id)] {
                    stack.append(symbol)
                    ready = false
                }
            }
            guard ready else { continue }
            var (sum, magnitude, count) = (0.0, 0.0, 0.0)
            for i in 0..<row.count {
                let (symbol, c) = row.cell(i)
                let id = Int(symbol.id)
                if tableau.isBasic(symbol) {
                    sum += c * sums[id]
                    magnitude += abs(c) * magnitudes[id]
                    count += cells[id]
                } else if isMovable(symbol, in: tableau) {
                    let w = Self.weight(of: symbol)
                    sum += c * w
                    magnitude += abs(c) * w
                    count += 1
                }
            }
            (sums[Int(top.id)], magnitudes[Int(top.id)], cells[Int(top.id)]) = (sum, magnitude, count)
            known[Int(top.id)] = true
            stack.removeLast()
        }
    }

    /// Whether non-basic `symbol`, held by a variable's row written out, makes it ambiguous at
    /// once: the test ``Solver/isAmbiguous(_:)`` applies to each cell of a written-out row.
    private mutating func isMovable(_ symbol: Symbol, in tableau: Tableau) -> Bool {
        let id = Int(symbol.id)
        if movable[id] == 0 {
            movable[id] = MovableRows.moves(symbol, blocking: blocking, in: tableau) ? 1 : 2
        }
        return movable[id] == 1
    }

    /// Whether a non-basic symbol in a variable's row, written out, lets that variable move in an
    /// equally good solution: it is not a required equality's marker, costs nothing, and is free,
    /// or can step up from zero, or (parked above zero) down, without a degenerate row stopping it.
    static func moves(_ symbol: Symbol, blocking: BlockingRows, in tableau: Tableau) -> Bool {
        guard tableau.kind(symbol) != .dummy, tableau.objective.leadingCost(of: symbol) == nil else { return false }
        if tableau.kind(symbol) == .external { return true }
        if blocking.canMove(symbol, direction: 1) { return true }
        return tableau.value(of: symbol) > epsilon && blocking.canMove(symbol, direction: -1)
    }

    /// A weight in [1, 2) fixed by the symbol (the same on every run), so that coefficients that
    /// do not cancel written out do not cancel in the sum either, but by a fluke of no real size.
    static func weight(of symbol: Symbol) -> Double {
        // SplitMix64's finaliser: neighbouring ids get unrelated weights.
        var z = UInt64(bitPattern: Int64(symbol.id)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }
}
