/// One row of the tableau: `basic = constant + Σ coefficient * symbol`, with symbols kept sorted
/// so that every walk over a row, and so every tie broken by "the first symbol", is the same on
/// every run.
struct Row {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that building it does not reallocate.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    var count: Int { symbols.count }
    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always) func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if it becomes zero.
    /// - Returns: whether the symbol was not in the row before.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) { removeCell(at: index) } else { coefficients[index] = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        let c = coefficients[index]
        removeCell(at: index)
        return c
    }

    private mutating func removeCell(at index: Int) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    /// `self += factor * other`; the symbols new to this row are appended to `added`.
    ///
    /// - Complexity: O(*m* log *n*) when `other` is much shorter than this row, else O(*n* + *m*).
    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol]) {
        var buffer = RowBuffer()
        add(other, times: factor, added: &added, buffer: &buffer)
    }

    /// `add(_:times:added:)` that merges through `buffer` and hands back this row's old storage in
    /// it, so that a caller that substitutes into many rows allocates nothing in the steady state.
    mutating func add(_ other: Row, times factor: Double, added: inout [Symbol], buffer: inout RowBuffer) {
        constant += other.constant * factor
        if other.count * 16 < count {
            for i in 0..<other.count where insert(other.symbols[i], other.coefficients[i] * factor) {
                added.append(other.symbols[i])
            }
        } else {
            merge(other, times: factor, added: &added, buffer: &buffer)
        }
    }

    private mutating func merge(_ other: Row, times factor: Double, added: inout [Symbol], buffer: inout RowBuffer) {
        var newSymbols = buffer.symbols
        var newCoefficients = buffer.coefficients
        buffer = RowBuffer()
        newSymbols.removeAll(keepingCapacity: true)
        newCoefficients.removeAll(keepingCapacity: true)
        newSymbols.reserveCapacity(count + other.count)
        newCoefficients.reserveCapacity(count + other.count)
        var i = 0, j = 0
        while i < count || j < other.count {
            let takeLeft = j == other.count || (i < count && symbols[i].id < other.symbols[j].id)
            let takeRight = i == count || (j < other.count && other.symbols[j].id < symbols[i].id)
            if takeLeft {
                newSymbols.append(symbols[i]); newCoefficients.append(coefficients[i]); i += 1
            } else if takeRight {
                let c = other.coefficients[j] * factor
                if !nearZero(c) {
                    newSymbols.append(other.symbols[j]); newCoefficients.append(c); added.append(other.symbols[j])
                }
                j += 1
            } else {
                let c = coefficients[i] + other.coefficients[j] * factor
                if !nearZero(c) { newSymbols.append(symbols[i]); newCoefficients.append(c) }
                i += 1; j += 1
            }
        }
        swap(&symbols, &newSymbols)
        swap(&coefficients, &newCoefficients)
        buffer = RowBuffer(symbols: newSymbols, coefficients: newCoefficients)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Solves `0 = self` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = constant + Σ …` without `symbol` among its cells.
    mutating func solve(for symbol: Symbol) {
        let c = remove(symbol)
        let factor = -1 / c
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns `lhs = self` (with `rhs` in the row) into `rhs = …` (with `lhs` in the row): a pivot.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Whether every cell is a required equality's marker (vacuously true for an empty row).
    func hasOnlyDummies(_ kinds: [SymbolKind]) -> Bool {
        symbols.allSatisfy { kinds[Int($0.id)] == .dummy }
    }

    func cell(_ i: Int) -> (symbol: Symbol, coefficient: Double) { (symbols[i], coefficients[i]) }
}

/// Spare storage for ``Row/add(_:times:added:buffer:)``.
struct RowBuffer {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
}
