/// What the solver keeps for each constraint it was given: the current constant and priority,
/// and the symbols that mark the constraint's row in the tableau.
///
/// 40 bytes: the fields are declared widest first (a struct keeps them in declaration order), the
/// position in the order of addition is kept in 32 bits, and the markers' coefficients, always
/// -1, 0 or 1, in a byte each (a large scene's solver keeps 800,000 records).
struct ConstraintRecord {
    let constraint: Constraint
    /// The expression's constant as last set.
    var constant: Double
    var priority: Priority
    /// The slack, positive error or dummy of the row; invalid for a required equality that
    /// keeps no marker.
    var marker = Symbol.invalid
    /// The negative error of an optional equality, or the error of an optional inequality.
    var other = Symbol.invalid
    private var storedOrder: Int32
    private var markerSign: Int8 = 0
    private var otherSign: Int8 = 0
    /// Whether this required equality keeps a dummy marker in the tableau. Markers make rows
    /// long (every position in a chain depends on every gap before it), so a required equality
    /// gets one only once its constant is changed in place.
    var keepsMarker = false
    /// A required equality without a marker that was a combination of earlier ones.
    var isRedundant = false

    init(constraint: Constraint, order: Int, constant: Double, priority: Priority) {
        self.constraint = constraint
        self.constant = constant
        self.priority = priority
        storedOrder = Int32(order)
    }

    /// The position in the order of addition (rebuilds add in this order again).
    var order: Int {
        get { Int(storedOrder) }
        set { storedOrder = Int32(newValue) }
    }

    /// The coefficients of `marker` and `other` in the constraint's equation as first written.
    var markerCoefficient: Double {
        get { Double(markerSign) }
        set { markerSign = Self.sign(newValue) }
    }
    var otherCoefficient: Double {
        get { Double(otherSign) }
        set { otherSign = Self.sign(newValue) }
    }

    private static func sign(_ coefficient: Double) -> Int8 {
        precondition(coefficient == -1 || coefficient == 0 || coefficient == 1, "a marker's coefficient is -1, 0 or 1")
        return Int8(coefficient)
    }

    var isRequired: Bool { priority.isRequired }

    /// The symbols whose weight in the objective belongs to this constraint.
    var errorSymbols: [Symbol] {
        guard !isRequired else { return [] }
        return constraint.relation == .equal ? [marker, other] : [other]
    }
}
