import LayoutValues

/// One call to a ``Canvas``, kept as a value: to hand a drawing to another thread, and perform
/// it there on the canvas that draws.
package enum CanvasOperation: Sendable {
    case fill(Path, Color)
    case stroke(Path, StrokeStyle)
    case text(TextBlock, Point)
    case save
    case restore
    case concatenate(AffineTransform)
    case clip(Path)
    case beginTransparencyLayer(alpha: Double)
    case endTransparencyLayer

    /// Makes the call on `canvas`.
    package func perform(on canvas: any Canvas) {
        switch self {
        case .fill(let path, let color): canvas.fill(path, with: color)
        case .stroke(let path, let style): canvas.stroke(path, with: style)
        case .text(let block, let origin): canvas.draw(block, at: origin)
        case .save: canvas.save()
        case .restore: canvas.restore()
        case .concatenate(let transform): canvas.concatenate(transform)
        case .clip(let path): canvas.clip(to: path)
        case .beginTransparencyLayer(let alpha): canvas.beginTransparencyLayer(alpha: alpha)
        case .endTransparencyLayer: canvas.endTransparencyLayer()
        }
    }
}
