import LayoutValues
import Rendering

extension AccessibilityAudit {
    /// An image view, or a control without text, with no accessibility label: VoiceOver has
    /// nothing to say for it but its kind (or an image's file name). One left out of VoiceOver
    /// (`isElement: false`) needs none.
    func elementDescription(_ index: Int) -> AuditFinding? {
        let view = scene.scene.layout.views[index]
        let spec = scene.accessibility[view.identifier]
        if spec?.isElement == false || spec?.label?.isEmpty == false { return nil }
        let role = scene.role(of: index)
        let control = scene.scene.style(of: view.identifier).control
        let kind: String
        switch role {
        case .image: kind = "an image view"
        case .button, .textField, .control:
            guard shownText(index) == nil, !AccessibilityAudit.speaksItself(control) else { return nil }
            kind = role == .button ? "a button without a title" : role == .textField ? "a text field without text or placeholder" : "a control"
        case .view:
            guard spec?.traits.contains("button") == true, shownText(index) == nil else { return nil }
            kind = "a view with the button trait and no text"
        case .label: return nil
        }
        return finding(.sufficientElementDescription, index, "\(kind) has no accessibility label", .text(role.rawValue))
    }

    /// Controls UIKit gives words of their own: a segmented control's titles, a stepper's
    /// "Increment" and "Decrement", a page control's "page 1 of 3".
    static func speaksItself(_ control: Control?) -> Bool {
        switch control {
        case .segmented(let titles, _)?: titles.contains { !$0.isEmpty }
        case .stepper?, .pageControl?: true
        default: false
        }
    }
}
