import LayoutValues

/// A canvas that keeps the calls made on it, to perform them later or elsewhere (a view's
/// content in an animation is drawn once and placed at every frame).
package final class OperationRecorder: Canvas {
    package private(set) var operations: [CanvasOperation] = []
    private let measurer: (TextBlock) -> TextMetrics

    package init(measure: @escaping (TextBlock) -> TextMetrics) {
        self.measurer = measure
    }

    package func fill(_ path: Path, with color: Color) { operations.append(.fill(path, color)) }
    package func stroke(_ path: Path, with style: StrokeStyle) { operations.append(.stroke(path, style)) }
    package func draw(_ text: TextBlock, at origin: Point) { operations.append(.text(text, origin)) }
    package func measure(_ text: TextBlock) -> TextMetrics { measurer(text) }
    package func save() { operations.append(.save) }
    package func restore() { operations.append(.restore) }
    package func concatenate(_ transform: AffineTransform) { operations.append(.concatenate(transform)) }
    package func clip(to path: Path) { operations.append(.clip(path)) }
    package func beginTransparencyLayer(alpha: Double) { operations.append(.beginTransparencyLayer(alpha: alpha)) }
    package func endTransparencyLayer() { operations.append(.endTransparencyLayer) }
}

/// A canvas that draws nothing and measures as another does: to learn where a drawing would
/// put things.
final class DiscardingCanvas: Canvas {
    private let measurer: (TextBlock) -> TextMetrics

    init(measure: @escaping (TextBlock) -> TextMetrics) { self.measurer = measure }

    func fill(_ path: Path, with color: Color) {}
    func stroke(_ path: Path, with style: StrokeStyle) {}
    func draw(_ text: TextBlock, at origin: Point) {}
    func measure(_ text: TextBlock) -> TextMetrics { measurer(text) }
    func save() {}
    func restore() {}
    func concatenate(_ transform: AffineTransform) {}
    func clip(to path: Path) {}
    func beginTransparencyLayer(alpha: Double) {}
    func endTransparencyLayer() {}
}
