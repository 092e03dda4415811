import SceneModel

/// A view's `<accessibility key="accessibilityConfiguration">`: its label, hint, value and
/// identifier, its `<accessibilityTraits>` and its `isElement`; and the same properties set as
/// user-defined runtime attributes (`keyPath="accessibilityLabel"`), which UIKit applies after.
enum IBAccessibility {
    /// What the element tells VoiceOver; nil when it says nothing of it.
    static func accessibility(of element: XMLElementNode) throws(SceneError) -> AccessibilitySpec? {
        let configured = try configuration(of: element)
        let runtime = element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute")
            .filter { ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "isAccessibilityElement"].contains($0["keyPath"] ?? "") } ?? []
        guard configured != nil || !runtime.isEmpty else { return nil }
        var spec = configured ?? AccessibilitySpec()
        for attribute in runtime {
            let value = attribute["value"]
            if let value { try SceneLimits.checkText(value, at: attribute.location) }
            switch attribute["keyPath"] {
            case "accessibilityLabel": spec.label = value
            case "accessibilityHint": spec.hint = value
            case "accessibilityValue": spec.value = value
            case "accessibilityIdentifier": spec.identifier = value
            default: spec.isElement = value == "YES"
            }
        }
        return spec
    }

    /// The `<accessibility key="accessibilityConfiguration">` element's properties.
    private static func configuration(of element: XMLElementNode) throws(SceneError) -> AccessibilitySpec? {
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
