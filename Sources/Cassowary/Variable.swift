/// An unknown of the linear system: a named value the solver finds.
///
/// Variables have identity: two variables with the same name are different unknowns.
/// `value` is written by ``Solver/updateVariables()``; until then it is 0.
public final class Variable: CustomStringConvertible {
    /// The name used when the variable, or an expression or constraint using it, is printed.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` of a solver that knows this variable gave it.
    public internal(set) var value: Double {
        get { storage.pointee.value }
        set { storage.pointee.value = newValue }
    }

    /// The symbol of this variable in the solver (generation) that saw it last, so that building
    /// a row does not hash every variable.
    var cachedSymbol: (generation: Int, symbol: Symbol) {
        get { (storage.pointee.generation, storage.pointee.symbol) }
        set { (storage.pointee.generation, storage.pointee.symbol) = newValue }
    }

    // Through a pointer rather than stored properties: a class's stored properties are checked
    // for exclusive access at run time, which made writing every value after each edit (the
    // resizing path) several times slower.
    private let storage: UnsafeMutablePointer<(value: Double, generation: Int, symbol: Symbol)>

    /// Creates a variable; the name is only for printing.
    public init(_ name: String = "") {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: (0, 0, .invalid))
    }

    deinit {
        storage.deallocate()
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
