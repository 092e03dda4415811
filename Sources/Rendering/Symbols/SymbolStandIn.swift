/// Which open glyph stands in for an SF Symbol (strut may not bundle Apple's): the Material
/// icon closest in meaning and shape (Material Icons, Apache License 2.0; the outlines are in
/// ``SymbolOutline/material``). The symbols are those the corpus's documents use, 44 of its 47
/// (95.9% of its 73 uses), and those UIKit draws for system bar button items; `.fill` variants
/// share their symbol's stand-in when they have none of their own.
package struct SymbolStandIn: Sendable {
    /// The Material icon's name.
    package let materialName: String

    static func material(_ name: String) -> SymbolStandIn { SymbolStandIn(materialName: name) }

    /// The stand-in of an SF Symbol by its name, or nil for a symbol strut has none for.
    package static func named(_ symbol: String) -> SymbolStandIn? {
        if let found = symbols[symbol] { return found }
        if symbol.hasSuffix(".fill") { return symbols[String(symbol.dropLast(".fill".count))] }
        return nil
    }

    /// Its outline on a 24-point square.
    package var outline: Outline? { SymbolOutline.material[materialName].flatMap(SymbolOutline.parse) }

    static let symbols: [String: SymbolStandIn] = [
        // The corpus's symbols, most used first.
        "applelogo": .material("apple"), "magnifyingglass": .material("search"), "gear": .material("settings"),
        "plus": .material("add"), "chevron.down": .material("expand_more"), "chevron.up": .material("expand_less"),
        "sun.max": .material("wb_sunny"), "clock": .material("schedule"), "clock.fill": .material("access_time_filled"),
        "flame": .material("local_fire_department"), "exclamationmark.triangle": .material("warning"),
        "ellipsis.circle": .material("pending"), "ellipsis": .material("more_horiz"), "safari": .material("explore"),
        "trash": .material("delete_outline"), "trash.fill": .material("delete"), "waveform.circle": .material("graphic_eq"),
        "waveform": .material("graphic_eq"), "arrow.uturn.left": .material("undo"), "arrow.uturn.right": .material("redo"),
        "arrow.uturn.backward": .material("undo"), "arrow.uturn.forward": .material("redo"), "map": .material("map"),
        "icloud.and.arrow.up": .material("cloud_upload"), "location": .material("near_me"), "arrow.clockwise": .material("refresh"),
        "person.circle": .material("account_circle"), "circle": .material("radio_button_unchecked"), "circle.fill": .material("circle"),
        "star": .material("star_border"), "star.fill": .material("star"), "chevron.down.circle": .material("expand_circle_down"),
        "square.and.arrow.up": .material("ios_share"), "line.3.horizontal.decrease": .material("filter_list"),
        "heart": .material("favorite_border"), "heart.fill": .material("favorite"), "face.dashed": .material("face"),
        "gauge.with.dots.needle.bottom.0percent": .material("speed"), "bubble.left.and.bubble.right": .material("forum"),
        "wrench": .material("build"), "tray": .material("inbox"), "gearshape": .material("settings"), "cloud": .material("cloud"),
        "chevron.right": .material("chevron_right"), "chevron.left": .material("chevron_left"), "photo": .material("image"),
        "xmark.circle": .material("highlight_off"), "xmark.circle.fill": .material("cancel"), "xmark": .material("close"),
        "stop.circle": .material("stop_circle"), "play": .material("play_arrow"), "pause": .material("pause"), "stop": .material("stop"),
        "lock": .material("lock_outline"), "lock.fill": .material("lock"),
        // What UIKit draws for system bar button items (SceneModel's `SymbolNames.systemItems`).
        "square.and.pencil": .material("edit_note"), "folder": .material("folder"), "book": .material("bookmarks"),
        "arrowshape.turn.up.left": .material("reply"), "camera": .material("photo_camera"), "backward": .material("fast_rewind"),
        "forward": .material("fast_forward"), "clock.arrow.circlepath": .material("history"), "ellipsis.circle.fill": .material("pending"),
    ]
}
