import CCairo
import LayoutValues
import Rendering

/// Text through Pango, configured the same way for measuring and drawing so that both agree:
/// 72 dpi (a font's size in points is its size in canvas units, as UIKit's), no hinting of
/// metrics, unrounded glyph positions (sizes independent of the output's scale) and a fixed
/// language (fallback fonts independent of the environment).
enum PangoText {
    /// Pango units per point.
    static let unitsPerPoint = Double(PANGO_SCALE)

    /// The font options every context measures and draws with.
    static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }

    /// Applies the shared settings to a Pango context.
    static func configure(_ context: OpaquePointer, fontOptions: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    /// A context on the calling thread's font map, configured, for measuring; the caller
    /// releases it with `g_object_unref`.
    static func makeMeasuringContext() -> OpaquePointer {
        BundledFonts.useOnThisThread()
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = makeFontOptions()
        configure(context, fontOptions: options)
        cairo_font_options_destroy(options)
        return context
    }

    /// A layout of `block` in `context`; the caller releases it with `g_object_unref`.
    /// - Parameter font: `block.font` already parsed (`pango_font_description_from_string`), to
    ///   spare parsing it again; the layout keeps a copy.
    static func makeLayout(_ block: TextBlock, in context: OpaquePointer, font: OpaquePointer? = nil) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        if let font {
            pango_layout_set_font_description(layout, font)
        } else {
            let parsed = pango_font_description_from_string(block.font)
            pango_layout_set_font_description(layout, parsed)
            pango_font_description_free(parsed)
        }
        pango_layout_set_text(layout, block.text, -1)
        // The alignment is already the scene's (natural resolved by its direction, as UIKit
        // does); Pango's automatic direction would swap left and right again for a paragraph
        // whose first letter is right-to-left, so an Arabic label in a right-to-left scene would
        // sit at the left.
        pango_layout_set_auto_dir(layout, 0)
        // Emoji no font has are drawn as stand-ins, never as boxes of hexadecimal digits.
        if EmojiStandIn.mayHaveEmoji(block.text), pango_layout_get_unknown_glyphs_count(layout) > 0 {
            EmojiStandIn.apply(to: layout, text: block.text)
        }
        if let width = block.width {
            pango_layout_set_width(layout, Int32(min((width * unitsPerPoint).rounded(.up) + 1, Double(Int32.max / 2))))
            pango_layout_set_alignment(layout, alignment(block.alignment))
            pango_layout_set_justify(layout, block.alignment == .justified ? 1 : 0)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if block.maxLines > 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(block.maxLines))
            }
        }
        return layout
    }

    /// The layout's logical size and its first and last baselines, in points.
    static func metrics(of layout: OpaquePointer) -> TextMetrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let first = Double(pango_layout_get_baseline(layout)) / unitsPerPoint
        let iterator = pango_layout_get_iter(layout)
        while pango_layout_iter_next_line(iterator) != 0 {}
        let last = Double(pango_layout_iter_get_baseline(iterator)) / unitsPerPoint
        pango_layout_iter_free(iterator)
        let size = Size(width: Double(logical.width) / unitsPerPoint, height: Double(logical.height) / unitsPerPoint)
        return TextMetrics(size: size, firstBaseline: first, lastBaseline: last)
    }

    private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left, .natural, .justified: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
