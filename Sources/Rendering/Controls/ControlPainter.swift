import LayoutValues

/// Draws a ``Control`` in a view's rectangle.
struct ControlPainter {
    let canvas: any Canvas
    let palette: Palette
    /// The family of the text a control shows, in UIKit the system font's (``RenderScene/systemFamily``).
    var family = TextContent.systemFamily
    static let tint = Color(0, 122, 255)
    static let track = Color(120, 120, 128, 0.2)
    /// An image's name on its placeholder: strut's words, not the control's, in strut's font.
    static let captionFont = "DejaVu Sans 11"

    /// The system font at `styleAndSize` (`Bold 17`), in the scene's family for it.
    func systemFont(_ styleAndSize: String) -> String { "\(family) \(styleAndSize)" }

    func draw(_ control: Control, in r: Rect) {
        switch control {
        // A switch and a stepper keep their own size at their frame's origin, whatever frame
        // they are given (a stack view stretching them), as UIKit draws them.
        case .toggle(let on): toggle(on, ControlPainter.fixed(r, width: 51, height: 31))
        case .slider(let value): slider(value, r)
        case .segmented(let titles, let selected): segmented(titles, selected, r)
        case .stepper: stepper(ControlPainter.fixed(r, width: 94, height: 32))
        case .progress(let value): progress(value, r)
        case .pageControl(let pages, let current): pageControl(pages, current, r)
        case .activityIndicator: activityIndicator(ControlPainter.centered(r, side: 37))
        case .picker(let rows): picker(rows, r)
        case .image(let name): image(name, r)
        case .symbol(let symbol): self.symbol(symbol, r)
        case .customView(let name): customView(name, r)
        case .material(let style): material(style, r)
        case .glyph(let color): glyph(in: r, color: color ?? ControlPainter.tint)
        case .searchBar(let placeholder): searchBar(placeholder, r)
        case .tableCell(let inset, let accessory): tableCell(separatorInset: inset, accessory: accessory, r)
        case .navigationBar(let content): navigationBar(content, r)
        case .toolbar(let items): toolbar(items, r)
        case .tabBar(let items, let selected): tabBar(items, selected: selected, r)
        case .statusBar: statusBar(r)
        }
    }

    /// `r` no larger than `width` by `height`, from its top-left corner.
    static func fixed(_ r: Rect, width: Double, height: Double) -> Rect {
        Rect(x: r.minX, y: r.minY, width: min(r.width, width), height: min(r.height, height))
    }

    /// A square of at most `side` points centred in `r`.
    static func centered(_ r: Rect, side: Double) -> Rect {
        let s = min(side, r.width, r.height)
        return Rect(x: r.midX - s / 2, y: r.midY - s / 2, width: s, height: s)
    }

    private func toggle(_ on: Bool, _ r: Rect) {
        canvas.fill(.roundedRect(r, radius: r.height / 2), with: on ? Color(52, 199, 89) : Color(233, 233, 234))
        let knob = r.height - 4
        let x = on ? r.maxX - 2 - knob : r.minX + 2
        canvas.fill(.ellipse(Rect(x: x, y: r.minY + 2, width: knob, height: knob)), with: .white)
    }

    private func slider(_ value: Double, _ r: Rect) {
        let v = min(1, max(0, value)), thumb = min(r.height, 28.0)
        let x0 = r.minX + thumb / 2, x1 = r.maxX - thumb / 2, y = r.midY
        let at = x0 + (x1 - x0) * v
        canvas.fill(.roundedRect(Rect(x: x0, y: y - 2, width: x1 - x0, height: 4), radius: 2), with: ControlPainter.track)
        canvas.fill(.roundedRect(Rect(x: x0, y: y - 2, width: at - x0, height: 4), radius: 2), with: ControlPainter.tint)
        let knob = Rect(x: at - thumb / 2, y: y - thumb / 2, width: thumb, height: thumb)
        canvas.fill(.ellipse(knob), with: .white)
        canvas.stroke(.ellipse(knob), with: StrokeStyle(color: Color(0, 0, 0, 0.15), width: 0.5))
    }

    private func segmented(_ titles: [String], _ selected: Int, _ r: Rect) {
        canvas.fill(.roundedRect(r, radius: 8), with: Color(118, 118, 128, 0.12))
        let count = max(1, titles.count), width = r.width / Double(count)
        for (i, title) in titles.enumerated() {
            let cell = Rect(x: r.minX + Double(i) * width, y: r.minY, width: width, height: r.height)
            if i == selected { canvas.fill(.roundedRect(cell.insetBy(dx: 2, dy: 2), radius: 7), with: .white) }
            if i > 0 && i != selected && i - 1 != selected {
                canvas.stroke(.line(Point(x: cell.minX, y: cell.minY + 6), Point(x: cell.minX, y: cell.maxY - 6)), with: StrokeStyle(color: Color(142, 142, 147, 0.5), width: 1))
            }
            centered(title, in: cell, font: systemFont("13"), color: palette.text)
        }
    }

