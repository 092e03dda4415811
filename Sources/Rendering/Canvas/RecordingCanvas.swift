import LayoutValues

/// A canvas that writes down what is drawn, one line per call: text goldens of a render.
///
/// Text is measured by a ``TextMeasuring`` (the engine's approximate measurer by default), so
/// recordings do not depend on fonts.
package final class RecordingCanvas: Canvas {
    package private(set) var lines: [String] = []
    let measurer: any TextMeasuring

    package init(measurer: any TextMeasuring = ApproximateTextMeasurer()) {
        self.measurer = measurer
    }

    /// The recording, one call a line.
    package var text: String { lines.joined(separator: "\n") }

    package func fill(_ path: Path, with color: Color) { lines.append("fill \(path) \(color)") }
    package func stroke(_ path: Path, with style: StrokeStyle) { lines.append("stroke \(path) \(style)") }
    package func draw(_ text: TextBlock, at origin: Point) { lines.append("text \(text) at (\(format(origin)))") }
    package func save() { lines.append("save") }
    package func restore() { lines.append("restore") }
    package func clip(to path: Path) { lines.append("clip \(path)") }
    package func beginTransparencyLayer(alpha: Double) { lines.append("begin layer alpha \(formatNumber(alpha, .decimals(3)))") }
    package func endTransparencyLayer() { lines.append("end layer") }

    package func concatenate(_ t: AffineTransform) {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatNumber($0, .decimals(3)) }
        lines.append("concat [\(values.joined(separator: " "))]")
    }

    package func measure(_ text: TextBlock) -> TextMetrics {
        measureText(text, with: measurer)
    }
}

/// Text measured by a ``TextMeasuring``: wrapped at the block's width, or truncated to it when
/// it keeps one line.
func measureText(_ text: TextBlock, with measurer: any TextMeasuring) -> TextMetrics {
    var metrics = measurer.measure(text.content, width: text.maxLines == 1 ? nil : text.width)
    if let width = text.width { metrics.size.width = min(metrics.size.width, width) }
    return metrics
}
