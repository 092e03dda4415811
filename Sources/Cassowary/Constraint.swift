import Synchronization

/// The relation of a constraint's expression to zero (Auto Layout's `NSLayoutRelation` too).
public enum Relation: String, Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

private let recordOwners = Atomic<Int>(0)

/// A linear constraint `expression (<=, ==, >=) 0` at a priority.
///
/// Constraints have identity: a solver knows the very object it was given. The object itself
/// does not change; a solver keeps the constant and priority it was last told
/// (``Solver/setConstant(_:for:)``, ``Solver/setPriority(_:for:)``).
// Sendable because nothing in a constraint changes after it is made (the solver keeps changed
// constants and priorities itself), so that errors can carry constraints across tasks; only the
// solver holding it writes and reads its note of where its record is.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// An optional name, printed after the constraint (like `NSLayoutConstraint.identifier`).
    public let name: String?

    /// Where the solver's records that saw this constraint last keep its record (`owner`, a
    /// ``ConstraintRecords`` set's name), so that adding a constraint hashes nothing: a note the
    /// records check before trusting, and that nothing else reads.
    // Unchecked like a variable's cached symbol: a solver and its records are used on one thread.
    @exclusivity(unchecked) var recordPosition: (owner: Int, position: Int32) = (Constraint.noRecordOwner, 0)

    /// The owner of a constraint no records have held.
    static let noRecordOwner = 0

    /// A name no other ``ConstraintRecords`` set has had.
    static func makeRecordOwner() -> Int {
        recordOwners.add(1, ordering: .relaxed).newValue
    }

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// Prints with the constant on the right: `x + y == 10 @750`.
    public var description: String {
        var lhs = expression
        let constant = -lhs.constant
        lhs.constant = 0
        var text = "\(lhs) \(relation) \(formatNumber(constant))"
        if !priority.isRequired { text += " @\(priority)" }
        if let name { text += " (\(name))" }
        return text
    }
}
