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
    /// What the panels left out for want of room (`3 labels left out: no room`), after the
    /// entries: its words and where they start.
    struct Note: Hashable, Sendable {
        var text: String
        var origin: Point
    }
    private(set) var note: Note?

    /// - Parameter omitted: the badges and names the panels left out rather than overlap.
    init(entries: [LegendEntry], omitted: Int = 0, width: Double, measure: (TextBlock) -> TextMetrics) {
        var x = 0.0, row = 0.0
        func advance(by w: Double) -> Point {
            if x > 0 && x + w > width {
                x = 0
                row += 1
            }
            let origin = Point(x: x, y: row * LegendLayout.rowHeight)
            size.width = max(size.width, x + w)
            x += w + LegendLayout.spacing
            return origin
        }
        for entry in entries {
            let w = LegendLayout.sampleWidth + LegendLayout.gap + measure(LegendLayout.block(entry, color: .black)).size.width
            items.append(Item(entry: entry, origin: advance(by: w)))
        }
        if omitted > 0 {
            let text = "\(omitted) label\(omitted == 1 ? "" : "s") left out: no room (--focus ID shows a view's)"
            note = Note(text: text, origin: advance(by: measure(TextBlock(text, font: LegendLayout.font)).size.width))
        }
        size.height = entries.isEmpty && note == nil ? 0 : (row + 1) * LegendLayout.rowHeight
    }

    static func block(_ entry: LegendEntry, color: Color) -> TextBlock {
        TextBlock(entry.text, font: font, color: color)
    }

    /// Where an item's words start, relative to its origin.
    static var textOffset: Double { sampleWidth + gap }
}
