import LayoutValues

extension AccessibilityAudit {
    /// Text in a fixed-size font rather than a text style: it stays the same size whatever text
    /// size the person chose.
    func dynamicType(_ index: Int) -> AuditFinding? {
        guard let text = shownText(index), text.textStyle == nil else { return nil }
        return finding(.dynamicType, index, "fixed font '\(text.font)' does not follow the text size; use a text style", .text(text.font))
    }
}
