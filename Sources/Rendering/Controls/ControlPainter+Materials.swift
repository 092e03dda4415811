import LayoutValues

/// Visual effect views' materials: what is behind shows through a translucent layer, lighter or
/// darker by style. iOS blurs and saturates too; strut only tints, so shapes behind stay sharp.
extension ControlPainter {
    func material(_ style: String, _ r: Rect) {
        canvas.fill(.rect(r), with: ControlPainter.materialColor(style, dark: palette == Palette.dark))
    }

    /// The layer's colour: white or near-black, at the thickness of the style (the system
    /// materials from ultra-thin to chrome, as their swatches in Apple's Human Interface
    /// Guidelines look, not measured), the `system…` styles without Light or Dark following the theme.
    static func materialColor(_ style: String, dark: Bool) -> Color {
        let isDark = style.hasSuffix("Dark") || style == "dark" || (dark && style.hasPrefix("system") && !style.hasSuffix("Light"))
        let thickness: Double =
            if style.contains("UltraThin") { 0.45 }
            else if style.contains("Thin") { 0.6 }
            else if style.contains("Thick") { 0.88 }
            else if style.contains("Chrome") { 0.82 }
            else {
                switch style {
                case "extraLight": 0.85
                case "light", "dark": 0.7
                case "prominent": 0.85
                default: 0.75  // regular, systemMaterial
                }
            }
        return isDark ? Color(28, 28, 30, thickness) : Color(255, 255, 255, thickness)
    }
}
