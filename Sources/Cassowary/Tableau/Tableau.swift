/// The simplex tableau: rows for the basic symbols, a column index, and the objective.
///
/// A value type, so that a copy is a snapshot the solver can go back to when an addition fails.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// For each error of an optional equality, the other error of its pair (e⁺ for e⁻ and back),
    /// and the pair's priority level; invalid for every other symbol.
    private(set) var partners = SparseTable<Symbol>(default: .invalid)
    /// Whether the ratio test may step past pairs' breakpoints (off only to check it in tests).
    var longSteps = true
    /// Whether a new variable's row may refer to other variables' rows (`Tableau+References.swift`).
    /// On by default: it makes a column of sections linear at no cost elsewhere. Where the
    /// constraints leave several equally good solutions (an ambiguous chain of free widths) it
    /// can land on another of them than the written-out tableau would; see performance.md.
    var keepsReferences = true
    /// Cells up to which a new variable's row is written out all the same (see
    /// ``shortWrittenOut(_:_:constant:)``; 0 only to make small systems refer in tests).
    var longestWrittenOutDefinition = Tableau.defaultLongestWrittenOutDefinition
    private(set) var partnerLevels = SparseTable<Float>(default: 0)
    /// The value of each non-basic symbol: 0 but for symbols parked away from zero (see
    /// `Tableau+Parking.swift`). A row's constant is its basic symbol's value with every parked
    /// symbol at zero; its value adds the parked symbols' values (``value(ofRowIn:)``), so that
    /// a parked symbol moves without touching the rows that hold it.
    private(set) var parkedValues = SparseTable<Double>(default: 0)
    /// The symbols whose value in `parkedValues` is not zero, in order.
    private(set) var parkedSymbols: [Symbol] = []
    /// Parked symbols whose improvement is blocked by one degenerate row, to check again when
    /// that row changes.
    var parkings: [Parking] = []
    /// Whether a symbol with a long column may stop at a breakpoint without pivoting.
    var parkingAllowed = true
    /// After how many steps one optimization stops parking and long steps (nil: a bound that
    /// grows with the tableau; set low only to check the guarded path in tests).
    var stepGuard: Int?
    /// The column length from which a symbol parks (see `Tableau+Parking.swift`).
    var hubColumnSize = Tableau.defaultHubColumnSize
    /// The breakpoints of parked symbols with long columns (see `Tableau+Hubs.swift`).
    var hubs: [Hub] = []
    /// For each symbol, its index in `hubs`, or -1.
    var hubIndex = SparseTable<Int32>(default: -1)
    /// For each row slot, a number that changes whenever the row does (hub breakpoints go stale).
    var rowVersions: [UInt32] = []
    /// The row slot of each basic symbol; -1 for a non-basic one.
    private(set) var slotOf: [Int32] = []
    /// For each symbol, the slots of the rows that may hold it. Kept lazily: an entry can be stale
    /// or repeated; ``liveSlots(_:)`` checks and compacts.
    private(set) var columns = PagedArray<Column>()
    /// Entries in all columns, and how many were live at the last full compaction: when stale
    /// entries (rows that dropped a symbol) outnumber live ones several times over, every column
    /// is compacted, so memory stays proportional to the cells at amortized O(1) per entry.
    private var columnEntries = 0
    private var liveEntriesAtCompaction = 0
    var rows = PagedArray<Row>()
    private(set) var basicOf: [Symbol] = []
    private var freeSlots: [Int32] = []
    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial variable.
    var artificialObjective: Objective?
    /// The last phase-one objective, kept for its storage (``addWithArtificialVariable(_:)``).
    var spareArtificialObjective = Objective()
    /// Restricted basic symbols whose row constant went negative (dual simplex work list).
    var infeasible: [Symbol] = []
    private var stamps: [UInt32] = []
    private var epoch: UInt32 = 0
    private var scratch: [Symbol] = []
    var buffer = RowBuffer()
    /// Scratch arrays for writing new constraints' rows out (`Tableau+Expansion.swift`).
    var expansion = ExpansionScratch()

    var symbolCount: Int { kinds.count }
    /// Rows added through an artificial variable so far (each one snapshots the tableau first).
    var artificialAdditions = 0
    /// The work done so far, but for the objective's entries, which the objective counts.
    var work = SolverWork()

    /// The work done so far (``SolverWork``).
    var totalWork: SolverWork {
        var total = work
        total.objectiveEntries += objective.entriesWritten + spareArtificialObjective.entriesWritten
        return total
    }

    /// Counts a row rewritten whole, `cells` long after it. Given the length the caller has at
    /// hand: reading it back through the pages copied the row (a retain and a release).
    @inline(__always) mutating func countRewritten(cells: Int) {
        work.rowsCopied &+= 1
        work.cellsWritten &+= cells
    }

    /// Counts a copy of the tableau that will be written (its symbols' and row slots' tables).
    mutating func countCopy() {
        work.entriesCopied &+= kinds.count + rows.count
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        slotOf.append(-1)
        columns.append(Column())
        return Symbol(id: Int32(kinds.count - 1))
    }

    /// Makes room for `count` more symbols in the tables kept by symbol: growing them one
    /// doubling at a time copied them again and again as a large system was built.
    mutating func reserveCapacity(symbols count: Int) {
        let total = kinds.count + count
        kinds.reserveCapacity(total)
        slotOf.reserveCapacity(total)
    }

    /// Forgets the symbols made after the first `count` (none of them may be in a row).
    mutating func dropSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        partners.removeSubrange(from: count)
        partnerLevels.removeSubrange(from: count)
        parkedValues.removeSubrange(from: count)
        hubIndex.removeSubrange(from: count)
        slotOf.removeSubrange(count...)
        columns.removeSubrange(from: count)
    }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s.id)] }

    /// Marks two error symbols as the e⁺/e⁻ pair of one optional equality at `level`.
    mutating func pair(_ a: Symbol, _ b: Symbol, level: Float) {
        partners[Int(a.id)] = b
        partners[Int(b.id)] = a
        partnerLevels[Int(a.id)] = level
        partnerLevels[Int(b.id)] = level
    }
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { slotOf[Int(s.id)] >= 0 }

    func row(of s: Symbol) -> Row? {
        let slot = slotOf[Int(s.id)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The value of a symbol: its row's value if basic, else 0 or where it is parked.
    func value(of s: Symbol) -> Double {
        let slot = slotOf[Int(s.id)]
        guard slot >= 0 else { return parkedValues[Int(s.id)] }
        // A variable's row may refer to other variables' rows (`Tableau+References.swift`).
        if kind(s) == .external { return valueFollowingReferences(s) }
        return value(ofRowIn: slot)
    }

    /// The value of the basic symbol of the row in `slot`, which holds no basic symbol (every
    /// restricted row; a variable's row may refer to others, see ``value(of:)``).
    /// - Complexity: O(parked symbols × log(row length)); O(1) when none is parked.
    @inline(__always) func value(ofRowIn slot: Int32) -> Double {
        let constant = rows[Int(slot)].constant
        if parkedSymbols.isEmpty { return constant }
        return constant + Tableau.parkedPart(of: rows[Int(slot)], parkedSymbols, parkedValues)
    }

    /// The value of `row`'s expression at the current values of its non-basic symbols (the row
    /// holds no basic symbol).
    func value(of row: Row) -> Double {
        row.constant + Tableau.parkedPart(of: row, parkedSymbols, parkedValues)
    }

    /// What the parked symbols add to a row's constant. Static, so that the hot callers in
    /// mutating methods do not copy the tableau to call it.
    static func parkedPart(of row: Row, _ parked: [Symbol], _ values: SparseTable<Double>) -> Double {
        var sum = 0.0
        for p in parked {
            let c = row.coefficient(of: p)
            if c != 0 { sum += c * values[Int(p.id)] }
        }
        return sum
    }

    /// Sets the value of a non-basic symbol (when parking it, or 0 when it becomes basic).
    mutating func setParkedValue(_ value: Double, of s: Symbol) {
        let was = parkedValues[Int(s.id)]
        parkedValues[Int(s.id)] = value
        if was == 0 && value != 0 {
            parkedSymbols.insert(s, at: parkedSymbols.firstIndex { $0 > s } ?? parkedSymbols.count)
        } else if was != 0 && value == 0 {
            parkedSymbols.removeAll { $0 == s }
        }
    }

    // MARK: Rows and columns

    /// Stores `row` as the row of basic symbol `s`.
    mutating func setRow(_ row: Row, for s: Symbol) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOf[Int(slot)] = s
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOf.append(s)
            stamps.append(0)
            rowVersions.append(0)
        }
        slotOf[Int(s.id)] = slot
        for sym in row.symbols { appendToColumn(sym, slot) }
        noteChangedRow(slot)
        countRewritten(cells: row.count)
    }

    /// Notes that the row in `slot` now holds `s`.
    @inline(__always) private mutating func appendToColumn(_ s: Symbol, _ slot: Int32) {
        columns[Int(s.id)].append(slot)
        columnEntries += 1
        if columnEntries > 4 * liveEntriesAtCompaction + 4096 { compactColumns() }
    }

    private mutating func compactColumns() {
        var live = 0
        for i in columns.indices where !columns[i].isEmpty {
            columns[i] = takeColumn(Symbol(id: Int32(i)))
            live += columns[i].count
        }
        columnEntries = live
        liveEntriesAtCompaction = live
    }

    /// Removes and returns the row of basic symbol `s`.
    @discardableResult
    mutating func removeRow(of s: Symbol) -> Row {
        let slot = Int(slotOf[Int(s.id)])
        let row = rows[slot]
        rows[slot] = Row()
        rowVersions[slot] &+= 1
        basicOf[slot] = .invalid
        slotOf[Int(s.id)] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    /// Whether `s` appears in the row of a slack, error or marker.
    /// - Complexity: O(column of `s`), less when it does.
    mutating func appearsInRestrictedRow(_ s: Symbol) -> Bool {
        liveSlots(s).contains { kind(basicOf[Int($0)]) != .external }
    }

    /// A slack or error of `row` (`0 = …`) that can be solved for while every row stays feasible:
    /// it becomes non-negative, and each restricted row that holds it stays non-negative when it
    /// moves. Candidates are tried from the shortest column, lowest symbol first on a tie.
    /// - Complexity: O(row length × column length) at most.
    mutating func restrictedSubjectKeepingRowsFeasible(_ row: Row) -> Symbol? {
        let rowValue = value(of: row)
        var candidates: [(symbol: Symbol, count: Int)] = []
        for i in 0..<row.count {
            let s = row.cell(i).symbol
            if kind(s) == .slack || kind(s) == .error { candidates.append((s, columnSize(s))) }
        }
        candidates.sort { $0.count != $1.count ? $0.count < $1.count : $0.symbol < $1.symbol }
        for (s, _) in candidates {
            let step = -rowValue / row.coefficient(of: s)
            guard value(of: s) + step >= 0 || nearZero(value(of: s) + step) else { continue }
            let breaks = liveSlots(s).contains { slot in
                if kind(basicOf[Int(slot)]) == .dummy {  // must stay at zero
                    return !nearZero(rows[Int(slot)].coefficient(of: s) * step)
                }
                guard kind(basicOf[Int(slot)]) != .external else { return false }
                let moved = value(ofRowIn: slot) + rows[Int(slot)].coefficient(of: s) * step
                return moved < 0 && !nearZero(moved)
            }
            if !breaks { return s }
        }
        return nil
    }

    /// How many rows may hold `s`: an upper bound, cheap to read (stale entries count).
    func columnSize(_ s: Symbol) -> Int { columns[Int(s.id)].count }

    /// The slots of the rows that hold `s`, each once, in a fixed order; compacts the column.
    mutating func liveSlots(_ s: Symbol) -> Column {
        var live = takeColumn(s)
        columns[Int(s.id)] = live
        live = columns[Int(s.id)]
        return live
    }

    /// Moves the column of `s` out, compacted in place: each live slot once, in a fixed order.
    private mutating func takeColumn(_ s: Symbol) -> Column {
        var column = Column()
        swap(&column, &columns[Int(s.id)])
        epoch &+= 1
        let before = column.count
        column.filter { slot in
            guard stamps[Int(slot)] != epoch else { return false }
            stamps[Int(slot)] = epoch
            return basicOf[Int(slot)].isValid && rows[Int(slot)].position(of: s).found
        }
        columnEntries -= before - column.count
        return column
    }

    /// Replaces `s` by `row` in every row but `skip`, in the objective and in the artificial objective.
    mutating func substitute(_ s: Symbol, _ row: Row, skipping skip: Int32 = -1) {
        var column = takeColumn(s)
        dropHub(s)
        for slot in column where slot != skip {
            let i = Int(slot)
            let c = rows[i].remove(s)
            scratch.removeAll(keepingCapacity: true)
            let cells = rows[i].add(row, times: c, added: &scratch, buffer: &buffer)
            for added in scratch { appendToColumn(added, slot) }
            noteChangedRow(slot)
            noteIfInfeasible(slot)
            countRewritten(cells: cells)
        }
        columnEntries -= column.count
        // A long column's storage is not kept: a symbol that passes its rows on to another
        // (a shared width parametrised anew) would otherwise leave a long array behind each time.
        column.removeAll(keepingCapacity: column.count < 64)
        columns[Int(s.id)] = column
        objective.substitute(s, row)
        artificialObjective?.substitute(s, row)
    }

    /// Makes `entering` basic in the row of `leaving`'s slot (the simplex pivot).
    mutating func pivot(entering: Symbol, leavingSlot slot: Int32) {
        let i = Int(slot)
        let leaving = basicOf[i]
        // The entering symbol's row goes into restricted rows and the objective, which hold no
        // basic symbol: a variable's row that refers to others is written out first.
        if kind(leaving) == .external { expandRow(inSlot: slot) }
        slotOf[Int(leaving.id)] = -1
        let cells = rows[i].solve(for: leaving, entering)
        appendToColumn(leaving, slot)
        basicOf[i] = entering
        slotOf[Int(entering.id)] = slot
        noteChangedRow(slot)
        work.pivots &+= 1
        countRewritten(cells: cells)
        substitute(entering, rows[i], skipping: slot)
        forgetParkedValue(of: entering)
    }

    /// Adds `row` with `subject` as its basic symbol (the row is `0 = …` and holds `subject`).
    mutating func addRow(_ row: consuming Row, subject: Symbol) {
        // Consumed: a row borrowed from the caller shares its cells, and solving it for the
        // subject copied them all (an allocation for every constraint added).
        var row = row
        row.solve(for: subject)
        substitute(subject, row)
        setRow(row, for: subject)
        forgetParkedValue(of: subject)
    }

    mutating func addToObjective(_ s: Symbol, _ coefficient: Double, at priority: Float) {
        if let row = row(of: s) {
            objective.add(expanded(row), times: coefficient, at: priority)
        } else {
            objective.insert(s, coefficient, at: priority)
        }
    }

    /// Replaces `s` by `s + amount` in the whole system: a constraint's constant changed and `s`,
    /// one of its markers, absorbs the change. Rows that become infeasible are queued.
    mutating func shift(_ s: Symbol, by amount: Double) {
        let slot = slotOf[Int(s.id)]
        if slot >= 0 {
            rows[Int(slot)].constant += amount
            noteChangedRow(slot)
            noteIfInfeasible(slot)
            return
        }
        for slot in liveSlots(s) {
            rows[Int(slot)].constant -= rows[Int(slot)].coefficient(of: s) * amount
            noteChangedRow(slot)
            noteIfInfeasible(slot)
        }
    }

    /// Queues the row for the dual simplex if its basic symbol is restricted and its value is
    /// out of range: below zero, or, for a required equality's marker, anything but zero.
    private mutating func noteIfInfeasible(_ slot: Int32) {
        let basic = basicOf[Int(slot)]
        switch kind(basic) {
        case .external: return
        case .slack, .error: if value(ofRowIn: slot) < 0 { infeasible.append(basic) }
        case .dummy: if !nearZero(value(ofRowIn: slot)) { infeasible.append(basic) }
        }
    }
}

