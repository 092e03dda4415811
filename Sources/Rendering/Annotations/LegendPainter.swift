import LayoutValues

/// Draws the legend: a sample of each mark and what it means.
struct LegendPainter {
    let pen: Pen
    let palette: Palette

    private var canvas: any Canvas { pen.canvas }

    func draw(_ layout: LegendLayout, at origin: Point) {
        for item in layout.items {
            let x = origin.x + item.origin.x, midY = origin.y + item.origin.y + LegendLayout.rowHeight / 2
            drawSample(item.entry, in: Rect(x: x, y: midY - 6, width: LegendLayout.sampleWidth, height: 12))
            let block = LegendLayout.block(item.entry, color: palette.secondaryText)
            let height = canvas.measure(block).size.height
            canvas.draw(block, at: Point(x: x + LegendLayout.textOffset, y: midY - height / 2))
        }
        if let note = layout.note {
            let block = TextBlock(note.text, font: LegendLayout.font, color: palette.secondaryText)
            let midY = origin.y + note.origin.y + LegendLayout.rowHeight / 2
            canvas.draw(block, at: Point(x: origin.x + note.origin.x, y: midY - canvas.measure(block).size.height / 2))
        }
    }

    private func drawSample(_ entry: LegendEntry, in r: Rect) {
        let left = Point(x: r.minX + 3, y: r.midY), right = Point(x: r.maxX - 3, y: r.midY)
        let blue = StrokeStyle(color: palette.constraint)
        let box = r.insetBy(dx: 4, dy: 1)
        switch entry {
        case .spacing: pen.ibeam(left, right, blue)
        case .alignment: pen.line(left, right, blue)
        case .optional: pen.ibeam(left, right, StrokeStyle(color: palette.constraint, dash: Annotator.dash))
        case .inequality: drawBadge([.relation("≥")], color: palette.constraint, in: r)
        case .conflict: pen.ibeam(left, right, StrokeStyle(color: palette.conflict))
        case .broken: drawBadge([.broken], color: palette.conflict, in: r)
        case .ambiguous: pen.rect(box, StrokeStyle(color: palette.ambiguous, width: 1.5))
        case .guide:
            canvas.fill(.rect(box), with: palette.guide.withAlphaMultiplied(by: 0.08))
            pen.rect(box, StrokeStyle(color: palette.guide, dash: Annotator.dash))
        case .margins: canvas.fill(.rect(box), with: palette.margins)
        case .safeArea: canvas.fill(.rect(box), with: palette.unsafeArea)
        case .transform:
            pen.rect(box, StrokeStyle(color: palette.ghost, dash: [3, 3]))
            pen.rect(box.insetBy(dx: 3, dy: 2), StrokeStyle(color: palette.frameBox, width: 0.5))
        case .stackAxis: pen.arrow(left, right, StrokeStyle(color: palette.guide))
        case .misplaced: pen.rect(box, StrokeStyle(color: palette.ambiguous, width: 1, dash: Annotator.dash))
        }
    }

    private func drawBadge(_ parts: [Badge.Part], color: Color, in r: Rect) {
        let layout = BadgeLayout(Badge(parts: parts), measure: canvas.measure)
        let rect = Rect(x: r.midX - layout.size.width / 2, y: r.midY - layout.size.height / 2, width: layout.size.width, height: layout.size.height)
        layout.draw(in: rect, color: color, palette: palette, on: canvas)
    }
}
