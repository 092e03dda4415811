import LayoutValues

extension AccessibilityAudit {
    /// Apple's smallest comfortable target, in points on each side (Human Interface Guidelines).
    static let minimumHitSide = 44.0

    /// An interactive element (a button, text field or control, or a view with the `button`
    /// trait) smaller than 44 × 44 pt.
    func hitRegion(_ index: Int) -> AuditFinding? {
        let view = scene.scene.layout.views[index]
        let traits = scene.accessibility[view.identifier]?.traits ?? []
        guard scene.role(of: index).isInteractive || traits.contains("button") else { return nil }
        if traits.contains("notEnabled") { return nil }
        let size = view.bounds.size
        // Compared as printed: a 43.999-point side is the 44 points it is printed as.
        let (width, height) = ((size.width * 100).rounded() / 100, (size.height * 100).rounded() / 100)
        guard width < Self.minimumHitSide || height < Self.minimumHitSide else { return nil }
        let side = Self.minimumHitSide
        return finding(
            .hitRegion, index, "\(formatNumber(width)) × \(formatNumber(height)) pt, smaller than \(formatNumber(side)) × \(formatNumber(side)) pt",
            .size(Size(width: width, height: height)))
    }
}
