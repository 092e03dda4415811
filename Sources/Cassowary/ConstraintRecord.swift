/// What the solver keeps for each constraint it was given: the current constant and priority,
/// and the symbols that mark the constraint's row in the tableau.
struct ConstraintRecord {
    let constraint: Constraint
    /// The position in the order of addition (rebuilds add in this order again).
    var order: Int
    /// The expression's constant as last set.
    var constant: Double
    var priority: Priority
    /// The slack, positive error or dummy of the row; invalid for a required equality that
    /// keeps no marker.
    var marker = Symbol.invalid
    /// The negative error of an optional equality, or the error of an optional inequality.
    var other = Symbol.invalid
    /// The coefficients of `marker` and `other` in the constraint's equation as first written.
    var markerCoefficient = 0.0
    var otherCoefficient = 0.0
    /// Whether this required equality keeps a dummy marker in the tableau. Markers make rows
    /// long (every position in a chain depends on every gap before it), so a required equality
    /// gets one only once its constant is changed in place.
    var keepsMarker = false
    /// A required equality without a marker that was a combination of earlier ones.
    var isRedundant = false

    var isRequired: Bool { priority.isRequired }

    /// The symbols whose weight in the objective belongs to this constraint.
    var errorSymbols: [Symbol] {
        guard !isRequired else { return [] }
        return constraint.relation == .equal ? [marker, other] : [other]
    }
}
