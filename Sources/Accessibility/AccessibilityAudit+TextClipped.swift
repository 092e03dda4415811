import LayoutValues

extension AccessibilityAudit {
    /// How far text may overrun its room before it is reported: half a point, what rounding to
    /// pixels hides.
    static let clippingTolerance = 0.5

    /// Text that needs more room than its frame gives at the audited text size: wider than a
    /// one-line label, or more lines than its `numberOfLines` or its height allow. A text view
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
        let needed = neededSize(text, width: room.width)
        let tolerance = Self.clippingTolerance
        guard needed.width > room.width + tolerance || needed.height > room.height + tolerance else { return nil }
        let shown = text.text.count > 40 ? String(text.text.prefix(39)) + "…" : text.text
        return finding(
            .textClipped, index,
            "'\(shown)' needs \(formatNumber(needed.width, .decimals(1))) × \(formatNumber(needed.height, .decimals(1))) pt, has "
                + "\(formatNumber(room.width, .decimals(1))) × \(formatNumber(room.height, .decimals(1))) pt at \(scene.contentSize.shortName)",
            .size(needed))
    }

    /// The size the whole text needs: one line unwrapped, or wrapped at `width` on as many lines
    /// as it takes (more than `numberOfLines` is truncation, seen as a height above the limit's).
    private func neededSize(_ text: TextContent, width: Double) -> Size {
        if text.numberOfLines == 1 { return measurer.measure(text, width: nil).size }
        var unlimited = text
        unlimited.numberOfLines = 0
        let whole = measurer.measure(unlimited, width: width).size
        guard text.numberOfLines > 0 else { return whole }
        let limited = measurer.measure(text, width: width).size
        // More lines than allowed: the height of the lines allowed is all the room there is.
        return whole.height > limited.height + Self.clippingTolerance ? Size(width: whole.width, height: whole.height) : limited
    }
}
