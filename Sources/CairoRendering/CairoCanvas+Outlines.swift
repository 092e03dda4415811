import CCairo
import Rendering

extension CairoCanvas {
    /// Performs `operation`; a fill or stroke whose ``ShapeOutline`` was worked out beforehand
    /// (nil: not a shape for a mask) is drawn from its mask when it can, without its path being
    /// made again here.
    func perform(_ operation: CanvasOperation, outline: ShapeOutline?) {
        switch operation {
        case .fill(let path, let color):
            if let shapes, let outline, shapes.draw(outline, in: color) { return }
            addPath(path)
            setSource(color)
            cairo_fill(cr)
        case .stroke(let path, let style):
            if let shapes, let outline, shapes.draw(outline, in: style.color) { return }
            addPath(path)
            strokeCurrentPath(style)
        case .text, .save, .restore, .concatenate, .clip, .beginTransparencyLayer, .endTransparencyLayer:
            operation.perform(on: self)
        }
    }
}
