/// The label of a constraint mark: a pill in the mark's colour holding, in order, a relation
/// badge (`≤`, `≥`, or `=` between two sizes), the value, a priority badge (`@750`) and a
/// cross when the constraint was broken to recover from a conflict.
struct Badge: Hashable {
    enum Part: Hashable {
        /// `≤`, `≥` or `=` in a small circle.
        case relation(String)
        /// The constant, or what a size equals (`0.5× card`).
        case value(String)
        /// `@750` in a small inverted pill: an optional constraint.
        case priority(String)
        /// A cross in a small circle: the constraint broken to satisfy the others.
        case broken
    }

    var parts: [Part]

    /// What the badge says, for tests and logs: `[≥] 8 [@750] [x]`.
    var summary: String {
        parts.map { part in
            switch part {
            case .relation(let symbol): "[\(symbol)]"
            case .value(let text): text
            case .priority(let text): "[\(text)]"
            case .broken: "[x]"
            }
        }.joined(separator: " ")
    }
}
