import LayoutValues

/// The legend's entries flowed into rows across the available width.
struct LegendLayout: Hashable, Sendable {
    static let font = "DejaVu Sans 10"
    static let rowHeight = 16.0
    static let sampleWidth = 24.0
    private static let gap = 5.0, spacing = 16.0

    struct Item: Hashable, Sendable {
        var entry: LegendEntry
        /// The top-left corner of the item's row slot, relative to the legend.
        var origin: Point
    }

    private(set) var items: [Item] = []
    private(set) var size = Size.zero

    init(entries: [LegendEntry], width: Double, measure: (TextBlock) -> TextMetrics) {
        var x = 0.0, row = 0.0
        for entry in entries {
            let w = LegendLayout.sampleWidth + LegendLayout.gap + measure(LegendLayout.block(entry, color: .black)).size.width
            if x > 0 && x + w > width {
                x = 0
                row += 1
            }
            items.append(Item(entry: entry, origin: Point(x: x, y: row * LegendLayout.rowHeight)))
            size.width = max(size.width, x + w)
            x += w + LegendLayout.spacing
        }
        size.height = entries.isEmpty ? 0 : (row + 1) * LegendLayout.rowHeight
    }

    static func block(_ entry: LegendEntry, color: Color) -> TextBlock {
        TextBlock(entry.text, font: font, color: color)
    }

    /// Where an item's words start, relative to its origin.
    static var textOffset: Double { sampleWidth + gap }
}
