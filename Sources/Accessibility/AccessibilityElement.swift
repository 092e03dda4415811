import LayoutValues
import SceneModel

/// What VoiceOver finds at one view: what it says and where it is.
package struct AccessibilityElement: Sendable, Equatable {
    /// The view's identifier.
    package var id: String
    /// What people call the view (a document's name in Xcode's outline, else the identifier).
    package var name: String
    package var label: String?
    package var value: String?
    package var hint: String?
    /// `UIAccessibilityTraits` names.
    package var traits: [String]
    /// In the root's coordinates.
    package var frame: Rect

    package init(id: String, name: String, label: String?, value: String?, hint: String?, traits: [String], frame: Rect) {
        self.id = id
        self.name = name
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
    }

    /// `{ "id": …, "label": …, "value": …, "hint": …, "traits": […], "frame": [x, y, w, h] }`.
    package var json: JSONValue {
        .object([
            ("id", .string(id)), ("label", .string(label)), ("value", .string(value)), ("hint", .string(hint)),
            ("traits", .array(traits.map(JSONValue.string))), ("frame", .rect(frame)),
        ])
    }

    /// `Play, 0:00, button. Plays the episode.`: the element as VoiceOver speaks it, for text
    /// snapshots and legends.
    package var spoken: String {
        var parts = [label, value].compactMap { $0 }.filter { !$0.isEmpty }
        parts += traits.filter(AccessibilityElement.spokenTraits.contains)
        var text = parts.isEmpty ? "(no label)" : parts.joined(separator: ", ")
        if let hint, !hint.isEmpty { text += ". " + hint }
        return text
    }

    /// The traits VoiceOver says aloud after the label and value.
    static let spokenTraits: Set<String> = ["button", "link", "header", "searchField", "image", "selected", "adjustable", "notEnabled", "tabBar"]
}
