import LayoutValues

/// A ``Badge`` measured and drawn: parts side by side in a rounded pill.
struct BadgeLayout {
    static let height = 15.0
    static let valueFont = "DejaVu Sans Bold 10"
    static let smallFont = "DejaVu Sans Bold 8"
    private static let padding = 4.0, gap = 3.0, circle = 11.0

    let badge: Badge
    /// Each part's width, in order.
    let widths: [Double]
    let size: Size

    init(_ badge: Badge, measure: (TextBlock) -> TextMetrics) {
        self.badge = badge
        let widths = badge.parts.map { BadgeLayout.width(of: $0, measure: measure) }
        self.widths = widths
        let content = widths.reduce(0, +) + BadgeLayout.gap * Double(max(0, widths.count - 1))
        size = Size(width: max(BadgeLayout.height, content + 2 * BadgeLayout.padding), height: BadgeLayout.height)
    }

    private static func width(of part: Badge.Part, measure: (TextBlock) -> TextMetrics) -> Double {
        switch part {
        case .relation, .broken: circle
        case .value(let text): measure(TextBlock(text, font: valueFont)).size.width
        case .priority(let text): measure(TextBlock(text, font: smallFont)).size.width + 6
        }
    }

    /// Draws the badge in `rect` (of ``size``), in the mark's colour.
    func draw(in rect: Rect, color: Color, palette: Palette, on canvas: any Canvas) {
        let halo = rect.outset(by: 1)
        canvas.fill(.roundedRect(halo, radius: halo.height / 2), with: palette.halo)
        canvas.fill(.roundedRect(rect, radius: rect.height / 2), with: color)
        let contentWidth = widths.reduce(0, +) + BadgeLayout.gap * Double(max(0, widths.count - 1))
        var x = rect.midX - contentWidth / 2
        for (part, width) in zip(badge.parts, widths) {
            let box = Rect(x: x, y: rect.midY - BadgeLayout.circle / 2, width: width, height: BadgeLayout.circle)
            drawPart(part, in: box, color: color, palette: palette, on: canvas)
            x += width + BadgeLayout.gap
        }
    }

    private func drawPart(_ part: Badge.Part, in box: Rect, color: Color, palette: Palette, on canvas: any Canvas) {
        switch part {
        case .relation(let symbol):
            canvas.fill(.ellipse(box), with: palette.badgeText)
            drawCentered(symbol, font: BadgeLayout.valueFont, color: color, in: box, on: canvas)
        case .value(let text):
            drawCentered(text, font: BadgeLayout.valueFont, color: palette.badgeText, in: box, on: canvas)
        case .priority(let text):
            canvas.fill(.roundedRect(box, radius: box.height / 2), with: palette.badgeText)
            drawCentered(text, font: BadgeLayout.smallFont, color: color, in: box, on: canvas)
        case .broken:
            canvas.fill(.ellipse(box), with: palette.badgeText)
            let cross = box.insetBy(dx: 3, dy: 3)
            let style = StrokeStyle(color: color, width: 1.5, cap: .round)
            canvas.stroke(.line(cross.origin, Point(x: cross.maxX, y: cross.maxY)), with: style)
            canvas.stroke(.line(Point(x: cross.maxX, y: cross.minY), Point(x: cross.minX, y: cross.maxY)), with: style)
        }
    }

    private func drawCentered(_ text: String, font: String, color: Color, in box: Rect, on canvas: any Canvas) {
        let block = TextBlock(text, font: font, color: color)
        let metrics = canvas.measure(block)
        canvas.draw(block, at: Point(x: box.midX - metrics.size.width / 2, y: box.midY - metrics.size.height / 2))
    }
}
