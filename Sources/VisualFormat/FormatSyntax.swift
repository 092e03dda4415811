import AutoLayout

/// The axis a format lays views out along: `H:` (the default) or `V:`.
enum Orientation: Sendable {
    case horizontal
    case vertical

    /// The prefix logs print: `H:` or `V:`.
    var prefix: String {
        switch self {
        case .horizontal: "H:"
        case .vertical: "V:"
        }
    }

    /// The size a view's predicates constrain.
    var dimension: LayoutAttribute {
        switch self {
        case .horizontal: .width
        case .vertical: .height
        }
    }
}

/// What a predicate relates to.
enum PredicateObject {
    /// A number or metric: a space, or a view's size.
    case constant(Double)
    /// Another view's width or height (only in a view's predicates).
    case view(LayoutItem)
    /// The bare `-`: 8 between views, 20 to the superview.
    case standardSpace
}

/// `(==, <=, >=)? object (@priority)?`, and where it starts in the format (0-based).
struct Predicate {
    var relation: LayoutRelation = .equal
    var object: PredicateObject
    var priority: LayoutPriority = .required
    var column: Int
}

/// What joins two neighbours of a format: nothing (flush, 0), `-` (the standard space) or
/// `-predicates-`.
struct Connection {
    var predicates: [Predicate]
    /// Where the connection starts (0-based): its `-`, or for a flush one the place between the neighbours.
    var column: Int

    static func flush(at column: Int) -> Connection {
        Connection(predicates: [Predicate(object: .constant(0), column: column)], column: column)
    }

    static func standard(at column: Int) -> Connection {
        Connection(predicates: [Predicate(object: .standardSpace, column: column)], column: column)
    }
}

/// `[name(predicates)]`: a view of the format with its size predicates.
struct ViewElement {
    let item: LayoutItem
    var predicates: [Predicate] = []
}
