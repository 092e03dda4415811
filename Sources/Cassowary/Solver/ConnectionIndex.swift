/// The constraints each variable appears in, by position in the solver's order of addition:
/// what finds the required constraints connected to a failing one by walking out from its
/// variables, in time proportional to what is reached, instead of joining every constraint in
/// the solver for each conflict (a log of 20,000 separate conflicts took minutes).
///
/// Made at the first conflict and extended with the constraints added since, at each one. Removed
/// constraints leave a `nil` in the order and are skipped; a constraint's priority is read when
/// it is reached, so priorities changed since need no update. A rebuild or a restored snapshot
/// renumbers the order, and drops the index.
struct ConnectionIndex {
    private var positions: [ObjectIdentifier: [Int]] = [:]
    /// How many of the order's positions are indexed.
    private var indexed = 0

    /// Indexes the constraints added since the last call.
    mutating func extend(with order: [Constraint?]) {
        for position in indexed..<order.count {
            guard let constraint = order[position] else { continue }
            for term in constraint.expression.terms {
                positions[ObjectIdentifier(term.variable), default: []].append(position)
            }
        }
        indexed = order.count
    }

    /// The positions of the constraints that share variables with `constraint`, directly or
    /// through others for which `follows` holds, and for which it holds too, in order.
    func connected(to constraint: Constraint, order: [Constraint?], follows: (Constraint) -> Bool) -> [Int] {
        var seenVariables: Set<ObjectIdentifier> = []
        var seenPositions: Set<Int> = []
        var found: [Int] = []
        var pending = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for position in positions[variable] ?? [] where seenPositions.insert(position).inserted {
                guard let reached = order[position], follows(reached) else { continue }
                found.append(position)
                pending.append(contentsOf: reached.expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return found.sorted()
    }
}
