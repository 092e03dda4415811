import LayoutValues

extension AccessibilityAudit {
    /// How far text may overrun its room before it is reported: half a point, what rounding to
    /// pixels hides.
    static let clippingTolerance = 0.5

    /// Text that UIKit truncates at the audited text size, measured with the fonts that draw it:
    /// a one-line label wider than its frame (taller is drawn overflowing, not cut), a wrapping
    /// label needing more lines than `lines` allows or than whole lines fit its height. A text view
    /// scrolls its text, and text strut does not measure (``AuditScene/unmeasuredText``) has no
    /// size of its own to compare: neither is reported.
    func textClipped(_ index: Int) -> AuditFinding? {
        guard let text = shownText(index) else { return nil }
        let view = scene.scene.layout.views[index]
        let style = scene.scene.style(of: view.identifier)
        if style.textFlowsFromTop || scene.unmeasuredText.contains(view.identifier) { return nil }
        let insets = style.textInsets
        let room = Size(
            width: max(0, view.bounds.width - insets.left - insets.right), height: max(0, view.bounds.height - insets.top - insets.bottom))
        let tolerance = Self.clippingTolerance
        let needed: Size
        if text.numberOfLines == 1 {
            needed = measurer.measure(text, width: nil).size
            guard needed.width > room.width + tolerance else { return nil }
        } else {
            var unlimited = text
            unlimited.numberOfLines = 0
            needed = measurer.measure(unlimited, width: room.width).size
            var oneLine = text
            oneLine.numberOfLines = 1
            let lineHeight = max(1, measurer.measure(oneLine, width: nil).size.height)
            let lines = Int((needed.height / lineHeight).rounded())
            let fitting = max(1, Int(((room.height + tolerance) / lineHeight).rounded(.down)))
            let shown = text.numberOfLines > 0 ? min(text.numberOfLines, fitting) : fitting
            guard lines > shown || needed.width > room.width + tolerance else { return nil }
        }
        let shown = text.text.count > 40 ? String(text.text.prefix(39)) + "…" : text.text
        return finding(
            .textClipped, index,
            "'\(shown)' needs \(formatNumber(needed.width, .decimals(1))) × \(formatNumber(needed.height, .decimals(1))) pt, has "
                + "\(formatNumber(room.width, .decimals(1))) × \(formatNumber(room.height, .decimals(1))) pt at \(scene.contentSize.shortName)",
            .size(needed))
    }
}
