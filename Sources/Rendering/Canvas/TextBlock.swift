import LayoutValues

/// A piece of text to draw or measure: the string, a Pango font description, colour and how it
/// fills its width.
package struct TextBlock: Hashable, Sendable, CustomStringConvertible {
    package var text: String
    /// A Pango font description: `"DejaVu Sans 17"`, `"DejaVu Sans Bold 10"`; sizes in points.
    package var font: String
    package var color: Color
    /// Where lines sit within ``width``; `natural` draws as `left`.
    package var alignment: TextAlignment
    /// The layout's width: lines wrap at it (or, for one line, are truncated with an ellipsis)
    /// and align within it. Nil: as wide as the text, never wrapping.
    package var width: Double?
    /// At most this many lines, the last truncated with an ellipsis; 0 is no limit.
    package var maxLines: Int

    package init(
        _ text: String, font: String, color: Color = .black, alignment: TextAlignment = .left, width: Double? = nil,
        maxLines: Int = 1
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.width = width
        self.maxLines = maxLines
    }

    /// The text as a label's content, for a ``TextMeasuring``.
    package var content: TextContent {
        TextContent(text, font: font, numberOfLines: maxLines, preferredMaxLayoutWidth: maxLines == 1 ? nil : width)
    }

    package var description: String {
        var words = ["\"\(text)\"", font, "\(color)"]
        if let width { words.append("width \(formatNumber(width, .decimals(3))) \(alignment.rawValue)") }
        if maxLines != 1 { words.append("lines \(maxLines)") }
        return words.joined(separator: " ")
    }
}
