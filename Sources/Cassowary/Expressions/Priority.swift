import LayoutValues

/// How much a constraint matters: 1 to 1000, where 1000 is required; the same numbers as UIKit's
/// `UILayoutPriority`, one type for both.
///
/// Priorities are strictly ordered, as Apple documents them: the solver satisfies a constraint
/// at priority *p* as well as it can before it considers any number of constraints below *p*.
/// Constraints at the same priority trade off by the sum of their errors.
public typealias Priority = LayoutPriority
