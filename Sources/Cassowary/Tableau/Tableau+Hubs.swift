/// Hubs: parked symbols with long columns, and where each row that holds one reaches zero.
///
/// A row's value is linear in each parked symbol, so the position of a hub at which a restricted
/// row reaches zero, `value(hub) − value(row) / coefficient`, does not change while only the hub
/// moves. Two heaps per hub keep those positions: one for the rows that fall as the hub rises,
/// nearest above first, one for the rows that fall as it goes down, nearest below first. The
/// ratio test of a hub then takes the few breakpoints it passes instead of reading its column.
///
/// Entries are not removed when their row changes: every change of a row bumps its version
/// (``noteChangedRow(_:)``) and pushes fresh entries, and an entry whose version is old is
/// skipped when it comes up. Versions only move while some hub exists: a new hub reads its
/// column afresh. When another parked symbol moves, the positions in the rows it
/// shares with a hub move too; the hub's heaps are then rebuilt from its column when next used.
extension Tableau {
    /// Where the row in `slot` reaches zero, as the hub's position times its heap's direction,
    /// so that both heaps take the smallest first.
    struct HubEntry: HeapOrdered {
        let key: Double
        let basic: Symbol
        let slot: Int32
        let version: UInt32

        static func precedes(_ a: HubEntry, _ b: HubEntry) -> Bool {
            a.key < b.key || (a.key == b.key && a.basic < b.basic)
        }
    }

    struct Hub {
        let symbol: Symbol
        /// Rows whose value falls as the hub rises (negative coefficient), nearest above first.
        var rising = MinHeap<HubEntry>()
        /// Rows whose value falls as the hub goes down (positive coefficient), nearest below first.
        var falling = MinHeap<HubEntry>()
        var isCurrent = false
    }

    /// Keeps the breakpoints of `s` from now on (while it is non-basic).
    mutating func makeHub(_ s: Symbol) {
        guard hubIndex[Int(s.id)] < 0 else { return }
        hubIndex[Int(s.id)] = Int32(hubs.count)
        hubs.append(Hub(symbol: s))
    }

    /// `s` became basic or left the tableau: it has no column any more.
    mutating func dropHub(_ s: Symbol) {
        let h = Int(hubIndex[Int(s.id)])
        guard h >= 0 else { return }
        hubIndex[Int(s.id)] = -1
        let last = hubs.removeLast()
        if h < hubs.count {
            hubs[h] = last
            hubIndex[Int(last.symbol.id)] = Int32(h)
        }
    }

    /// The other parked symbols' values changed: their hubs' positions are read again when used.
    mutating func invalidateHubs(except s: Symbol) {
        for h in hubs.indices where hubs[h].symbol != s && hubs[h].isCurrent {
            hubs[h].isCurrent = false
            hubs[h].rising.removeAll()
            hubs[h].falling.removeAll()
        }
    }

    /// The row in `slot` changed (its cells, its constant or its basic symbol): older hub entries
    /// for it go stale, and the hubs it holds get fresh ones.
    /// - Complexity: O(row length) when a hub is current, else O(1).
    @inline(__always) mutating func noteChangedRow(_ slot: Int32) {
        // Without hubs there are no entries to make stale (a new hub reads its column afresh).
        if !hubs.isEmpty { noteChangedRowOfHubs(slot) }
    }

    private mutating func noteChangedRowOfHubs(_ slot: Int32) {
        rowVersions[Int(slot)] &+= 1
        guard kind(basicOf[Int(slot)]) != .external else { return }
        let row = rows[Int(slot)]
        var rowValue: Double? = nil
        for i in 0..<row.count {
            let (s, a) = row.cell(i)
            let h = Int(hubIndex[Int(s.id)])
            guard h >= 0, hubs[h].isCurrent else { continue }
            if rowValue == nil { rowValue = value(of: row) }
            push(hub: h, slot: slot, coefficient: a, rowValue: rowValue!)
            if hubs[h].rising.count + hubs[h].falling.count > 2 * columnSize(s) + 64 {
                hubs[h].isCurrent = false
            }
        }
    }

    private mutating func push(hub h: Int, slot: Int32, coefficient a: Double, rowValue: Double) {
        let entry = makeEntry(hubs[h].symbol, slot: slot, coefficient: a, rowValue: rowValue)
        if a < 0 { hubs[h].rising.push(entry) } else { hubs[h].falling.push(entry) }
    }

    private func makeEntry(_ s: Symbol, slot: Int32, coefficient a: Double, rowValue: Double) -> HubEntry {
        let position = parkedValues[Int(s.id)] - rowValue / a
        return HubEntry(key: a < 0 ? position : -position, basic: basicOf[Int(slot)], slot: slot,
                        version: rowVersions[Int(slot)])
    }

    /// Reads the hub's breakpoints from its column again.
    /// - Complexity: O(column).
    private mutating func refresh(hub h: Int) {
        let s = hubs[h].symbol
        hubs[h].rising.removeAll()
        hubs[h].falling.removeAll()
        for slot in liveSlots(s) where kind(basicOf[Int(slot)]) != .external {
            let a = rows[Int(slot)].coefficient(of: s)
            let entry = makeEntry(s, slot: slot, coefficient: a, rowValue: value(ofRowIn: slot))
            if a < 0 { hubs[h].rising.append(entry) } else { hubs[h].falling.append(entry) }
        }
        hubs[h].rising.heapify()
        hubs[h].falling.heapify()
        hubs[h].isCurrent = true
    }

    /// The nearest breakpoint of hub `s` moving in `direction` whose entry is current, taken off
    /// its heap (``putBack(_:hub:direction:)`` returns the ones a step did not pass).
    mutating func nextHubBreakpoint(_ s: Symbol, direction: Double) -> (Breakpoint, HubEntry)? {
        let h = Int(hubIndex[Int(s.id)])
        if !hubs[h].isCurrent { refresh(hub: h) }
        while let entry = direction > 0 ? hubs[h].rising.popFirst() : hubs[h].falling.popFirst() {
            let slot = Int(entry.slot)
            guard rowVersions[slot] == entry.version, basicOf[slot] == entry.basic else { continue }
            let rate = abs(rows[slot].coefficient(of: s))
            // key = position × direction, so the distance is key − value × direction.
            let ratio = entry.key - parkedValues[Int(s.id)] * direction
            return (Breakpoint(ratio: ratio, basic: entry.basic, slot: entry.slot, rate: rate), entry)
        }
        return nil
    }

    /// Puts back breakpoints a step took off but did not pass.
    mutating func putBack(_ entries: [HubEntry], hub s: Symbol, direction: Double) {
        let h = Int(hubIndex[Int(s.id)])
        guard h >= 0, hubs[h].isCurrent else { return }
        for entry in entries {
            if direction > 0 { hubs[h].rising.push(entry) } else { hubs[h].falling.push(entry) }
        }
    }
}
