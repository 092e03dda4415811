/// What became of a drawing's annotation labels (badges, names, notes): how many were placed,
/// how many left out for want of room, and how many of those placed overlap another label or a
/// view's text (only notes of conflicts and ambiguities, which always get a place, can).
package struct LabelCounts: Hashable, Sendable {
    package var placed = 0
    package var omitted = 0
    /// Of those placed, the badges placed in their shorter form.
    package var shortened = 0
    package var overlapping = 0

    package init(placed: Int = 0, omitted: Int = 0, shortened: Int = 0, overlapping: Int = 0) {
        self.placed = placed
        self.omitted = omitted
        self.shortened = shortened
        self.overlapping = overlapping
    }

    package static func + (a: LabelCounts, b: LabelCounts) -> LabelCounts {
        LabelCounts(
            placed: a.placed + b.placed, omitted: a.omitted + b.omitted, shortened: a.shortened + b.shortened,
            overlapping: a.overlapping + b.overlapping)
    }
}
