import LayoutValues

/// Text drawn smaller until it fits its box, as `adjustsFontSizeToFitWidth` does, for the text
/// of documents whose frames were measured in another font: a label that fits in Xcode is not
/// truncated or spilling in strut.
struct TextFitting {
    let measure: (TextBlock) -> TextMetrics
    /// The smallest size tried, as a fraction of the font's.
    static let smallestScale = 0.75

    /// `block` with its font scaled down until its text fits `r` whole (one line as wide as
    /// `r` at most, or all its lines as tall), or at the smallest scale; unchanged when it fits.
    func fit(_ block: TextBlock, _ metrics: TextMetrics, in r: Rect) -> (TextBlock, TextMetrics) {
        guard let width = block.width, let size = TextFitting.pointSize(of: block.font) else { return (block, metrics) }
        var scale = 1.0
        if block.maxLines == 1 {
            var whole = block
            whole.width = nil
            let natural = measure(whole).size.width
            guard natural > width else { return (block, metrics) }
            // Half a point over is a saved frame's rounding (`Name` in 17 points: 45.3 wide in a
            // frame of 45): the text keeps its size and its box widens, not cut to `Na…`.
            guard natural > width + 0.5 else {
                var widened = block
                widened.width = natural
                return (widened, measure(widened))
            }
            scale = max(TextFitting.smallestScale, width / natural)
        } else {
            var trial = block
            guard overflows(trial, in: r) else { return (block, metrics) }
            while scale > TextFitting.smallestScale + 0.001 {
                scale -= 0.05
                trial.font = TextFitting.font(block.font, size: size * scale)
                if !overflows(trial, in: r) { break }
            }
        }
        var fitted = block
        fitted.font = TextFitting.font(block.font, size: (size * scale * 10).rounded(.down) / 10)
        return (fitted, measure(fitted))
    }

    /// Whether wrapped text needs more lines than it may have, or more height than `r`.
    private func overflows(_ block: TextBlock, in r: Rect) -> Bool {
        var unlimited = block
        unlimited.maxLines = 0
        let whole = measure(unlimited).size.height
        return whole > r.height + 1 || (block.maxLines > 0 && whole > measure(block).size.height + 0.5)
    }

    /// The size at the end of a Pango font description (`DejaVu Sans Bold 17` → 17).
    static func pointSize(of font: String) -> Double? {
        font.split(separator: " ").last.flatMap { Double($0) }
    }

    static func font(_ font: String, size: Double) -> String {
        let family = font.split(separator: " ").dropLast().joined(separator: " ")
        return "\(family) \(formatNumber(size, .decimals(3)))"
    }
}
