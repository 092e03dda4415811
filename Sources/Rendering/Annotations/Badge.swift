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

    /// The badge with its value alone (`0.5× card` cut to `0.5×`), when that is shorter: what is
    /// drawn where the whole badge finds no room. The relation stays (an inequality read as an
    /// equality would mislead); the priority goes (the dashed mark says it is optional).
    var shortened: Badge? {
        let kept: [Part] = parts.compactMap { part in
            switch part {
            case .relation, .broken: part
            case .value(let text): .value(text.split(separator: " ").first.map(String.init) ?? text)
            case .priority: nil
            }
        }
        return kept == parts ? nil : Badge(parts: kept)
    }

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
