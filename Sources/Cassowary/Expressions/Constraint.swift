import LayoutValues
import Synchronization

/// The relation of a constraint's expression to zero: the same as Auto Layout's
/// (`NSLayoutConstraint.Relation`), one type for both.
public typealias Relation = LayoutRelation

private let recordOwners = Atomic<Int>(0)

/// A linear constraint `expression (<=, ==, >=) 0` at a priority.
///
/// Constraints have identity: a solver knows the very object it was given. The object itself
/// does not change; a solver keeps the constant and priority it was last told
/// (``Solver/setConstant(_:for:)``, ``Solver/setPriority(_:for:)``).
///
/// An expression of one or two terms (nearly every layout constraint's) is kept in the object
/// itself, a longer one in an array: 112 bytes in all where the object and an array of its terms
/// took 144 to 160, and one allocation instead of two (a large scene makes 800,000).
// Sendable because nothing in a constraint changes after it is made (the solver keeps changed
// constants and priorities itself), so that errors can carry constraints across tasks; only the
// solver holding it writes and reads its note of where its record is.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    // Declared widest first: a class keeps its stored properties in declaration order.
    /// The first two terms of an expression of at most two; nil past its end.
    private let firstVariable: Variable?
    private let firstCoefficient: Double
    private let secondVariable: Variable?
    private let secondCoefficient: Double
    /// Every term of an expression of more than two; empty otherwise.
    private let longTerms: [Term]
    /// The expression's constant.
    let expressionConstant: Double
    /// An optional name, printed after the constraint (like `NSLayoutConstraint.identifier`).
    public let name: String?

    /// Where the solver's records that saw this constraint last keep its record (`owner`, a
    /// ``ConstraintRecords`` set's name), so that adding a constraint hashes nothing: a note the
    /// records check before trusting, and that nothing else reads.
    // Unchecked like a variable's cached symbol: a solver and its records are used on one thread.
    @exclusivity(unchecked) var recordPosition: (owner: Int32, position: Int32) = (Constraint.noRecordOwner, 0)
    public let priority: Priority
    public let relation: Relation

    /// The owner of a constraint no records have held.
    static let noRecordOwner: Int32 = 0

    /// A name no other ``ConstraintRecords`` set has had lately: 32 bits wrap round after four
    /// billion sets, and a note is only trusted once the record it names is found to be this
    /// constraint's, so a set that took an old name finds nothing it did not hold.
    static func makeRecordOwner() -> Int32 {
        let owner = Int32(truncatingIfNeeded: recordOwners.add(1, ordering: .relaxed).newValue)
        return owner == noRecordOwner ? makeRecordOwner() : owner
    }

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String? = nil) {
        let reduced = expression.reduced()
        let terms = reduced.terms
        if terms.count > 2 {
            (firstVariable, firstCoefficient, secondVariable, secondCoefficient) = (nil, 0, nil, 0)
            longTerms = terms
        } else {
            firstVariable = terms.first?.variable
            firstCoefficient = terms.first?.coefficient ?? 0
            secondVariable = terms.count == 2 ? terms[1].variable : nil
            secondCoefficient = terms.count == 2 ? terms[1].coefficient : 0
            longTerms = []
        }
        expressionConstant = reduced.constant
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// The constraint `first + second + constant (relation) 0`, for an expression of at most two
    /// terms given without an array: what ``init(_:_:priority:name:)`` makes of
    /// `Expression([first, second], constant: constant)` (a term on the variable of the first is
    /// merged into it, the same sum, and a term whose coefficient is zero is left out), without the
    /// expression's array and the check that it is reduced. A large scene makes 800,000.
    ///
    /// The terms are taken (`consuming`, then moved into the object): a caller that hands over
    /// its own references has its variables stored without retaining them again.
    package init(_ first: consuming Term?, _ second: consuming Term?, constant: Double, _ relation: Relation, priority: Priority, name: String?) {
        var first = first, second = second
        if first != nil && second != nil && first!.variable === second!.variable {
            first!.coefficient = first!.coefficient + second!.coefficient
            second = nil
        }
        if second != nil && second!.coefficient == 0 { second = nil }
        if first != nil && first!.coefficient == 0 { first = nil }
        if first == nil { (first, second) = (consume second, nil) }
        switch consume first {
        case let term?: (firstVariable, firstCoefficient) = (term.variable, term.coefficient)
        case nil: (firstVariable, firstCoefficient) = (nil, 0)
        }
        switch consume second {
        case let term?: (secondVariable, secondCoefficient) = (term.variable, term.coefficient)
        case nil: (secondVariable, secondCoefficient) = (nil, 0)
        }
        longTerms = []
        expressionConstant = constant
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// The expression, its terms merged by variable (``Expression/reduced()``).
    public var expression: Expression { Expression(terms, constant: expressionConstant) }

    /// The expression's terms, in order.
    var terms: [Term] {
        guard longTerms.isEmpty else { return longTerms }
        guard let firstVariable else { return [] }
        guard let secondVariable else { return [Term(firstVariable, firstCoefficient)] }
        return [Term(firstVariable, firstCoefficient), Term(secondVariable, secondCoefficient)]
    }

    /// Calls `body` with each term's variable and coefficient, in order, without an array.
    @inline(__always) func forEachTerm(_ body: (Variable, Double) -> Void) {
        guard longTerms.isEmpty else {
            for term in longTerms { body(term.variable, term.coefficient) }
            return
        }
        guard let firstVariable else { return }
        body(firstVariable, firstCoefficient)
        if let secondVariable { body(secondVariable, secondCoefficient) }
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
