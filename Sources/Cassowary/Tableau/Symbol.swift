/// A column of the tableau: a user variable or one of the solver's own (Cassowary paper §3).
struct Symbol: Hashable, Comparable {
    let id: Int32

    static let invalid = Symbol(id: -1)
    var isValid: Bool { id >= 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides how the simplex steps may move it.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: restricted to be ≥ 0.
    case slack
    /// One side of an optional constraint's error: ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
}

/// The absolute tolerance under which a coefficient or constant counts as zero, as kiwi's.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
