import SceneModel

/// Reads `when: { widthClass: regular, heightClass: compact }` on a view or a constraint: the
/// size classes it is installed in, as Interface Builder's size-class variations.
enum WhenParser {
    static let keys = ["widthClass", "heightClass"]
    /// UIKit's trait names, which a scene writes as Interface Builder does.
    static let uikitNames = ["horizontalSizeClass": "widthClass", "verticalSizeClass": "heightClass"]

    static func parse(_ node: YAMLNode) throws(SceneError) -> Located<SizeClassCondition> {
        guard let pairs = node.pairs else {
            throw node.error("'when' maps size classes to compact or regular: { widthClass: regular, heightClass: compact }")
        }
        for (key, _) in pairs {
            if let name = key.keyString, let ours = uikitNames[name] {
                throw key.error("'\(name)' is UIKit's name; a scene says '\(ours)', as Interface Builder does (did you mean '\(ours)'?)")
            }
        }
        let map = try node.mapping("when", allowed: keys)
        var condition = SizeClassCondition()
        if let width = map["widthClass"] { condition.width = try sizeClass(width, "widthClass") }
        if let height = map["heightClass"] { condition.height = try sizeClass(height, "heightClass") }
        guard condition.specificity > 0 else {
            throw node.error("'when' names no size class; give widthClass or heightClass (compact or regular), or leave 'when' out")
        }
        return Located(condition, at: node.location)
    }

    private static func sizeClass(_ node: YAMLNode, _ what: String) throws(SceneError) -> UserInterfaceSizeClass {
        let name = try node.string(what)
        guard let value = UserInterfaceSizeClass(rawValue: name) else {
            let known = UserInterfaceSizeClass.allCases.map(\.rawValue)
            throw node.error("\(what) is compact or regular, not '\(name)'\(didYouMean(name, known))")
        }
        return value
    }
}
