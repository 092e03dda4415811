import SceneModel

extension SceneLimits {
    static func checkText(_ text: String, at node: YAMLNode) throws(SceneError) {
        try checkText(text, at: node.location)
    }
}