    private func stepper(_ r: Rect) {
        canvas.fill(.roundedRect(r, radius: 8), with: Color(118, 118, 128, 0.12))
        let half = r.width / 2
        canvas.stroke(.line(Point(x: r.midX, y: r.minY + 7), Point(x: r.midX, y: r.maxY - 7)), with: StrokeStyle(color: Color(142, 142, 147, 0.5), width: 1))
        let dash = StrokeStyle(color: palette.text, width: 1.5)
        for centerX in [r.minX + half / 2, r.midX + half / 2] {
            canvas.stroke(.line(Point(x: centerX - 6, y: r.midY), Point(x: centerX + 6, y: r.midY)), with: dash)
        }
        let plus = r.midX + half / 2
        canvas.stroke(.line(Point(x: plus, y: r.midY - 6), Point(x: plus, y: r.midY + 6)), with: dash)
    }

    private func progress(_ value: Double, _ r: Rect) {
        let track = Rect(x: r.minX, y: r.midY - 2, width: r.width, height: 4)
        canvas.fill(.roundedRect(track, radius: 2), with: ControlPainter.track)
        canvas.fill(.roundedRect(Rect(x: r.minX, y: track.minY, width: r.width * min(1, max(0, value)), height: 4), radius: 2), with: ControlPainter.tint)
    }

    private func pageControl(_ pages: Int, _ current: Int, _ r: Rect) {
        let dot = 8.0, gap = 9.0, count = max(1, pages)
        let total = Double(count) * dot + Double(count - 1) * gap
        for i in 0..<count {
            let x = r.midX - total / 2 + Double(i) * (dot + gap)
            let color = i == current ? palette.text : palette.text.withAlphaMultiplied(by: 0.3)
            canvas.fill(.ellipse(Rect(x: x, y: r.midY - dot / 2, width: dot, height: dot)), with: color)
        }
    }

    private func activityIndicator(_ r: Rect) {
        let radius = min(r.width, r.height) / 2
        let d = 0.5.squareRoot()
        let directions: [(Double, Double)] = [(1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d), (0, -1), (d, -d)]
        for (i, (c, s)) in directions.enumerated() {
            let a = Point(x: r.midX + c * radius * 0.45, y: r.midY + s * radius * 0.45)
            let b = Point(x: r.midX + c * radius * 0.9, y: r.midY + s * radius * 0.9)
            canvas.stroke(.line(a, b), with: StrokeStyle(color: Color(142, 142, 147, 0.3 + 0.08 * Double(i)), width: 2))
        }
    }

    /// A light grey box with a picture glyph, and the image's name below it where there is room.
    func image(_ name: String, _ r: Rect) {
        canvas.fill(.rect(r), with: Color(229, 229, 234))
        let side = min(40, max(12, min(r.width, r.height) * 0.4))
        let block = TextBlock(name, font: ControlPainter.captionFont, color: palette.secondaryText)
        let size = canvas.measure(block).size
        guard !name.isEmpty, size.width <= r.width - 4, side + 2 + size.height <= r.height - 4 else {
            return glyph(in: r, color: Color(174, 174, 178), side: side)
        }
        let top = r.midY - (side + 2 + size.height) / 2
        glyph(in: Rect(x: r.minX, y: top, width: r.width, height: side), color: Color(174, 174, 178), side: side)
        canvas.draw(block, at: Point(x: r.midX - size.width / 2, y: top + side + 2))
    }

    /// A custom class's placeholder: its frame dashed in grey, its class's name centred where
    /// it fits (else left out: the outline alone says a view is there).
    private func customView(_ name: String, _ r: Rect) {
        guard r.width >= 2, r.height >= 2 else { return }
        canvas.stroke(.rect(r.insetBy(dx: 0.5, dy: 0.5)), with: StrokeStyle(color: Color(174, 174, 178), width: 1, dash: [4, 3]))
        let block = TextBlock(name, font: ControlPainter.captionFont, color: palette.secondaryText)
        let size = canvas.measure(block).size
        guard !name.isEmpty, size.width <= r.width - 4, size.height <= r.height - 4 else { return }
        canvas.draw(block, at: Point(x: r.midX - size.width / 2, y: r.midY - size.height / 2))
    }

    /// A picture: a rounded frame with a sun and a hill, in a square of `side` points centred
    /// in `r` (at most 22, as a symbol at a button's default size).
    func glyph(in r: Rect, color: Color, side: Double = 22) {
        let s = min(side, r.width, r.height)
        guard s >= 4 else { return }
        let box = Rect(x: r.midX - s / 2, y: r.midY - s * 0.4, width: s, height: s * 0.8)
        let pen = StrokeStyle(color: color, width: max(1, s / 14))
        canvas.stroke(.roundedRect(box, radius: s * 0.15), with: pen)
        canvas.fill(.ellipse(Rect(x: box.minX + s * 0.58, y: box.minY + s * 0.14, width: s * 0.18, height: s * 0.18)), with: color)
        let hill = [
            Point(x: box.minX + s * 0.1, y: box.maxY - s * 0.12), Point(x: box.minX + s * 0.38, y: box.minY + s * 0.34),
            Point(x: box.minX + s * 0.62, y: box.maxY - s * 0.24), Point(x: box.minX + s * 0.74, y: box.maxY - s * 0.34),
            Point(x: box.maxX - s * 0.1, y: box.maxY - s * 0.12),
        ]
        canvas.fill(.polyline(hill, closed: true), with: color)
    }

    func centered(_ text: String, in r: Rect, font: String, color: Color) {
        let block = TextBlock(text, font: font, color: color)
        let size = canvas.measure(block).size
        canvas.draw(block, at: Point(x: r.midX - size.width / 2, y: r.midY - size.height / 2))
    }
}
