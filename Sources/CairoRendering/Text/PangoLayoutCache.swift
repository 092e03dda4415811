import CCairo
import LayoutValues
import Rendering

/// Pango layouts of the texts a canvas measures and draws, made once per distinct text, font,
/// width, alignment and line limit, and kept with their metrics.
///
/// An annotated scene repeats a handful of texts (badge values such as `8`, relation symbols,
/// priorities) thousands of times; laying each out anew (font lookup, itemizing, shaping) was most
/// of the cost of drawing them. A layout does not depend on the text's colour, which the canvas
/// sets as Cairo's source.
///
/// A cached layout stays right when the context changes (the canvas updates it to Cairo's
/// transform before drawing): Pango lays a layout out again when its context's serial moved on,
/// and the metrics are taken again then.
final class PangoLayoutCache {
    /// The Pango context every layout is made in; the cache holds a reference to it.
    let context: OpaquePointer
    private var entries: [TextBlock: Entry] = [:]
    /// Each font description string parsed once (a few fonts serve thousands of texts).
    private var fonts: [String: OpaquePointer] = [:]

    private struct Entry {
        let layout: OpaquePointer
        var metrics: TextMetrics
        /// The layout's serial when ``metrics`` were taken.
        var serial: UInt32
    }

    init(context: OpaquePointer) {
        self.context = context
        g_object_ref(UnsafeMutableRawPointer(context))
    }

    /// A cache for measuring only, in a context of its own set up as ``PangoTextMeasurer``'s:
    /// the same metrics, each distinct text laid out once.
    static func measuring() -> PangoLayoutCache {
        let context = PangoText.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return PangoLayoutCache(context: context)
    }

    deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        for font in fonts.values { pango_font_description_free(font) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// How many distinct layouts were made.
    var count: Int { entries.count }

    /// The layout of `block`, owned by the cache (valid while it lives).
    /// - Complexity: O(length of the text) to hash it; laying out only the first time.
    func layout(_ block: TextBlock) -> OpaquePointer {
        let key = PangoLayoutCache.key(block)
        if let entry = entries[key] { return entry.layout }
        return insert(key).layout
    }

    /// The size and baselines of `block` in the context as it is now: what a fresh layout would
    /// measure.
    func metrics(_ block: TextBlock) -> TextMetrics {
        let key = PangoLayoutCache.key(block)
        guard let entry = entries[key] else { return insert(key).metrics }
        let serial = pango_layout_get_serial(entry.layout)
        if serial == entry.serial { return entry.metrics }
        let metrics = PangoText.metrics(of: entry.layout)
        entries[key] = Entry(layout: entry.layout, metrics: metrics, serial: pango_layout_get_serial(entry.layout))
        return metrics
    }

    private func insert(_ key: TextBlock) -> Entry {
        let layout = PangoText.makeLayout(key, in: context, font: font(key.font))
        let metrics = PangoText.metrics(of: layout)
        let entry = Entry(layout: layout, metrics: metrics, serial: pango_layout_get_serial(layout))
        entries[key] = entry
        return entry
    }

    private func font(_ description: String) -> OpaquePointer {
        if let font = fonts[description] { return font }
        let font = pango_font_description_from_string(description)!
        fonts[description] = font
        return font
    }

    /// The block with what a layout does not depend on (its colour) made the same.
    static func key(_ block: TextBlock) -> TextBlock {
        var key = block
        key.color = .black
        return key
    }
}
