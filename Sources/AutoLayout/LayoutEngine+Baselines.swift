import Cassowary

/// Where a label's baselines are, from its top: its text is centred vertically in its height.
extension LayoutEngine {
    /// The label's first or last baseline below its top `y`, for its height `h`.
    func labelBaseline(_ view: View, _ attribute: LayoutAttribute, y: Expression, h: Variable) -> Expression? {
        guard let text = view.text, let measured = textMetrics[ObjectIdentifier(view)] else { return nil }
        let lines = textLines(view, text, measured)
        // An empty label has no line to centre: UIKit places its baselines by its font alone, the
        // ascender below its top and the descender above its bottom (a baseline-aligned empty
        // label's saved frames show it).
        if text.text.isEmpty {
            return attribute == .firstBaseline ? y + lines.ascender : y + h - lines.descender
        }
        let offset = attribute == .firstBaseline ? lines.ascender : lines.height - lines.descender
        return y + 0.5 * h + (offset - lines.height / 2)
    }

    /// The text's height and its first line's ascender and last line's descender. A label that
    /// stands in for a document's (it does not measure its text) is set in San Francisco, whose
    /// metrics place its baselines, over as many lines as its intrinsic height holds; otherwise
    /// the measured text's own.
    private func textLines(_ view: View, _ text: TextContent, _ measured: TextMetrics)
        -> (height: Double, ascender: Double, descender: Double)
    {
        guard !view.measuresText else {
            return (measured.size.height, measured.firstBaseline, measured.size.height - measured.lastBaseline)
        }
        let font = FontMetrics.systemFont(ofSize: text.pointSize)
        let height = view.intrinsicContentSize.height
        var lines = height == View.noIntrinsicMetric ? 1 : max(1, ((height + 0.01) / font.lineHeight).rounded(.down))
        if text.numberOfLines > 0 { lines = min(lines, Double(text.numberOfLines)) }
        return (lines * font.lineHeight, font.ascender, font.descender)
    }
}
