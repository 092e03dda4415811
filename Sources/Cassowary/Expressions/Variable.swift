/// An unknown of the linear system: a named value the solver finds.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// `value` is written by ``Solver/updateVariables()``; until then it is 0.
public final class Variable: CustomStringConvertible {
    /// The name used when the variable, or an expression or constraint using it, is printed.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` of a solver that knows this variable gave it.
    // Exclusivity is not checked at run time: a class's stored properties are by default, which
    // made writing every value after each edit (the resizing path) several times slower. Nothing
    // holds an access to these across a call that could touch them again.
    @exclusivity(unchecked) public internal(set) var value = 0.0

    /// The symbol of this variable in the solver (generation) that saw it last, so that building
    /// a row does not hash every variable.
    var cachedSymbol: (generation: Int, symbol: Symbol) {
        get { (generation, symbol) }
        set { (generation, symbol) = newValue }
    }

    @exclusivity(unchecked) private var generation = Variable.neverSeen
    /// The generation of a variable no solver has given a symbol (solvers' generations start at 1).
    static let neverSeen = 0
    /// The generation of a variable a solver gave a symbol and took back: others may know it.
    static let forgotten = -1
    @exclusivity(unchecked) private var symbol = Symbol.invalid

    /// Creates a variable; the name is only for printing.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
