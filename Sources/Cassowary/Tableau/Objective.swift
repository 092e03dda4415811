/// The objective as Cassowary's symbolic weights: one row of reduced costs per priority level,
/// compared lexicographically from the highest level down.
///
/// kiwi folds strengths into one double, so that 2,000 weak errors can outweigh one medium error;
/// keeping a level per priority makes a higher priority win over any number of lower ones.
///
/// Costs are stored densely by symbol (the objective touches most error symbols, and a pivot
/// changes a few of them), and every changed cost is pushed on a heap of candidates, so that
/// choosing the entering symbol never scans the whole objective.
struct Objective {
    /// The levels' priorities, highest first.
    private(set) var priorities: [Float] = []
    /// Per level, the reduced cost of each symbol by id (missing ids cost 0).
    private var costs: [[Double]] = []
    /// Symbols whose cost changed since they were last looked at.
    private var candidates = MinHeap<Candidate>()
    /// The priority of the level ``clearLevel(_:)`` empties, and the symbols (by id) whose cost
    /// there was written since it last did, each at least once.
    /// Entries written so far: costs changed, and zeros a level grew by (``SolverWork``).
    private(set) var entriesWritten = 0
    private var clearedPriority: Float = -1
    private var writtenAtClearedLevel: [Int32] = []

    private func levelIndex(_ priority: Float) -> (index: Int, found: Bool) {
        var low = 0, high = priorities.count
        while low < high {
            let mid = (low + high) >> 1
            if priorities[mid] > priority { low = mid + 1 } else { high = mid }
        }
        return (low, low < priorities.count && priorities[low] == priority)
    }

    private mutating func level(_ priority: Float) -> Int {
        let (index, found) = levelIndex(priority)
        if !found {
            priorities.insert(priority, at: index)
            costs.insert([], at: index)
        }
        return index
    }

    @inline(__always) func cost(of symbol: Symbol, level k: Int) -> Double {
        let i = Int(symbol.id)
        return i < costs[k].count ? costs[k][i] : 0
    }

    private mutating func addCost(_ symbol: Symbol, _ amount: Double, level k: Int) {
        let i = Int(symbol.id)
        if i >= costs[k].count {
            guard !nearZero(amount) else { return }
            // Mostly one or two symbols more: appended one by one, which the generic
            // `append(contentsOf: repeatElement(…))` made a call through witness tables each.
            // A level made for a question (the ambiguity probes) starts empty and grows to the
            // last symbol at once: one append of them all, not tens of thousands of appends.
            let missing = i + 1 - costs[k].count
            entriesWritten &+= missing
            if missing <= 2 {
                while costs[k].count <= i { costs[k].append(0) }
            } else {
                costs[k].append(contentsOf: repeatElement(0, count: missing))
            }
        }
        let sum = costs[k][i] + amount
        costs[k][i] = nearZero(sum) ? 0 : sum
        entriesWritten &+= 1
        if priorities[k] == clearedPriority { writtenAtClearedLevel.append(symbol.id) }
        candidates.push(Candidate(priority: priorities[k], symbol: symbol))
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at priority: Float) {
        addCost(symbol, coefficient, level: level(priority))
    }

    mutating func add(_ row: Row, times factor: Double, at priority: Float) {
        let k = level(priority)
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            addCost(s, c * factor, level: k)
        }
    }

    /// Replaces `symbol`, which has just become basic, by its row in every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for k in priorities.indices {
            let c = cost(of: symbol, level: k)
            guard c != 0 else { continue }
            costs[k][Int(symbol.id)] = 0
            for i in 0..<row.count {
                let (s, coefficient) = row.cell(i)
                addCost(s, coefficient * c, level: k)
            }
        }
    }

    /// Makes `symbol` a candidate to enter again, although its costs did not change.
    mutating func touch(_ symbol: Symbol) {
        if let (k, _) = leadingCost(of: symbol) { candidates.push(Candidate(priority: priorities[k], symbol: symbol)) }
    }

    mutating func remove(_ symbol: Symbol) {
        for k in priorities.indices where cost(of: symbol, level: k) != 0 {
            costs[k][Int(symbol.id)] = 0
            candidates.push(Candidate(priority: priorities[k], symbol: symbol))
        }
    }

    /// Removes the level at `priority` and every cost in it (nothing if there is none).
    mutating func removeLevel(_ priority: Float) {
        let (index, found) = levelIndex(priority)
        guard found else { return }
        priorities.remove(at: index)
        costs.remove(at: index)
    }

    /// Sets every cost at `priority` to zero and keeps the level, its storage as long as the
    /// symbols: a level made for each question and removed after it (the ambiguity probes) was
    /// grown to the last symbol again for every question, which made asking every variable
    /// quadratic. The first call only starts noting what the level's costs are; from then on
    /// each call zeroes what was written since the one before.
    mutating func clearLevel(_ priority: Float) {
        guard clearedPriority == priority, let k = level(of: priority) else {
            removeLevel(priority)
            clearedPriority = priority
            writtenAtClearedLevel.removeAll()
            return
        }
        for id in writtenAtClearedLevel { costs[k][Int(id)] = 0 }
        entriesWritten &+= writtenAtClearedLevel.count
        writtenAtClearedLevel.removeAll(keepingCapacity: true)
    }

    /// The index of the level at `priority`, if the objective has one.
    func level(of priority: Float) -> Int? {
        let (index, found) = levelIndex(priority)
        return found ? index : nil
    }

    /// `symbol`'s reduced cost at every level, highest first.
    func costs(of symbol: Symbol) -> [Double] {
        priorities.indices.map { cost(of: symbol, level: $0) }
    }

    /// The first level at which `symbol`'s reduced cost is not zero, with that cost.
    func leadingCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
        for k in priorities.indices {
            let c = cost(of: symbol, level: k)
            if c != 0 { return (k, c) }
        }
        return nil
    }

    /// The symbol that should enter the basis: from the highest level down and by creation order
    /// within a level (Bland's rule: no cycling), the first whose leading cost `isImproving`.
    mutating func popEntering(_ isImproving: (Symbol, Double) -> Bool) -> (Symbol, cost: Double)? {
        while let candidate = candidates.popFirst() {
            let (priority, symbol) = (candidate.priority, candidate.symbol)
            guard let (k, c) = leadingCost(of: symbol), isImproving(symbol, c) else { continue }
            if priorities[k] == priority { return (symbol, c) }
            candidates.push(Candidate(priority: priorities[k], symbol: symbol))
        }
        return nil
    }

    /// Compares the reduced-cost ratios `cost(a)/ca` and `cost(b)/cb` lexicographically (dual simplex).
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool {
        for k in priorities.indices {
            let ra = cost(of: a, level: k) / ca
            let rb = cost(of: b, level: k) / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return false
    }
}

/// A symbol whose cost changed at a level: highest priority first, then lowest symbol.
struct Candidate: HeapOrdered {
    let priority: Float
    let symbol: Symbol

    static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        a.priority > b.priority || (a.priority == b.priority && a.symbol < b.symbol)
    }
}
