import AutoLayout

/// Apple's Visual Format Language: constraints from ASCII-art strings such as
/// `"H:|-[find]-[findNext]-[findField(>=20)]-|"`, and constraints printed back that way.
///
/// The grammar, the constraints made and the error texts follow Foundation's
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; see
/// ``FormatParser`` for the grammar and ``ConstraintBuilder`` for the constraints.
package enum VisualFormat {
    /// The constraints a format string describes: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// The constraints are not activated. Each has `source` set to the format and the 1-based
    /// column of the connection or predicate that made it. `|` is the superview of the view next
    /// to it; `-` is the standard space, 8 between views and 20 to the superview.
    ///
    /// - Parameters:
    ///   - format: the format, e.g. `"V:|-20-[blueView(50)]-20-[redView(==blueView)]"`.
    ///   - options: alignment of the views across the axis, the direction of a horizontal line,
    ///     and vertical baseline spacing.
    ///   - metrics: values for the names used as constants and priorities.
    ///   - views: the views and layout guides by the names used in brackets and predicates.
    /// - Throws: ``VisualFormatError`` with Apple's message and the column of the caret.
    /// - Complexity: O(*n*) in the length of the format.
    package static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try FormatParser.constraints(format: format, options: options, metrics: metrics, views: views)
    }

    /// Apple's log form of a constraint, when it has one: `H:|-(20)-[blue]`, `H:[a]-(8)-[b]`,
    /// `V:[a(50)]`, `H:[a(<=100@750)]` (the priority shown when not required), `H:[a(==b)]`; left
    /// and right edges end in `(LTR)`.
    ///
    /// Only the shapes this language makes have one: `b.leading == a.trailing + 8` does, the
    /// anchor form `a.trailing == b.leading - 8` does not; nor do alignments, centers, multipliers
    /// and aspect ratios (nil). Apple prints the form only for constraints its parser (or UIKit)
    /// made; `constraint.source?.format != nil` tells which of ours came from a format.
    package static func logDescription(of constraint: LayoutConstraint) -> String? {
        LogDescription(constraint).text
    }
}
