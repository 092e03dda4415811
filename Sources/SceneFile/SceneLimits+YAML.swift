import SceneModel

extension SceneLimits {
    static func checkText(_ text: String, at node: YAMLNode) throws(SceneError) {
        guard !isShortText(text) else { return }  // without making the node's location
        try checkText(text, at: node.location)
    }
}
