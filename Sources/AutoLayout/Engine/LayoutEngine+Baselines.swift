import Cassowary

/// Where a view's baselines are.
///
/// A label's first baseline keeps its distance below the label's top, and its last baseline its
/// distance above the label's bottom, however tall the label is made: UIKit measures them from
/// the edges, though it draws the text centred. The saved frames of three repositories show it
/// (SwipeCellKit's centre-aligned stack with a baseline constraint, which no centred text can
/// meet; uistackview_adaptivity's first-baseline constraint, met to 0.1 pt from the top and 2.4
/// pt off when centred; Firebase's in-app messaging, within a quarter point). A control's text
/// (a button's title, a text field's) sits where its `contentVerticalAlignment` puts it, its
/// baselines with it.
extension LayoutEngine {
    /// The view's first or last baseline below its top `y`, for its height `h`.
    func labelBaseline(_ view: View, _ attribute: LayoutAttribute, y: Expression, h: Variable) -> Expression? {
        guard let text = view.text, let measured = textMetrics[ObjectIdentifier(view)] else { return nil }
        let lines = textLines(view, text, measured)
        let first = attribute == .firstBaseline
        // An empty label has no line to centre: its baselines are placed by its font alone (a
        // baseline-aligned empty label's saved frames show it). An empty control still lays a
        // line of its font out where its alignment puts it (Twilio's audio-sink sample: an empty
        // text field on a label's baseline, its line centred).
        switch view.contentVerticalAlignment {
        case nil:
            return first ? y + lines.ascender : y + h - lines.descender
        case .top:
            return y + (first ? lines.ascender : lines.height - lines.descender)
        case .bottom:
            return y + h - (first ? lines.height - lines.ascender : lines.descender)
        case .center, .fill:
            let offset = first ? lines.ascender : lines.height - lines.descender
            return y + 0.5 * h + (offset - lines.height / 2)
        }
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
