import LayoutValues
import Rendering
import SceneModel

/// One laid-out panel to audit: what drawing it would show (frames, text, colours, theme), what
/// each view tells VoiceOver, and each view's role.
package struct AuditScene: Sendable {
    /// The panel as it would be drawn: its layout (text measured at ``contentSize``), styles,
    /// background and names.
    package var scene: RenderScene
    /// What each view tells VoiceOver, by identifier; a view without an entry says nothing of its own.
    package var accessibility: [String: AccessibilitySpec]
    /// Each view's role by identifier; a view without one is a label when it has text, else a plain view.
    package var roles: [String: AccessibilityRole]
    /// The text size the layout was made at.
    package var contentSize: ContentSizeCategory
    /// The theme colours are resolved in.
    package var theme: Theme
    /// Views whose text strut does not measure: a document's text in a font it lacks, whose
    /// size is the frame Xcode saved with San Francisco (`measuresText: false`). Whether such
    /// text fits is Xcode's to say; `textClipped` leaves it alone.
    package var unmeasuredText: Set<String> = []

    package init(
        scene: RenderScene, accessibility: [String: AccessibilitySpec] = [:], roles: [String: AccessibilityRole] = [:],
        contentSize: ContentSizeCategory = .large, theme: Theme = .light
    ) {
        self.scene = scene
        self.accessibility = accessibility
        self.roles = roles
        self.contentSize = contentSize
        self.theme = theme
    }

    /// The role of a view, by its index in the layout.
    package func role(of index: Int) -> AccessibilityRole {
        let view = scene.layout.views[index]
        return roles[view.identifier] ?? AccessibilityRole(control: scene.style(of: view.identifier).control, hasText: !(view.text?.text.isEmpty ?? true))
    }

    /// What people call a view: its name in Xcode's outline, else its identifier.
    package func name(of identifier: String) -> String { scene.name(of: identifier) }
}
