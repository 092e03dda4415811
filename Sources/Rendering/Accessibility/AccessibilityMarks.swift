import LayoutValues

/// A scene's accessibility elements drawn as AccessibilitySnapshot draws them: each element
/// tinted and numbered in reading order on the screen, and listed beside it with what VoiceOver
/// says. Made by the audit (the Accessibility module); drawing knows only these values.
package struct AccessibilityMarks: Hashable, Sendable {
    package struct Element: Hashable, Sendable {
        /// In the root's coordinates.
        package var frame: Rect
        /// What VoiceOver says: the label, the value and the traits (`Play, button`).
        package var description: String
        /// The hint, said after a pause; nil without one.
        package var hint: String?

        package init(frame: Rect, description: String, hint: String?) {
            self.frame = frame
            self.description = description
            self.hint = hint
        }
    }

    /// In reading order: the first is numbered 1.
    package var elements: [Element]

    package init(elements: [Element]) {
        self.elements = elements
    }

    /// The colours elements are tinted with, in turn: the system colours AccessibilitySnapshot
    /// cycles through.
    static let colors = [
        Color(255, 59, 48), Color(0, 122, 255), Color(52, 199, 89), Color(255, 149, 0), Color(175, 82, 222), Color(90, 200, 250),
        Color(255, 45, 85), Color(88, 86, 214),
    ]

    static func color(_ index: Int) -> Color { colors[index % colors.count] }
}
