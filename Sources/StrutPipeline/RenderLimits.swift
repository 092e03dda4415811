import CairoRendering
import LayoutValues
import Rendering
import SceneFile
import SceneModel

/// How large a drawing may be.
package enum RenderLimits {
    /// Refuses a PNG over 100 megapixels, at the scale it is drawn at, before drawing anything (an
    /// SVG or PDF has points, not pixels).
    package static func checkPixels(_ prepared: PreparedRender, document: SceneDocument) throws(SceneError) {
        let s = prepared.options.scale
        let size = prepared.layout.size
        let pixels = size.width * size.height * s * s
        let side = max(size.width, size.height) * s
        guard side.rounded(.up) <= 32_767 else {
            throw SceneError(
                "the image would be \(Int(side.rounded(.up))) pixels on its longest side (padding and captions included) at scale \(formatNumber(s, .exact)); at most 32767 (lower --scale)",
                at: document.canvas.location)
        }
        guard pixels <= SceneParser.maximumPixels else {
            throw SceneError(
                "the image would have \(Int(pixels / 1e6)) megapixels at scale \(s); at most 100 (lower --scale)",
                at: document.canvas.location)
        }
    }
}
