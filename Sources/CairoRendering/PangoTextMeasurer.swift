import AutoLayout
import CCairo
import Rendering

/// Measures labels with Pango, exactly as ``CairoCanvas`` draws them: the engine's
/// ``TextMeasuring`` for intrinsic content sizes.
///
/// Each call uses a fresh Pango context on the calling thread's font map, so one measurer can
/// be used from any thread. Results depend only on the text, the font description and the
/// installed fonts.
public struct PangoTextMeasurer: TextMeasuring, Sendable {
    public init() {}

    public func measure(_ content: TextContent, width: Double?) -> TextMetrics {
        measure(TextBlock(content.text, font: content.font, width: width, maxLines: content.numberOfLines))
    }

    /// The size and baselines of a block of text.
    public func measure(_ block: TextBlock) -> TextMetrics {
        let context = PangoText.makeMeasuringContext()
        let layout = PangoText.makeLayout(block, in: context)
        let metrics = PangoText.metrics(of: layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        return metrics
    }
}
