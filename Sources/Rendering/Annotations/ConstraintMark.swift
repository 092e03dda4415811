import LayoutValues

/// How one constraint is drawn, in Interface Builder's vocabulary: an I-beam for a spacing or a
/// size, a plain line for aligned edges, centers or baselines; dashed when optional; red in a
/// conflict; a badge with its constant, relation and priority.
struct ConstraintMark {
    enum Shape: Hashable {
        /// A line with T-shaped end caps: a distance between two positions, or a size.
        case ibeam(Point, Point)
        /// A line without caps: positions that coincide.
        case line(Point, Point)
    }

    enum State: Hashable {
        case satisfied
        /// One of a conflict's constraints.
        case conflicting
        /// The constraint the engine left out to recover from a conflict.
        case broken
    }

    let constraint: SolvedLayout.ConstraintStatus
    var shape: Shape
    var state: State
    var badge: Badge?
    /// Dashed leaders from an I-beam's ends to items it does not touch.
    var leaders: [(Point, Point)] = []
    /// The part of a line left undrawn, so that centering ticks do not strike through content.
    var skipped: (Point, Point)?

    var isOptional: Bool { !constraint.priority.isRequired }

    /// The mark's two ends.
    var ends: (Point, Point) {
        switch shape {
        case .ibeam(let a, let b), .line(let a, let b): (a, b)
        }
    }

    /// The segments stroked: the ends, less any ``skipped`` part.
    var segments: [(Point, Point)] {
        let (a, b) = ends
        guard let (from, to) = skipped else { return [(a, b)] }
        return [(a, from), (to, b)]
    }
}
