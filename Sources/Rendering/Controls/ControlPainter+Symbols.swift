import LayoutValues

/// SF Symbols drawn by their open stand-ins (``SymbolStandIn``), filled in the tint.
extension ControlPainter {
    /// The symbol centred in `r`, fitted to it in an image view or at its point size on a button;
    /// a symbol strut has no stand-in for keeps the neutral picture (with its name in an image
    /// view, where there is room).
    func symbol(_ symbol: SymbolImage, _ r: Rect) {
        let color = symbol.color ?? ControlPainter.tint
        guard let outline = SymbolStandIn.named(symbol.name)?.outline else {
            return symbol.fitsView ? image(symbol.name, r) : glyph(in: r, color: color)
        }
        // The stand-ins' glyphs fill about 20 of their 24-point square: a 17-point symbol's
        // square is 20.4 points.
        let wanted = symbol.fitsView ? min(r.width, r.height) : 17 * symbol.scale.factor * 24 / 20
        draw(outline, in: ControlPainter.centered(r, side: wanted), color: color, weight: symbol.weight)
    }

    /// A bar item's symbol in `cell`, its square `side` points; false when strut has no stand-in.
    func barSymbol(_ name: String?, in cell: Rect, side: Double, color: Color) -> Bool {
        guard let name, let outline = SymbolStandIn.named(name)?.outline else { return false }
        draw(outline, in: ControlPainter.centered(cell, side: side), color: color, weight: .regular)
        return true
    }

    private func draw(_ outline: Outline, in square: Rect, color: Color, weight: SymbolImage.Weight) {
        guard square.width >= 2 else { return }
        let placed = Path.outline(outline.placed(scale: square.width / 24, offset: Point(x: square.minX, y: square.minY)))
        canvas.fill(placed, with: color)
        if weight.addedStroke > 0 { canvas.stroke(placed, with: StrokeStyle(color: color, width: weight.addedStroke * square.width / 24)) }
    }
}
