/// An unknown of the linear system: a named value the solver finds.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// `value` is written by ``Solver/updateVariables()``; until then it is 0.
public final class Variable: CustomStringConvertible {
    /// The name used when the variable, or an expression or constraint using it, is printed.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` of a solver that knows this variable gave it.
    public internal(set) var value: Double = 0

    /// Creates a variable; the name is only for printing.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
