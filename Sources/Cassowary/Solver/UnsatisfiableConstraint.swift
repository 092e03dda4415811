/// A required constraint that cannot hold together with the required constraints already in the
/// solver.
///
/// `conflict` is a minimal set of required constraints that cannot all hold (it includes
/// `constraint`): remove any one of them and the rest can. The solver is left exactly as it was
/// before the call that threw.
public struct UnsatisfiableConstraint: Error, CustomStringConvertible {
    public let constraint: Constraint
    public let conflict: [Constraint]
    /// False when neither the probes, within the explanation budget (``Solver/explanationBudget``),
    /// nor the failed addition's certificate could narrow the set down: `conflict` then cannot all
    /// hold, but may not be minimal.
    public var isMinimal = true

    public init(constraint: Constraint, conflict: [Constraint], isMinimal: Bool = true) {
        self.constraint = constraint
        self.conflict = conflict
        self.isMinimal = isMinimal
    }

    public var description: String {
        "Unable to satisfy \(constraint); conflicting set:\n"
            + conflict.map { "    \($0)" }.joined(separator: "\n")
    }
}
