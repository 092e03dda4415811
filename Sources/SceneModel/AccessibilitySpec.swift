/// What a view tells VoiceOver, as UIKit's `UIAccessibility` properties: written under a scene
/// file's `accessibility:` key, or read from a storyboard's `<accessibility>` element.
package struct AccessibilitySpec: Sendable, Equatable {
    /// `accessibilityLabel`.
    package var label: String?
    /// `accessibilityHint`.
    package var hint: String?
    /// `accessibilityValue`.
    package var value: String?
    /// `accessibilityIdentifier`: for UI tests, never spoken.
    package var identifier: String?
    /// `accessibilityTraits`, by the names of `UIAccessibilityTraits` (``traitNames``), in the
    /// order written.
    package var traits: [String] = []
    /// `accessibilityElementsHidden`: the view and everything in it left out of VoiceOver.
    package var hidden = false
    /// `isAccessibilityElement` when set; nil leaves it to the view's kind (labels and controls are).
    package var isElement: Bool?

    package init() {}

    /// The names of `UIAccessibilityTraits`, as Interface Builder writes them.
    package static let traitNames = [
        "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar",
    ]
}
