import LayoutValues

/// Search bars and table view cells.
extension ControlPainter {
    static let separator = Color(60, 60, 67, 0.29)
    static let chevron = Color(60, 60, 67, 0.3)

    /// `UISearchBar` (minimal and prominent styles alike): a grey rounded field, a magnifying
    /// glass and the placeholder, 36 points tall in the bar's middle.
    func searchBar(_ placeholder: String, _ r: Rect) {
        let height = min(36, r.height - 4)
        guard height > 8, r.width > 24 else { return }
        let field = Rect(x: r.minX + 8, y: r.midY - height / 2, width: r.width - 16, height: height)
        canvas.fill(.roundedRect(field, radius: 10), with: Color(118, 118, 128, 0.12))
        let lens = Rect(x: field.minX + 9, y: field.midY - 7, width: 11, height: 11)
        let gray = Color(60, 60, 67, 0.6)
        canvas.stroke(.ellipse(lens), with: StrokeStyle(color: gray, width: 1.6))
        canvas.stroke(.line(Point(x: lens.maxX - 1.5, y: lens.maxY - 1.5), Point(x: lens.maxX + 3, y: lens.maxY + 3)), with: StrokeStyle(color: gray, width: 1.8))
        let block = TextBlock(placeholder.isEmpty ? "Search" : placeholder, font: systemFont("17"), color: gray, width: max(1, field.maxX - lens.maxX - 12))
        let size = canvas.measure(block).size
        canvas.draw(block, at: Point(x: lens.maxX + 7, y: field.midY - size.height / 2))
    }

    /// Rows 34 points apart about the middle, fainter away from it, and the selection band.
    func picker(_ rows: [String], _ r: Rect) {
        guard !rows.isEmpty, r.height >= 34 else { return }
        let band = Rect(x: r.minX + 8, y: r.midY - 17, width: r.width - 16, height: 34)
        canvas.fill(.roundedRect(band, radius: 8), with: Color(118, 118, 128, 0.12))
        let middle = rows.count / 2
        for (i, row) in rows.enumerated() {
            let offset = Double(i - middle)
            let y = r.midY + offset * 32
            guard y - 16 >= r.minY, y + 16 <= r.maxY else { continue }
            let color = palette.text.withAlphaMultiplied(by: offset == 0 ? 1 : max(0.2, 0.6 - 0.15 * abs(offset)))
            centered(row, in: Rect(x: r.minX, y: y - 16, width: r.width, height: 32), font: offset == 0 ? systemFont("21") : systemFont("19"), color: color)
        }
    }

    /// A cell's separator along its bottom edge and its accessory.
    func tableCell(separatorInset: Double?, accessory: String?, _ r: Rect) {
        if let inset = separatorInset, r.width > inset {
            canvas.fill(.rect(Rect(x: r.minX + inset, y: r.maxY - 0.5, width: r.width - inset, height: 0.5)), with: ControlPainter.separator)
        }
        let x = r.maxX - 20, y = r.midY
        switch accessory {
        case "disclosureIndicator":
            canvas.stroke(.polyline([Point(x: x - 3, y: y - 6), Point(x: x + 3, y: y), Point(x: x - 3, y: y + 6)], closed: false), with: StrokeStyle(color: ControlPainter.chevron, width: 2))
        case "checkmark":
            canvas.stroke(.polyline([Point(x: x - 7, y: y), Point(x: x - 2, y: y + 5), Point(x: x + 6, y: y - 6)], closed: false), with: StrokeStyle(color: ControlPainter.tint, width: 2))
        case "detailButton", "detailDisclosureButton":
            let circle = Rect(x: x - 11, y: y - 11, width: 22, height: 22)
            canvas.stroke(.ellipse(circle.insetBy(dx: 1, dy: 1)), with: StrokeStyle(color: ControlPainter.tint, width: 1.5))
            centered("i", in: circle, font: systemFont("Bold 13"), color: ControlPainter.tint)
        default: break
        }
    }
}
