/// Hub columns: the column of a parked symbol, kept with its coefficients in two dense arrays.
///
/// A parked symbol's column is walked on every step it takes (the ratio test and the move), and
/// it holds thousands of rows; reading each coefficient from its row means a cache miss per row.
/// So the column is kept beside the tableau, slot by slot with the coefficient, and kept true by
/// the few operations that change a hub's coefficients: a new row, a rewritten row, a removed row.
/// When in doubt a hub column is only marked stale, and read again from the rows when next used.
extension Tableau {
    struct HubColumn {
        let symbol: Symbol
        var slots: [Int32] = []
        var coefficients: [Double] = []
        var isCurrent = false
    }

    /// The slots of the rows that hold `s` and its coefficient in each; from the hub column when
    /// `s` has one (made current if stale), else read from the rows.
    /// - Complexity: O(column of `s`).
    mutating func cells(ofColumn s: Symbol) -> (slots: [Int32], coefficients: [Double]) {
        guard let h = hubColumns.firstIndex(where: { $0.symbol == s }) else {
            let slots = liveSlots(s)
            return (slots, slots.map { rows[Int($0)].coefficient(of: s) })
        }
        if !hubColumns[h].isCurrent {
            let slots = liveSlots(s)
            hubColumns[h].slots = slots
            hubColumns[h].coefficients = slots.map { rows[Int($0)].coefficient(of: s) }
            hubColumns[h].isCurrent = true
        }
        return (hubColumns[h].slots, hubColumns[h].coefficients)
    }

    /// Keeps a hub column for `s` from now on (while it is non-basic).
    mutating func makeHub(_ s: Symbol) {
        guard !hubColumns.contains(where: { $0.symbol == s }) else { return }
        hubColumns.append(HubColumn(symbol: s))
    }

    /// `s` became basic or left the tableau: it has no column any more.
    mutating func dropHub(_ s: Symbol) {
        guard !hubColumns.isEmpty else { return }
        hubColumns.removeAll { $0.symbol == s }
    }

    /// A row was added in `slot`: the hubs it holds gain an entry.
    mutating func hubsNoteNewRow(_ slot: Int32) {
        guard !hubColumns.isEmpty else { return }
        let row = rows[Int(slot)]
        for h in hubColumns.indices where hubColumns[h].isCurrent {
            let c = row.coefficient(of: hubColumns[h].symbol)
            guard c != 0 else { continue }
            hubColumns[h].slots.append(slot)
            hubColumns[h].coefficients.append(c)
        }
    }

    /// The row in `slot` was rewritten in place (a pivot): the hubs it holds take their new
    /// coefficients.
    mutating func hubsNoteRewrittenRow(_ slot: Int32) {
        guard !hubColumns.isEmpty else { return }
        let row = rows[Int(slot)]
        for h in hubColumns.indices where hubColumns[h].isCurrent {
            let c = row.coefficient(of: hubColumns[h].symbol)
            if let k = hubColumns[h].slots.firstIndex(of: slot) {
                if c != 0 { hubColumns[h].coefficients[k] = c } else { hubColumns[h].isCurrent = false }
            } else if c != 0 {
                hubColumns[h].isCurrent = false
            }
        }
    }

    /// Rows changed by adding a multiple of `row` to them, or were removed: every hub in `row`
    /// may have new coefficients there, so its column is read again when next used.
    mutating func hubsNoteChangedRows(holding row: Row) {
        guard !hubColumns.isEmpty else { return }
        for h in hubColumns.indices where hubColumns[h].isCurrent && row.coefficient(of: hubColumns[h].symbol) != 0 {
            hubColumns[h].isCurrent = false
        }
    }
}
