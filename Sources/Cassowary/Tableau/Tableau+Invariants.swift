/// What must hold of the tableau between the solver's public calls, checked by the tests.
extension Tableau {
    /// Every broken invariant, in words; empty when the tableau is sound:
    /// - each live row's slot and basic symbol name each other, and no row holds its own basic symbol;
    /// - restricted rows (slacks, errors, markers) and the objective hold no basic symbol, and only
    ///   variables' rows refer to other variables, without a cycle (`Tableau+References.swift`);
    /// - every cell is in its symbol's column;
    /// - slacks and errors are at zero or above and markers at zero (after an optimization);
    /// - parked values belong to non-basic symbols only.
    /// - Complexity: O(cells × log), for tests.
    func invariantViolations(tolerance: Double = 1e-6) -> [String] {
        var found: [String] = []
        for slot in rows.indices where basicOf[slot].isValid {
            let basic = basicOf[slot]
            let row = rows[slot]
            if slotOf[Int(basic.id)] != Int32(slot) { found.append("row \(slot): its basic symbol \(basic.id) names slot \(slotOf[Int(basic.id)])") }
            if row.position(of: basic).found { found.append("row of \(basic.id) holds its own basic symbol") }
            for i in 0..<row.count {
                let s = row.cell(i).symbol
                if isBasic(s) && kind(basic) != .external { found.append("restricted row of \(basic.id) holds basic \(s.id)") }
                if isBasic(s) && kind(s) != .external { found.append("row of \(basic.id) refers to restricted basic \(s.id)") }
                if !columns[Int(s.id)].contains(Int32(slot)) { found.append("row of \(basic.id) holds \(s.id), whose column misses it") }
            }
            switch kind(basic) {
            case .external: break
            case .slack, .error:
                if value(ofRowIn: Int32(slot)) < -tolerance { found.append("\(basic.id) is negative: \(value(ofRowIn: Int32(slot)))") }
            case .dummy:
                if abs(value(ofRowIn: Int32(slot))) > tolerance { found.append("marker \(basic.id) is not zero: \(value(ofRowIn: Int32(slot)))") }
            }
        }
        for s in parkedSymbols where isBasic(s) { found.append("basic \(s.id) has a parked value") }
        for level in objective.priorities.indices {
            for id in 0..<kinds.count where isBasic(Symbol(id: Int32(id))) && objective.cost(of: Symbol(id: Int32(id)), level: level) != 0 {
                found.append("the objective holds basic \(id) at level \(objective.priorities[level])")
            }
        }
        if let cycle = referenceCycle() { found.append("rows refer to each other in a cycle through \(cycle.id)") }
        return found
    }

    /// A basic symbol on a cycle of rows referring to each other, if there is one.
    private func referenceCycle() -> Symbol? {
        // 0 unvisited, 1 on the path, 2 done.
        var state = [UInt8](repeating: 0, count: kinds.count)
        for start in rows.indices where basicOf[start].isValid && state[Int(basicOf[start].id)] == 0 {
            var stack: [(Symbol, Int)] = [(basicOf[start], 0)]
            state[Int(basicOf[start].id)] = 1
            while let (s, next) = stack.last {
                let row = rows[Int(slotOf[Int(s.id)])]
                var i = next
                while i < row.count && !isBasic(row.cell(i).symbol) { i += 1 }
                if i == row.count {
                    state[Int(s.id)] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].1 = i + 1
                let referred = row.cell(i).symbol
                switch state[Int(referred.id)] {
                case 1: return referred
                case 0:
                    state[Int(referred.id)] = 1
                    stack.append((referred, 0))
                default: break
                }
            }
        }
        return nil
    }
}

extension Solver {
    /// The tableau's broken invariants (``Tableau/invariantViolations(tolerance:)``), for tests.
    package var invariantViolations: [String] { tableau.invariantViolations() }
}
