/// One cell of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ coefficient * symbol`, with symbols kept sorted
/// so that every walk over a row, and so every tie broken by "the first symbol", is the same on
/// every run. The cells live in one array (one allocation per row).
struct Row {
    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that building it does not reallocate.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    mutating func reserveCapacity(_ capacity: Int) { cells.reserveCapacity(capacity) }

    var count: Int { cells.count }
    var isEmpty: Bool { cells.isEmpty }

    /// The row's symbols, in order.
    var symbols: some Sequence<Symbol> { cells.lazy.map(\.symbol) }

    /// The position of `symbol`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always) func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if it becomes zero.
    /// - Returns: whether the symbol was not in the row before.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol]) {
        var buffer = RowBuffer()
        add(other, times: factor, added: &added, buffer: &buffer)
    }

    /// `self += factor * other`; the symbols new to this row are appended to `added`. Merges
    /// through `buffer` and hands back this row's old storage in it, so that a caller that
    /// substitutes into many rows allocates nothing in the steady state.
    ///
    /// - Returns: the row's length after it.
    /// - Complexity: O(*m* log *n*) when `other` is much shorter than this row, else O(*n* + *m*).
    @discardableResult
    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol], buffer: inout RowBuffer) -> Int {
        constant += other.constant * factor
        if other.count * 16 < count {
            for cell in other.cells where insert(cell.symbol, cell.coefficient * factor) {
                added.append(cell.symbol)
            }
        } else {
            merge(other, times: factor, added: &added, buffer: &buffer)
        }
        return cells.count
    }

    /// `self += factor * other` for an empty row (its constant may be anything): the cells the
    /// merge would write, written into this row's storage with `room` to spare.
    mutating func fill(_ other: Row, times factor: Double, room: Int) {
        precondition(cells.isEmpty, "only an empty row is filled")
        constant += other.constant * factor
        cells.reserveCapacity(other.count + room)
        for cell in other.cells {
            let c = cell.coefficient * factor
            if !nearZero(c) { cells.append(Cell(symbol: cell.symbol, coefficient: c)) }
        }
    }

    private mutating func merge(_ other: Row, times factor: Double, added: inout [Symbol], buffer: inout RowBuffer) {
        var merged = buffer.cells
        buffer = RowBuffer()
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(count + other.count)
        var i = 0, j = 0
        let mine = cells, theirs = other.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                let c = theirs[j].coefficient * factor
                if !nearZero(c) {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: c))
                    added.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let c = mine[i].coefficient + theirs[j].coefficient * factor
                if !nearZero(c) { merged.append(Cell(symbol: mine[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        swap(&cells, &merged)
        buffer = RowBuffer(cells: merged)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = self` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = constant + Σ …` without `symbol` among its cells.
    mutating func solve(for symbol: Symbol) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = self` (with `rhs` in the row) into `rhs = …` (with `lhs` in the row): a pivot.
    /// - Returns: the row's length after it.
    @discardableResult
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) -> Int {
        insert(lhs, -1)
        solve(for: rhs)
        return cells.count
    }

    /// Whether every cell is a required equality's marker (vacuously true for an empty row).
    func hasOnlyDummies(_ kinds: [SymbolKind]) -> Bool {
        cells.allSatisfy { kinds[Int($0.symbol.id)] == .dummy }
    }

    func cell(_ i: Int) -> (symbol: Symbol, coefficient: Double) { (cells[i].symbol, cells[i].coefficient) }
}

/// Spare storage for ``Row/add(_:times:added:buffer:)``.
struct RowBuffer {
    var cells: [Cell] = []
}
