import AutoLayout
import SceneModel

/// Reads `variations:`, what size classes change on a stack or a constraint, as Interface
/// Builder's "Vary for Traits": a list of mappings, each with its `when:` and the values it
/// changes.
///
/// ```yaml
/// stack: { axis: vertical, variations: [{ when: { heightClass: compact }, axis: horizontal }] }
/// - { constraint: photo.top == root.safeArea.top + 20, variations: [{ when: { widthClass: regular }, constant: 60 }] }
/// ```
enum VariationsParser {
    static func stack(_ node: YAMLNode) throws(SceneError) -> [SizeClassVariation<[StackChange]>] {
        try entries(node, allowed: StackParser.keys, example: "{ when: { heightClass: compact }, axis: horizontal }") { map throws(SceneError) in
            var changes: [StackChange] = []
            if let n = map["axis"] { changes.append(.axis(try StackParser.axis(try n.string("axis"), at: n.textLocation))) }
            if let n = map["distribution"] { changes.append(.distribution(try StackParser.distribution(try n.string("distribution"), at: n.textLocation))) }
            if let n = map["alignment"] { changes.append(.alignment(try StackParser.alignment(try n.string("alignment"), at: n.textLocation))) }
            if let n = map["spacing"] { changes.append(.spacing(try StackParser.spacing(n))) }
            if let n = map["baselineRelative"] { changes.append(.baselineRelative(try n.bool("baselineRelative"))) }
            if let n = map["layoutMarginsRelative"] { changes.append(.layoutMarginsRelative(try n.bool("layoutMarginsRelative"))) }
            guard !changes.isEmpty else {
                throw map.node.error("a stack's variation changes nothing; give one of \(StackParser.keys.joined(separator: ", "))")
            }
            return changes
        }
    }

    static func constraint(_ node: YAMLNode) throws(SceneError) -> [SizeClassVariation<ConstraintChange>] {
        try entries(node, allowed: ["constant"], example: "{ when: { widthClass: regular }, constant: 60 }") { map throws(SceneError) in
            let constant = try map.required("constant", in: "a constraint's variation")
            let value = try constant.double("constant")
            guard abs(value) <= 1e7 else { throw constant.error("the constant \(formatted(value)) is over 10000000") }
            return ConstraintChange(constant: value)
        }
    }

    private static func entries<Change>(
        _ node: YAMLNode, allowed: [String], example: String, _ change: (YAMLMapping) throws(SceneError) -> Change
    ) throws(SceneError) -> [SizeClassVariation<Change>] {
        guard !node.isScalar, let items = try? node.sequence("variations") else {
            throw node.error("'variations' is a list of changes by size class, such as [\(example)]")
        }
        var variations: [SizeClassVariation<Change>] = []
        for item in items {
            let map = try item.mapping("a variation", allowed: ["when"] + allowed)
            let when = try WhenParser.parse(try map.required("when", in: "a variation (the size classes it applies in)"))
            variations.append(SizeClassVariation(when: when, change: try change(map)))
        }
        return variations
    }
}