extension Tableau {
    /// Deletes a non-basic symbol from every row and from the objective.
    mutating func removeColumn(_ s: Symbol) {
        dropHub(s)
        for slot in liveSlots(s) {
            rows[Int(slot)].remove(s)
            noteChangedRow(slot)
            work.rowsCopied &+= 1
        }
        columnEntries -= columns[Int(s.id)].count
        columns[Int(s.id)].removeAll()
        objective.remove(s)
    }

    /// The row of `marker`'s constraint to pivot on before the constraint is removed
    /// (kiwi's `getMarkerLeavingRow`): a redundant equality's row, else a restricted row that
    /// first becomes zero, else any restricted row, else an unrestricted one.
    mutating func markerLeavingSlot(_ marker: Symbol) -> Int32? {
        var first: (slot: Int32, ratio: Double)? = nil
        var second: (slot: Int32, ratio: Double)? = nil
        var third: Int32? = nil
        for slot in liveSlots(marker) {
            let c = rows[Int(slot)].coefficient(of: marker)
            // A redundant equality's row (a dummy at zero) takes the marker at once: the pivot
            // is degenerate, and the equality then holds through its own marker.
            if kind(basicOf[Int(slot)]) == .dummy { return slot }
            if kind(basicOf[Int(slot)]) == .external {
                // A row that refers to others may hold the marker only as written: written out,
                // the marker can cancel (`Tableau+References.swift`), and the pivot needs it.
                let row = rows[Int(slot)]
                if !refersToBasic(row) || !nearZero(expanded(row).coefficient(of: marker)) { third = slot }
                continue
            }
            let value = value(ofRowIn: slot)
            if c < 0 {
                let r = -value / c
                if first == nil || r < first!.ratio { first = (slot, r) }
            } else {
                let r = value / c
                if second == nil || r < second!.ratio { second = (slot, r) }
            }
        }
        return first?.slot ?? second?.slot ?? third
    }
}

extension Tableau {
    /// Rows, the cells in them, and the longest row: to see how dense the tableau grows.
    package var statistics: (rows: Int, cells: Int, longest: Int) {
        let live = rows.indices.filter { basicOf[$0].isValid }
        return (live.count, live.map { rows[$0].count }.reduce(0, +), live.map { rows[$0].count }.max() ?? 0)
    }

}
