/// The checks of an audit, by the names of Apple's `XCUIAccessibilityAuditType`.
package enum AuditRule: String, CaseIterable, Sendable {
    /// Text against the colour behind it, by WCAG 2.x's contrast ratio.
    case contrast
    /// An interactive element smaller than 44 × 44 pt.
    case hitRegion
    /// Text in a fixed-size font instead of a text style.
    case dynamicType
    /// Text truncated or clipped by its frame at an audited content size.
    case textClipped
    /// An image view, or a control without text, with no accessibility label.
    case sufficientElementDescription
}
