import LayoutValues

/// Draws ``AccessibilityMarks``: the tint and number of each element over the screen, and the
/// legend beside it.
struct AccessibilityPainter {
    let canvas: any Canvas
    let palette: Palette

    /// Over the views, in the panel's coordinates: each element's frame tinted and outlined in its
    /// colour, its number in a disc at its top leading corner (kept inside the panel).
    func drawMarks(_ marks: AccessibilityMarks, in bounds: Rect) {
        for (index, element) in marks.elements.enumerated() {
            let color = AccessibilityMarks.color(index)
            canvas.fill(.rect(element.frame), with: color.withAlphaMultiplied(by: 0.3))
            canvas.stroke(.rect(element.frame), with: StrokeStyle(color: color, width: 1))
        }
        for (index, element) in marks.elements.enumerated() {
            let size = AccessibilityLegendLayout.badge
            let x = min(max(element.frame.minX - size / 3, bounds.minX), bounds.maxX - size)
            let y = min(max(element.frame.minY - size / 3, bounds.minY), bounds.maxY - size)
            drawBadge(index, at: Point(x: x, y: y))
        }
    }

    /// The legend with its top-left corner at `origin`.
    func drawLegend(_ legend: AccessibilityLegendLayout, at origin: Point) {
        let textLeft = origin.x + AccessibilityLegendLayout.badge + AccessibilityLegendLayout.gap
        for entry in legend.entries {
            drawBadge(entry.number - 1, at: Point(x: origin.x, y: origin.y + entry.top))
            canvas.draw(entry.description, at: Point(x: textLeft, y: origin.y + entry.top + 1))
            if let hint = entry.hint { canvas.draw(hint, at: Point(x: textLeft, y: origin.y + entry.hintTop)) }
        }
    }

    private func drawBadge(_ index: Int, at origin: Point) {
        let size = AccessibilityLegendLayout.badge
        let disc = Rect(x: origin.x, y: origin.y, width: size, height: size)
        canvas.fill(.ellipse(disc), with: AccessibilityMarks.color(index))
        let number = TextBlock("\(index + 1)", font: "DejaVu Sans Bold 10", color: .white, alignment: .center, width: size)
        let height = canvas.measure(number).size.height
        canvas.draw(number, at: Point(x: origin.x, y: origin.y + (size - height) / 2))
    }
}
