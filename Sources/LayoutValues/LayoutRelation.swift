/// How a constraint's two sides relate: `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    /// As constraints print it: `<=`, `==`, `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation with its sides swapped: `<=` becomes `>=`.
    public var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
