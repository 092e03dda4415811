import Cassowary

// UIKit's words handed to the solver in its own: a layout priority is the solver's priority of
// the same number, a relation the same relation.

extension Priority {
    /// The solver's priority for a constraint's layout priority.
    init(_ priority: LayoutPriority) { self.init(priority.rawValue) }
}

extension Relation {
    /// The solver's relation for a constraint's.
    init(_ relation: LayoutRelation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
