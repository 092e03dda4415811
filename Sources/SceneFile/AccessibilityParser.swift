import SceneModel

/// Reads `accessibility:` on a view: what it tells VoiceOver.
enum AccessibilityParser {
    static let keys = ["label", "hint", "value", "identifier", "traits", "hidden", "isElement"]

    static func accessibility(_ node: YAMLNode) throws(SceneError) -> AccessibilitySpec {
        let map = try node.mapping("accessibility", allowed: keys)
        var spec = AccessibilitySpec()
        spec.label = try text(map["label"], "an accessibility label")
        spec.hint = try text(map["hint"], "an accessibility hint")
        spec.value = try text(map["value"], "an accessibility value")
        spec.identifier = try text(map["identifier"], "an accessibility identifier")
        if let traits = map["traits"] {
            let items = traits.isScalar ? [traits] : try traits.sequence("traits")
            for item in items {
                let name = try item.string("a trait")
                guard AccessibilitySpec.traitNames.contains(name) else {
                    throw item.error(
                        "unknown trait '\(name)'\(didYouMean(name, AccessibilitySpec.traitNames)); traits: "
                            + AccessibilitySpec.traitNames.joined(separator: ", "))
                }
                guard !spec.traits.contains(name) else { throw item.error("the trait '\(name)' is listed twice") }
                spec.traits.append(name)
            }
        }
        if let hidden = map["hidden"] { spec.hidden = try hidden.bool("accessibility hidden") }
        if let element = map["isElement"] { spec.isElement = try element.bool("isElement") }
        return spec
    }

    private static func text(_ node: YAMLNode?, _ what: String) throws(SceneError) -> String? {
        guard let node else { return nil }
        let string = try node.string(what)
        try SceneLimits.checkText(string, at: node)
        return string
    }
}
