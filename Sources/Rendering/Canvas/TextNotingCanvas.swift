import LayoutValues

/// A canvas that draws on another and notes where text went: the words a control draws (an
/// image's name, a custom class's, a segment's title) are text annotation labels must not cover.
final class TextNotingCanvas: Canvas {
    let base: any Canvas
    /// The boxes of the text drawn, in the coordinates it was drawn in.
    private(set) var textRects: [Rect] = []

    init(_ base: any Canvas) {
        self.base = base
    }

    func draw(_ text: TextBlock, at origin: Point) {
        base.draw(text, at: origin)
        textRects.append(Rect(origin: origin, size: base.measure(text).size))
    }

    func fill(_ path: Path, with color: Color) { base.fill(path, with: color) }
    func stroke(_ path: Path, with style: StrokeStyle) { base.stroke(path, with: style) }
    func measure(_ text: TextBlock) -> TextMetrics { base.measure(text) }
    func save() { base.save() }
    func restore() { base.restore() }
    func concatenate(_ transform: AffineTransform) { base.concatenate(transform) }
    func clip(to path: Path) { base.clip(to: path) }
    func beginTransparencyLayer(alpha: Double) { base.beginTransparencyLayer(alpha: alpha) }
    func endTransparencyLayer() { base.endTransparencyLayer() }
}
