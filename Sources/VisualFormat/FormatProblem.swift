import LayoutValues

/// Everything that can be wrong with a format string, and the words Apple's parser uses for it.
///
/// The texts are those of Foundation's `NSLayoutConstraintParser` as its exceptions print them;
/// the few cases Apple does not report (marked "strut") read in the same voice.
enum FormatProblem: Equatable, Sendable {
    case emptyString
    case nonASCII
    case colonAfterH
    case colonAfterV
    case connectionAfterBar
    case viewExpected
    case viewNameExpected
    case notAKeyInViews(String)
    /// strut: Apple's parser accepts a view twice and relates it to itself.
    case viewRepeated(String)
    case closingBracketExpected
    case ranOutInView
    case thicknessNotClosed
    case bracketAfterThickness
    case viewOrBarExpected
    case endExpected
    case dashExpected
    case dashExpectedBeforeList
    case ambiguousMinus
    case listNotClosed
    case moreInputExpected
    case unknownRelation
    case numberOrMetricExpected
    case numberExpected
    case unknownMetric(String)
    case spaceEqualToView
    /// strut: Apple's parser keeps an infinite or NaN constant; the solver cannot.
    case constantNotFinite(Double)
    case priorityNotPositive(Double)
    case priorityAboveRequired(Double)
    /// strut: priorities run from 1 to 1000 here.
    case priorityBelowOne(Double)
    /// strut: Apple's parser keeps a NaN priority.
    case priorityNotANumber
    case noSuperview
    case horizontalAlignmentInHorizontalLayout
    case verticalAlignmentInVerticalLayout
    case baselineToBaselineInHorizontalLayout

    /// The sentence people read.
    var message: String {
        switch self {
        case .emptyString: "It's an empty string."
        case .nonASCII: "It contains non-ASCII characters."
        case .colonAfterH: "Expected ':' after 'H' to specify horizontal arrangement"
        case .colonAfterV: "Expected ':' after 'V' to specify vertical arrangement"
        case .connectionAfterBar: "Expected a connection after the '|' character"
        case .viewExpected: "Expected a view"
        case .viewNameExpected:
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .notAKeyInViews(let name): "\(name) is not a key in the views dictionary."
        case .viewRepeated(let name):
            "\(name) is already in this format string. A view can appear only once in a format string."
        case .closingBracketExpected: "Expected a ']' here. That is how you give the end of a view."
        case .ranOutInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .thicknessNotClosed: "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .bracketAfterThickness: "Expected ']' after specifying thickness."
        case .viewOrBarExpected: "Expected a view or '|'"
        case .endExpected: "Expected the end of the format string"
        case .dashExpected: "Expected a '-' here"
        case .dashExpectedBeforeList:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .ambiguousMinus:
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .listNotClosed:
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .moreInputExpected: "Expected more input"
        case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
        case .numberOrMetricExpected:
            "Expected a number or key from the metrics dictionary, but encountered something else"
        case .numberExpected: "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .unknownMetric(let name):
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .spaceEqualToView:
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .constantNotFinite(let value):
            "Invalid constant specified: \(formatNumber(value, .cFormat)). Constants must be finite numbers."
        case .priorityNotPositive(let value):
            "Invalid priority specified: \(formatNumber(value, .cFormat)). Priority must be greater than 0"
        case .priorityAboveRequired(let value):
            "Invalid priority specified: \(formatNumber(value, .cFormat)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .priorityBelowOne(let value):
            "Invalid priority specified: \(formatNumber(value, .cFormat)). Priority must be at least 1"
        case .priorityNotANumber: "Invalid priority specified: nan. Priority must be a number"
        case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .horizontalAlignmentInHorizontalLayout:
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        case .verticalAlignmentInVerticalLayout:
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        case .baselineToBaselineInHorizontalLayout: "BaselineToBaseline format option not valid for horizontal layout"
        }
    }
}
