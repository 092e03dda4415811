import LayoutValues
import Rendering

extension AccessibilityAudit {
    /// The text's colour against the colour behind it, below 4.5:1 (3:1 for large text). A
    /// disabled element (`notEnabled`) is exempt, as WCAG exempts inactive controls.
    func contrast(_ index: Int) -> AuditFinding? {
        guard let text = shownText(index) else { return nil }
        let view = scene.scene.layout.views[index]
        if scene.accessibility[view.identifier]?.traits.contains("notEnabled") == true { return nil }
        let palette = Palette.standard(for: scene.theme)
        guard let background = backgroundColor(behind: index, palette: palette) else { return nil }
        let written = (scene.scene.style(of: view.identifier).textColor ?? palette.text).resolved(for: scene.theme)
        let color = ContrastRatio.blend(written.withAlphaMultiplied(by: alphas[index]), over: background)
        let ratio = ContrastRatio.ratio(color, background)
        let large = ContrastRatio.isLargeText(pointSize: text.pointSize, bold: AccessibilityAudit.isBold(text.font))
        let minimum = large ? ContrastRatio.minimumForLargeText : ContrastRatio.minimum
        // Compared at the precision it is printed: 4.499 is not reported as "4.5:1, below 4.5:1".
        guard (ratio * 100).rounded() / 100 < minimum else { return nil }
        let size = large ? "large text" : "text"
        return finding(
            .contrast, index,
            "\(size) \(color) on \(background) is \(formatNumber(ratio, .decimals(2))):1, below \(formatNumber(minimum)):1",
            .ratio(ratio))
    }

    /// The opaque colour behind the view's text: the view's own background, else the nearest
    /// view drawn before it whose frame holds the text's middle, translucent ones blended over
    /// what is behind them down to an opaque one or the canvas. Nil when an image view is behind
    /// the text before any opaque colour: strut has no app's images, so the colour is unknown.
    func backgroundColor(behind index: Int, palette: Palette) -> Color? {
        let layout = scene.scene.layout
        let middle = Point(x: frames[index].midX, y: frames[index].midY)
        var layers: [Color] = []
        for behind in stride(from: index, through: 0, by: -1) where visible[behind] && alphas[behind] > 0 {
            guard behind == index || AccessibilityAudit.contains(frames[behind], middle) else { continue }
            if behind != index, case .image? = scene.scene.style(of: layout.views[behind].identifier).control { return nil }
            guard let fill = scene.scene.style(of: layout.views[behind].identifier).background?.resolved(for: scene.theme), fill.alpha > 0 else {
                continue
            }
            let layer = fill.withAlphaMultiplied(by: alphas[behind])
            layers.append(layer)
            if layer.alpha >= 1 { break }
        }
        let canvas = (scene.scene.background ?? palette.panel).resolved(for: scene.theme)
        var color = ContrastRatio.blend(canvas, over: .white)
        for layer in layers.reversed() { color = ContrastRatio.blend(layer, over: color) }
        return color
    }

    static func contains(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }

    /// Bold in WCAG's sense (weight 700 or more), by the font description's words.
    static func isBold(_ font: String) -> Bool {
        font.split(separator: " ").contains { boldWords.contains($0.lowercased()) }
    }

    private static let boldWords: Set<String> = [
        "bold", "extra-bold", "extrabold", "ultra-bold", "ultrabold", "heavy", "black", "ultra-heavy", "ultraheavy",
    ]
}
