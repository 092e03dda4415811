import LayoutValues

/// Navigation bars, toolbars, tab bars and the simulated status bar, as iOS 13 and later draw
/// them: translucent white with a hairline, items in the tint colour.
extension ControlPainter {
    static let barBackground = Color(249, 249, 249, 0.94)
    static let barHairline = Color(0, 0, 0, 0.3)
    static let inactiveItem = Color(153, 153, 153)

    /// The title centred in bold in the bar's bottom 44 points (a sheet's bar is taller); bar
    /// button items from each side inwards, 16 points from the edges and 8 apart. A bar with a
    /// large title (96 points) has its items in the top 44 and the title below, at the leading
    /// side in 34-point bold.
    func navigationBar(_ content: BarContent, _ r: Rect) {
        barBackground(r, hairlineAtBottom: true)
        let large = r.height >= 90
        let row = large ? Rect(x: r.minX, y: r.minY, width: r.width, height: 44) : Rect(x: r.minX, y: r.maxY - min(44, r.height), width: r.width, height: min(44, r.height))
        var leadingEnd = row.minX + 16
        for item in content.leading { leadingEnd = barItem(item, from: leadingEnd, in: row, leftwards: false) + 8 }
        var trailingStart = row.maxX - 16
        for item in content.trailing { trailingStart = barItem(item, from: trailingStart, in: row, leftwards: true) - 8 }
        guard !content.title.isEmpty else { return }
        if large {
            let block = TextBlock(content.title, font: systemFont("Bold 34"), color: palette.text, width: max(1, r.width - 32))
            let size = canvas.measure(block).size
            canvas.draw(block, at: Point(x: r.minX + 16, y: r.maxY - 8 - size.height))
            return
        }
        let room = max(1, min(row.midX - leadingEnd, trailingStart - row.midX) * 2)
        let block = TextBlock(content.title, font: systemFont("Bold 17"), color: palette.text, alignment: .center, width: room)
        let size = canvas.measure(block).size
        canvas.draw(block, at: Point(x: row.midX - room / 2, y: row.midY - size.height / 2))
    }

    /// Items spaced evenly along the bar.
    func toolbar(_ items: [BarItem], _ r: Rect) {
        barBackground(r, hairlineAtBottom: false)
        guard !items.isEmpty else { return }
        let slot = r.width / Double(items.count)
        for (i, item) in items.enumerated() {
            let cell = Rect(x: r.minX + Double(i) * slot, y: r.minY, width: slot, height: min(r.height, 44))
            if item.title.isEmpty {
                if !barSymbol(item.symbol, in: cell, side: 26, color: ControlPainter.tint) { glyph(in: cell, color: ControlPainter.tint) }
            } else {
                centered(item.title, in: cell, font: item.isProminent ? systemFont("Bold 17") : systemFont("17"), color: ControlPainter.tint)
            }
        }
    }

    /// Items side by side in equal slots: a glyph above a small title, the selected one tinted.
    func tabBar(_ items: [BarItem], selected: Int, _ r: Rect) {
        barBackground(r, hairlineAtBottom: false)
        guard !items.isEmpty else { return }
        let slot = min(r.width / Double(items.count), 160)
        let start = r.midX - slot * Double(items.count) / 2
        for (i, item) in items.enumerated() {
            let color = i == selected ? ControlPainter.tint : ControlPainter.inactiveItem
            let cell = Rect(x: start + Double(i) * slot, y: r.minY, width: slot, height: min(r.height, 49))
            let icon = Rect(x: cell.minX, y: cell.minY + 4, width: cell.width, height: 26)
            if !barSymbol(item.symbol, in: icon, side: 28, color: color) { glyph(in: icon, color: color, side: 26) }
            guard !item.title.isEmpty else { continue }
            let block = TextBlock(item.title, font: systemFont("10"), color: color, alignment: .center, width: cell.width - 4)
            canvas.draw(block, at: Point(x: cell.minX + 2, y: cell.minY + 32))
        }
    }

    /// 9:41 at the leading side and a battery at the trailing one, as Interface Builder shows.
    func statusBar(_ r: Rect) {
        guard r.height >= 12 else { return }
        let time = TextBlock("9:41", font: systemFont("Bold 15"), color: palette.text)
        let size = canvas.measure(time).size
        let rounded = r.height > 30
        let timeCenter = rounded ? r.minX + min(80, r.width * 0.2) : r.midX
        canvas.draw(time, at: Point(x: timeCenter - size.width / 2, y: r.midY + (rounded ? 3 : 0) - size.height / 2))
        let battery = Rect(x: r.maxX - (rounded ? 48 : 36), y: r.midY + (rounded ? 3 : 0) - 6, width: 24, height: 12)
        canvas.stroke(.roundedRect(battery.insetBy(dx: 0.5, dy: 0.5), radius: 3.5), with: StrokeStyle(color: palette.text.withAlphaMultiplied(by: 0.4), width: 1))
        canvas.fill(.roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 2), with: palette.text)
        canvas.fill(.roundedRect(Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75), with: palette.text.withAlphaMultiplied(by: 0.4))
    }

    /// The bar's translucent fill and its hairline, light or dark with the theme.
    private func barBackground(_ r: Rect, hairlineAtBottom: Bool) {
        let dark = palette == Palette.dark
        canvas.fill(.rect(r), with: dark ? Color(22, 22, 23, 0.94) : ControlPainter.barBackground)
        let y = hairlineAtBottom ? r.maxY - 0.5 : r.minY
        canvas.fill(.rect(Rect(x: r.minX, y: y, width: r.width, height: 0.5)), with: dark ? Color(255, 255, 255, 0.15) : ControlPainter.barHairline)
    }

    /// Draws one bar button item whose near edge is at `x`; returns its far edge.
    private func barItem(_ item: BarItem, from x: Double, in r: Rect, leftwards: Bool) -> Double {
        let height = min(r.height, 44)
        let top = r.maxY - height
        guard !item.title.isEmpty else {
            let cell = Rect(x: leftwards ? x - 24 : x, y: top, width: 24, height: height)
            if !barSymbol(item.symbol, in: cell, side: 26, color: ControlPainter.tint) { glyph(in: cell, color: ControlPainter.tint) }
            return leftwards ? cell.minX : cell.maxX
        }
        let block = TextBlock(item.title, font: item.isProminent ? systemFont("Bold 17") : systemFont("17"), color: ControlPainter.tint)
        let size = canvas.measure(block).size
        let width = min(size.width, r.width / 3)
        let origin = Point(x: leftwards ? x - width : x, y: top + height / 2 - size.height / 2)
        canvas.draw(TextBlock(item.title, font: block.font, color: block.color, width: width), at: origin)
        return leftwards ? origin.x : origin.x + width
    }
}
