/// Writing a new constraint's row out in non-basic symbols without hashing.
///
/// A constraint on a variable whose row refers along a chain (a placement hint on the position of
/// the k-th view of a chain pinned at both ends) is written out in every width or error before it:
/// k rows followed, 2k cells. ``Tableau/expanded(_:)`` keeps the coefficients in dictionaries
/// and the rows it has followed in a set; for such additions the hashing, and sorting the
/// dictionary's keys, was most of the time spent writing rows out (a third of explaining a chain of
/// 2,000 views). Here the coefficients are kept in arrays indexed by symbol that the tableau keeps
/// between additions, and only the entries used are reset. The rows are followed in the same order
/// and every coefficient is summed in the same order as ``Tableau/expanded(_:)`` sums it, so the
/// row is the same to the last bit.
struct ExpansionScratch {
    /// Per symbol: the coefficient gathered for a basic symbol (its row still to be added) or a
    /// non-basic one (a cell of the result).
    fileprivate var coefficients: [Double] = []
    /// Per symbol: the pass in which it was last gathered, and in which its row was last followed.
    fileprivate var gathered: [UInt32] = []
    fileprivate var followed: [UInt32] = []
    fileprivate var pass: UInt32 = 0
    fileprivate var nonBasic: [Int32] = []

    /// Makes room for `count` symbols and starts a new pass.
    fileprivate mutating func begin(symbols count: Int) {
        if coefficients.count < count {
            let more = count - coefficients.count
            coefficients.append(contentsOf: repeatElement(0, count: more))
            gathered.append(contentsOf: repeatElement(0, count: more))
            followed.append(contentsOf: repeatElement(0, count: more))
        }
        pass &+= 1
        if pass == 0 {
            // Wrapped round: no stamp may look current.
            for i in gathered.indices { gathered[i] = 0; followed[i] = 0 }
            pass = 1
        }
        nonBasic.removeAll(keepingCapacity: true)
    }

    /// Adds `c` to the coefficient of symbol `id` (from zero the first time in this pass).
    @inline(__always) fileprivate mutating func gather(_ id: Int32, _ c: Double, basic: Bool) {
        let i = Int(id)
        if gathered[i] != pass {
            gathered[i] = pass
            coefficients[i] = 0
            if !basic { nonBasic.append(id) }
        }
        coefficients[i] += c
    }
}

extension Tableau {
    /// ``writtenOut(_:_:constant:)``, the same row, written out through the tableau's scratch
    /// arrays (``ExpansionScratch``).
    mutating func writingOut(_ coefficients: [Double], _ symbols: [Symbol], constant: Double, spare: Int) -> Row {
        Self.writeOut(coefficients, symbols, constant: constant, spare: spare) { s in row(of: s).map { expandedInPlace($0) } }
    }

    /// ``expanded(_:)``, the same row, through the tableau's scratch arrays.
    /// - Complexity: O(cells of the rows it refers to, transitively) and a sort of the result's
    ///   symbols.
    mutating func expandedInPlace(_ row: Row) -> Row {
        guard refersToBasic(row) else { return row }
        var scratch = ExpansionScratch()
        swap(&scratch, &expansion)
        defer { swap(&scratch, &expansion) }
        scratch.begin(symbols: kinds.count)
        var constant = row.constant
        for i in 0..<row.count {
            let (s, c) = row.cell(i)
            scratch.gather(s.id, c, basic: slotOf[Int(s.id)] >= 0)
        }
        for s in references(of: row, followed: &scratch) {
            // Gathered before its row is followed (a topological order), as in `expanded`.
            guard scratch.gathered[Int(s.id)] == scratch.pass else { continue }
            let factor = scratch.coefficients[Int(s.id)]
            guard factor != 0 else { continue }
            let referred = rows[Int(slotOf[Int(s.id)])]
            constant += referred.constant * factor
            for i in 0..<referred.count {
                let (symbol, c) = referred.cell(i)
                scratch.gather(symbol.id, c * factor, basic: slotOf[Int(symbol.id)] >= 0)
            }
        }
        scratch.nonBasic.sort()
        var result = Row(constant: constant, capacity: scratch.nonBasic.count)
        for id in scratch.nonBasic where !nearZero(scratch.coefficients[Int(id)]) {
            result.insert(Symbol(id: id), scratch.coefficients[Int(id)])
        }
        return result
    }

    /// The basic symbols `row` refers to, transitively, in the order of `references(of:)`
    /// (each before every symbol its row refers to), marked as followed in `scratch`.
    private func references(of row: Row, followed scratch: inout ExpansionScratch) -> [Symbol] {
        let pass = scratch.pass
        return references(of: row) { id in
            guard scratch.followed[Int(id)] != pass else { return false }
            scratch.followed[Int(id)] = pass
            return true
        }
    }
}
