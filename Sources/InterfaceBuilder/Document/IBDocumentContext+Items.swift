import SceneModel

/// What a scene's constraints name, checked where the document is read: a constraint to an id
/// no view or guide of the scene has is refused at the constraint, as laying the scene out
/// refuses it (`convert` wrote such a scene, which strut then refused).
extension IBDocumentContext {
    static func checkItems(_ constraints: [ConstraintSpec], in root: ViewSpec) throws(SceneError) {
        var views: Set<String> = [], guides: Set<String> = []
        var pending = [root]
        while let spec = pending.popLast() {
            views.insert(spec.id.value)
            for guide in spec.guides { guides.insert(guide.value) }
            pending += spec.subviews
        }
        func isKnown(_ item: String) -> Bool {
            if views.contains(item) || guides.contains(item) { return true }
            for suffix in [".safeArea", ".margins"] where item.hasSuffix(suffix) {
                if views.contains(String(item.dropLast(suffix.count))) { return true }
            }
            return false
        }
        for constraint in constraints {
            guard case .fields(let fields) = constraint.form else { continue }
            for item in [fields.item, fields.toItem].compactMap({ $0 }) where !isKnown(item.value) {
                throw SceneError("unknown view '\(item.value)'\(didYouMean(item.value, Array(views) + Array(guides)))", at: item.location)
            }
        }
    }
}
