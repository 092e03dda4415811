/// What a view tells VoiceOver, as UIKit's `UIAccessibility` properties: written under a scene
/// file's `accessibility:` key, or read from a storyboard's `<accessibility>` element.
public struct AccessibilitySpec: Sendable, Equatable {
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityIdentifier`: for UI tests, never spoken.
    public var identifier: String?
    /// `accessibilityTraits`, by the names of `UIAccessibilityTraits` (``traitNames``), in the
    /// order written.
    public var traits: [String] = []
    /// `accessibilityElementsHidden`: the view and everything in it left out of VoiceOver.
    public var hidden = false
    /// `isAccessibilityElement` when set; nil leaves it to the view's kind (labels and controls are).
    public var isElement: Bool?

    public init() {}

    /// The names of `UIAccessibilityTraits`, as Interface Builder writes them.
    public static let traitNames = [
        "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar",
    ]
}
