import SceneModel

/// A view's `<accessibility key="accessibilityConfiguration">`: its label, hint, value and
/// identifier, its `<accessibilityTraits>` and its `isElement`.
enum IBAccessibility {
    /// What the element tells VoiceOver; nil when it has no `<accessibility>`.
    static func accessibility(of element: XMLElementNode) throws(SceneError) -> AccessibilitySpec? {
        guard let configuration = element.child("accessibility", key: "accessibilityConfiguration") else { return nil }
        var spec = AccessibilitySpec()
        spec.label = configuration["label"]
        spec.hint = configuration["hint"]
        spec.value = configuration["value"]
        spec.identifier = configuration["identifier"]
        for text in [spec.label, spec.hint, spec.value, spec.identifier].compactMap({ $0 }) {
            try SceneLimits.checkText(text, at: configuration.location)
        }
        if let traits = configuration.child("accessibilityTraits", key: "traits") {
            // In the order UIAccessibilityTraits lists them, whatever the XML's attribute order.
            spec.traits = AccessibilitySpec.traitNames.filter { traits[$0] == "YES" }
        }
        if let isElement = configuration.children("bool").first(where: { $0["key"] == "isElement" }) {
            spec.isElement = isElement["value"] == "YES"
        }
        return spec
    }
}
