import Accessibility
import Rendering

extension AuditPanel {
    /// The panel drawn as an accessibility snapshot: its elements tinted and numbered in reading
    /// order on the screen and listed beside it.
    ///
    /// - Parameter caption: the panel's caption (its variation, when a drawing has several).
    package func accessibilitySnapshot(caption: String?) -> RenderScene {
        var scene = audit.scene
        scene.label = caption
        scene.theme = theme
        scene.accessibilityMarks = AccessibilityMarks(
            elements: audit.elements.map { element in
                var spoken = element
                spoken.hint = nil
                return AccessibilityMarks.Element(frame: element.frame, description: spoken.spoken, hint: element.hint)
            })
        return scene
    }
}
