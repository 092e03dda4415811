import SceneModel

/// What a document's installation masks install in every size class, as scene files' `when:`
/// says it: one condition per view or constraint, so a set that one condition cannot name
/// ("compact width or compact height") is kept as the designed device has it, with a note.
struct IBSizeClassInstalls {
    /// The four size classes a full-screen app is shown in (``Device/sizeClasses(landscape:)``).
    static let all: [SizeClasses] = [.compact, .regular].flatMap { width in
        [.compact, .regular].map { height in SizeClasses(width: width, height: height) }
    }

    /// Constraints and subviews (with everything inside them) written nowhere: installed in no
    /// size class, or in a set one condition cannot name and not on the designed device.
    var excludedConstraints: Set<String> = []
    var excludedViews: Set<String> = []
    /// The condition of each constraint and subview installed in some size classes only.
    var conditions: [String: SizeClassCondition] = [:]
    /// Why a constraint or subview is written as the designed device has it: what it is
    /// installed in, which no single condition names.
    var notes: [String: String] = [:]

    /// The masks under `scope`, resolved in each size class; `designed` is the document's device.
    init(in scope: XMLElementNode, designed: SizeClasses) {
        let masks = Self.all.map { IBVariations(classes: $0).masked(in: scope) }
        func installed(_ id: String, _ pick: ((constraints: [String: Bool], views: [String: Bool])) -> [String: Bool]) -> [SizeClasses] {
            zip(Self.all, masks).filter { pick($0.1)[id] ?? true }.map(\.0)
        }
        for id in Set(masks.flatMap(\.constraints.keys)) {
            if let excluded = classify(id, installed(id, \.constraints), designed: designed), excluded { excludedConstraints.insert(id) }
        }
        var views: Set<String> = []
        for id in Set(masks.flatMap(\.views.keys)) {
            if let excluded = classify(id, installed(id, \.views), designed: designed), excluded { views.insert(id) }
        }
        excludedViews = views.isEmpty ? [] : IBVariations(classes: designed).withDescendants(views, in: scope)
    }

    /// Records the condition or note of an item installed in `classes`; whether it is left out
    /// (nil when it is installed everywhere).
    private mutating func classify(_ id: String, _ classes: [SizeClasses], designed: SizeClasses) -> Bool? {
        if classes.count == Self.all.count { return nil }
        if classes.isEmpty { return true }
        if let condition = Self.condition(naming: classes) {
            conditions[id] = condition
            return false
        }
        let installedHere = classes.contains(designed)
        notes[id] = "installed in " + classes.map(\.description).joined(separator: "; ")
            + ", which one 'when:' cannot say: written as \(designed) \(installedHere ? "installs it" : "leaves it out")"
        return !installedHere
    }

    /// The one condition met by exactly `classes`, if there is one.
    static func condition(naming classes: [SizeClasses]) -> SizeClassCondition? {
        let widths = Set(classes.map(\.width)), heights = Set(classes.map(\.height))
        let condition = SizeClassCondition(
            width: widths.count == 1 ? widths.first : nil, height: heights.count == 1 ? heights.first : nil)
        let met = all.filter(condition.matches)
        return condition.specificity > 0 && Set(met.map(\.description)) == Set(classes.map(\.description)) ? condition : nil
    }
}
