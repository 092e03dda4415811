import CCairo
import LayoutValues
import Rendering

/// Measures labels with Pango, exactly as ``CairoCanvas`` draws them: the engine's
/// ``TextMeasuring`` for intrinsic content sizes.
///
/// Each call uses a fresh Pango context on the calling thread's font map, so one measurer can
/// be used from any thread. Results depend only on the text, the font description and the
/// installed fonts; a measurer made by ``prefetching(_:)`` keeps them, for every thread.
package struct PangoTextMeasurer: TextMeasuring, Sendable {
    /// What this measurer has measured, or had measured ahead; nil keeps nothing.
    let measured: MeasuredTexts?

    package init() {
        measured = nil
    }

    init(measured: MeasuredTexts) {
        self.measured = measured
    }

    package func measure(_ content: TextContent, width: Double?) -> TextMetrics {
        measure(Self.block(content, width: width))
    }

    /// The block a label's text is measured as, unwrapped or wrapped at `width`.
    package static func block(_ content: TextContent, width: Double?) -> TextBlock {
        TextBlock(content.text, font: content.font, width: width, maxLines: content.numberOfLines)
    }

    /// The size and baselines of a block of text.
    package func measure(_ block: TextBlock) -> TextMetrics {
        guard let measured else { return Self.measureNow(block) }
        if let metrics = measured.metrics(of: block) { return metrics }
        let metrics = Self.measureNow(block)
        measured.record(metrics, of: block)
        return metrics
    }

    static func measureNow(_ block: TextBlock) -> TextMetrics {
        let context = PangoText.makeMeasuringContext()
        let layout = PangoText.makeLayout(block, in: context)
        let metrics = PangoText.metrics(of: layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        return metrics
    }
}
