import LayoutValues

/// The list beside a panel of ``AccessibilityMarks``: each element's number in its colour, what
/// VoiceOver says, and its hint below in a lighter colour, wrapped to the legend's width.
struct AccessibilityLegendLayout: Hashable, Sendable {
    static let width = 260.0
    static let font = "DejaVu Sans 12"
    static let hintFont = "DejaVu Sans Oblique 11"
    static let badge = 18.0
    static let gap = 6.0, entrySpacing = 10.0, hintGap = 2.0

    struct Entry: Hashable, Sendable {
        var number: Int
        var top: Double
        var description: TextBlock
        var hint: TextBlock?
        var hintTop: Double
    }

    private(set) var entries: [Entry] = []
    private(set) var size = Size.zero

    init(marks: AccessibilityMarks, textColor: Color, hintColor: Color, measure: (TextBlock) -> TextMetrics) {
        let textWidth = Self.width - Self.badge - Self.gap
        var y = 0.0
        for (index, element) in marks.elements.enumerated() {
            if index > 0 { y += Self.entrySpacing }
            let description = TextBlock(element.description, font: Self.font, color: textColor, width: textWidth, maxLines: 0)
            let height = measure(description).size.height
            var entry = Entry(number: index + 1, top: y, description: description, hint: nil, hintTop: y + height)
            var bottom = y + max(height, Self.badge)
            if let hint = element.hint, !hint.isEmpty {
                let block = TextBlock(hint, font: Self.hintFont, color: hintColor, width: textWidth, maxLines: 0)
                entry.hint = block
                entry.hintTop = y + height + Self.hintGap
                bottom = max(bottom, entry.hintTop + measure(block).size.height)
            }
            entries.append(entry)
            y = bottom
        }
        size = Size(width: Self.width, height: y)
    }
}
