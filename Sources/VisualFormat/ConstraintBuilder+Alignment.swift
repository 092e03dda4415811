import AutoLayout

/// The `alignAll` options: neighbours lined up across the format's axis.
extension ConstraintBuilder {
    /// For each `alignAll` attribute, `before.attribute == after.attribute` for a pair of
    /// neighbouring views (never the superview `|`). A horizontal format can only align vertical
    /// attributes (top, bottom, centerY, baselines) and a vertical one only horizontal ones; Apple
    /// checks this only where there is a pair, so a format of a single view accepts any option.
    mutating func align(_ before: LayoutItem, _ after: LayoutItem, column: Int, caret: Int) throws(VisualFormatError) {
        for attribute in options.alignmentAttributes {
            switch (orientation, attribute.axis) {
            case (.horizontal, .horizontal):
                throw failure(.horizontalAlignmentInHorizontalLayout, caret)
            case (.vertical, .vertical):
                throw failure(.verticalAlignmentInVerticalLayout, caret)
            case (.horizontal, .vertical), (.vertical, .horizontal), (_, nil):
                break
            }
            alignments.append(make(before, attribute, .equal, after, attribute, 0, .required, column))
        }
    }
}
