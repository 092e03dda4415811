import LayoutValues

/// Where everything goes in a render, in points: the title, the panels side by side with their
/// captions above, the legend below, all inside the padding; and the image's size.
package struct RenderLayout: Hashable, Sendable {
    /// The whole image, in points.
    package let size: Size
    /// Device pixels per point.
    package let scale: Double
    /// Each scene's root view, in image points, left to right.
    package let panels: [Rect]
    /// Each panel's caption, nil when it has none (or captions are off).
    package let captions: [Rect?]
    package let title: Rect?
    package let legend: Rect?
    let legendLayout: LegendLayout?
    /// Each panel's list of accessibility elements, right of it; nil for a panel without marks.
    package let accessibilityLegends: [Rect?]
    let accessibilityLegendLayouts: [AccessibilityLegendLayout?]

    static let titleFont = "DejaVu Sans Bold 15"
    static let captionFont = "DejaVu Sans 12"
    private static let titleGap = 8.0, captionGap = 6.0, legendGap = 12.0, accessibilityLegendGap = 16.0

    /// The image's width in device pixels.
    package var pixelWidth: Int { RenderLayout.pixels(size.width, scale) }
    /// The image's height in device pixels.
    package var pixelHeight: Int { RenderLayout.pixels(size.height, scale) }

    /// Up to this many panels go side by side in one row; more go in rows of about the square
    /// root of their number (a storyboard's scenes), so that the image stays within bounds.
    static let panelsInOneRow = 6

    /// - Parameter omitted: the labels the panels leave out for want of room, told in the legend.
    init(scenes: [RenderScene], options: RenderOptions, legendEntries: [LegendEntry], omitted: Int = 0, measure: (TextBlock) -> TextMetrics) {
        let p = options.padding, spacing = options.panelSpacing
        let titleText = options.captions ? scenes.lazy.compactMap(\.title).first : nil
        let captionTexts = scenes.map { options.captions ? $0.label : nil }
        let columns = scenes.count <= RenderLayout.panelsInOneRow ? max(1, scenes.count) : Int(Double(scenes.count).squareRoot().rounded(.up))
        let rows = stride(from: 0, to: scenes.count, by: columns).map { Array(scenes.indices[$0..<min($0 + columns, scenes.count)]) }
        let panelPalettes = scenes.map { Palette.standard(for: $0.theme ?? options.theme) }
        let sideLegends = zip(scenes, panelPalettes).map { scene, palette in
            scene.accessibilityMarks.map { AccessibilityLegendLayout(marks: $0, textColor: palette.text, hintColor: palette.secondaryText, measure: measure) }
        }
        let widths = scenes.indices.map { scenes[$0].size.width + (sideLegends[$0].map { RenderLayout.accessibilityLegendGap + $0.size.width } ?? 0) }
        let rowWidths = rows.map { row in row.map { widths[$0] }.reduce(0, +) + spacing * Double(max(0, row.count - 1)) }
        let panelsWidth = rowWidths.max() ?? 0
        // The title wraps to the panels' width (but at least 240 points) instead of widening the image.
        let titleWidth = max(panelsWidth, 240)
        let titleSize = titleText.map { measure(RenderLayout.titleBlock($0, color: .black, width: titleWidth)).size } ?? .zero
        let captionHeight = captionTexts.compactMap { $0 }
            .map { measure(RenderLayout.captionBlock($0, color: .black, width: nil)).size.height }.max() ?? 0
        var contentWidth = max(panelsWidth, titleSize.width)
        let legend = legendEntries.isEmpty && omitted == 0 ? nil : LegendLayout(entries: legendEntries, omitted: omitted, width: contentWidth, measure: measure)
        contentWidth = max(contentWidth, legend?.size.width ?? 0)

        var y = p
        title = titleText.map { _ in Rect(x: p, y: y, width: contentWidth, height: titleSize.height) }
        if title != nil { y += titleSize.height + RenderLayout.titleGap }
        var panels: [Rect] = [], captions: [Rect?] = [], accessibilityLegends: [Rect?] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { y += spacing }
            let captionTop = y
            let rowCaptions = row.compactMap { captionTexts[$0] }
            if captionHeight > 0 && !rowCaptions.isEmpty { y += captionHeight + RenderLayout.captionGap }
            let placed = RenderLayout.panelRow(
                row.map { scenes[$0] }, widths: row.map { widths[$0] }, x: p + (contentWidth - rowWidths[index]) / 2, y: y, spacing: spacing)
            panels += placed
            let sides = zip(placed, row.map { sideLegends[$0] }).map { panel, legend in
                legend.map { Rect(x: panel.maxX + RenderLayout.accessibilityLegendGap, y: panel.minY, width: $0.size.width, height: $0.size.height) }
            }
            accessibilityLegends += sides
            captions += zip(placed, row.map { captionTexts[$0] }).map { panel, caption in
                caption.map { _ in Rect(x: panel.minX - spacing / 2, y: captionTop, width: panel.width + spacing, height: captionHeight) }
            }
            y += (placed.map(\.height) + sides.compactMap { $0?.height }).max() ?? 0
        }
        self.panels = panels
        self.accessibilityLegends = accessibilityLegends
        accessibilityLegendLayouts = sideLegends
        self.captions = captions
        if legend != nil { y += RenderLayout.legendGap }
        self.legend = legend.map { Rect(x: p, y: y, width: contentWidth, height: $0.size.height) }
        y += legend?.size.height ?? 0
        legendLayout = legend
        size = Size(width: contentWidth + 2 * p, height: y + p)
        scale = options.scale
    }

    /// The scenes' rectangles left to right from (x, y), each taking its width (its own and its
    /// accessibility legend's), `spacing` apart.
    private static func panelRow(_ scenes: [RenderScene], widths: [Double], x: Double, y: Double, spacing: Double) -> [Rect] {
        var x = x
        return zip(scenes, widths).map { scene, width in
            defer { x += width + spacing }
            return Rect(x: x, y: y, width: scene.size.width, height: scene.size.height)
        }
    }

    static func titleBlock(_ text: String, color: Color, width: Double) -> TextBlock {
        TextBlock(text, font: titleFont, color: color, alignment: .center, width: width, maxLines: 0)
    }

    static func captionBlock(_ text: String, color: Color, width: Double?) -> TextBlock {
        TextBlock(text, font: captionFont, color: color, alignment: .center, width: width)
    }

    /// Points to whole device pixels, rounding up (but not for float noise).
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        Int((points * scale - 1e-6).rounded(.up))
    }
}
