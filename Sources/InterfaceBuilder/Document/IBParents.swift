/// A document's views by the id of their superview: the hierarchy, walked upward.
typealias IBParents = [String: String]

extension IBParents {
    /// Whether `view` lies somewhere inside `ancestor`.
    func isInside(_ view: String, _ ancestor: String) -> Bool {
        var current = self[view]
        while let id = current {
            if id == ancestor { return true }
            current = self[id]
        }
        return false
    }
}
