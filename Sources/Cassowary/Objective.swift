/// The objective as Cassowary's symbolic weights: one row per priority level, compared
/// lexicographically from the highest level down.
///
/// kiwi folds strengths into one double, so that 2,000 weak errors can outweigh one medium error;
/// keeping a row per level makes a higher priority win over any number of lower ones.
struct Objective {
    /// Levels in decreasing priority; each row holds only non-basic symbols.
    private(set) var levels: [(priority: Float, row: Row)] = []

    private func levelIndex(_ priority: Float) -> (index: Int, found: Bool) {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        return (low, low < levels.count && levels[low].priority == priority)
    }

    private mutating func level(_ priority: Float) -> Int {
        let (index, found) = levelIndex(priority)
        if !found { levels.insert((priority, Row()), at: index) }
        return index
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at priority: Float) {
        levels[level(priority)].row.insert(symbol, coefficient)
    }

    mutating func add(_ row: Row, times factor: Double, at priority: Float) {
        var ignored: [Symbol] = []
        levels[level(priority)].row.add(row, times: factor, added: &ignored)
    }

    /// Replaces `symbol`, which has just become basic, by its row in every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var ignored: [Symbol] = []
        for k in levels.indices {
            let c = levels[k].row.remove(symbol)
            if c != 0 { levels[k].row.add(row, times: c, added: &ignored) }
        }
    }

    /// Whether `symbol` has a zero reduced cost at every level above `level`.
    func isZeroAbove(_ level: Int, _ symbol: Symbol) -> Bool {
        (0..<level).allSatisfy { levels[$0].row.coefficient(of: symbol) == 0 }
    }

    /// The first level at which `symbol`'s reduced cost is not zero, with that cost.
    func leadingCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
        for k in levels.indices {
            let c = levels[k].row.coefficient(of: symbol)
            if c != 0 { return (k, c) }
        }
        return nil
    }

    /// Compares the reduced-cost ratios `cost(a)/ca` and `cost(b)/cb` lexicographically (dual simplex).
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(of: a) / ca
            let rb = level.row.coefficient(of: b) / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return false
    }

    /// The objective's value per level, highest first.
    var values: [Double] { levels.map { $0.row.constant } }
}

extension Objective {
    mutating func remove(_ symbol: Symbol) {
        for k in levels.indices { levels[k].row.remove(symbol) }
    }
}
