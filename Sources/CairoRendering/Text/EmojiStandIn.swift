import CCairo

/// Emoji drawn when no font has them: strut bundles no colour emoji font (the open ones are
/// ten megabytes and more), and a machine without one would draw each as a box of hexadecimal
/// digits. Each emoji is then drawn as a symbol DejaVu Sans has, by kind, in a colour of its own
/// whatever the text's colour (as an emoji keeps its colours in white or black text): a face as
/// an amber ☺, a flag as a green ⚑, a heart as a red ♥, anything else as an orange ✱.
enum EmojiStandIn {
    /// Whether `text` may hold emoji the bundled fonts lack: characters outside the Basic
    /// Multilingual Plane, where nearly all emoji are (a cheap test before asking Pango).
    static func mayHaveEmoji(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0xF0 }
    }

    /// A stand-in and its colour (red, green, blue from 0 to 255).
    struct StandIn {
        let character: Character
        let color: (UInt8, UInt8, UInt8)
    }

    /// `text` with every emoji replaced by its stand-in, and where each stand-in is (UTF-8 byte
    /// offsets) with its colour.
    static func replacingEmoji(in text: String) -> (text: String, standIns: [(range: Range<Int>, color: (UInt8, UInt8, UInt8))]) {
        var result = ""
        var standIns: [(range: Range<Int>, color: (UInt8, UInt8, UInt8))] = []
        for character in text {
            if let standIn = standIn(for: character) {
                let start = result.utf8.count
                result.append(standIn.character)
                standIns.append((start..<result.utf8.count, standIn.color))
            } else {
                result.append(character)
            }
        }
        return (result, standIns)
    }

    /// The stand-in of an emoji character; nil for any other character.
    static func standIn(for character: Character) -> StandIn? {
        guard let first = character.unicodeScalars.first else { return nil }
        let value = first.value
        guard value >= 0x1_0000, first.properties.isEmoji || (0x1F1E6...0x1F1FF).contains(value) else { return nil }
        switch value {
        case 0x1F1E6...0x1F1FF: return StandIn(character: "⚑", color: (52, 199, 89))
        case 0x1F600...0x1F64F, 0x1F910...0x1F92F, 0x1F970...0x1F97A, 0x1F9D0...0x1F9DF: return StandIn(character: "☺", color: (245, 184, 0))
        case 0x1F493...0x1F49F, 0x1F9E1, 0x1F90D, 0x1F90E, 0x1FA75...0x1FA77: return StandIn(character: "♥", color: (255, 59, 48))
        default: return StandIn(character: "✱", color: (255, 149, 0))
        }
    }

    /// Replaces the emoji of a layout's text by their stand-ins, coloured.
    static func apply(to layout: OpaquePointer, text: String) {
        let (replaced, standIns) = replacingEmoji(in: text)
        pango_layout_set_text(layout, replaced, -1)
        guard let attributes = pango_attr_list_new() else { return }
        for standIn in standIns {
            let (r, g, b) = standIn.color
            guard let attribute = pango_attr_foreground_new(UInt16(r) * 257, UInt16(g) * 257, UInt16(b) * 257) else { continue }
            attribute.pointee.start_index = guint(standIn.range.lowerBound)
            attribute.pointee.end_index = guint(standIn.range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }
}
