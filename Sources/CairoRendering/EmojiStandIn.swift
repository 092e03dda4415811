/// Emoji drawn when no font has them: strut bundles no colour emoji font (the open ones are
/// ten megabytes and more), and a machine without one would draw each as a box of hexadecimal
/// digits. Each emoji is then drawn as a symbol DejaVu Sans has, by kind: a face as ☺, a flag
/// as ⚑, a heart as ♥, anything else as ✱, so that the text still reads as text with a picture
/// in it.
enum EmojiStandIn {
    /// Whether `text` may hold emoji the bundled fonts lack: characters outside the Basic
    /// Multilingual Plane, where nearly all emoji are (a cheap test before asking Pango).
    static func mayHaveEmoji(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0xF0 }
    }

    /// `text` with every emoji replaced by its stand-in.
    static func replacingEmoji(in text: String) -> String {
        var result = ""
        for character in text {
            if let standIn = standIn(for: character) { result.append(standIn) } else { result.append(character) }
        }
        return result
    }

    /// The stand-in of an emoji character; nil for any other character.
    static func standIn(for character: Character) -> Character? {
        guard let first = character.unicodeScalars.first else { return nil }
        let value = first.value
        guard value >= 0x1_0000, first.properties.isEmoji || (0x1F1E6...0x1F1FF).contains(value) else { return nil }
        switch value {
        case 0x1F1E6...0x1F1FF: return "⚑"
        case 0x1F600...0x1F64F, 0x1F910...0x1F92F, 0x1F970...0x1F97A, 0x1F9D0...0x1F9DF: return "☺"
        case 0x1F493...0x1F49F, 0x1F9E1, 0x1F90D, 0x1F90E, 0x1FA75...0x1FA77: return "♥"
        default: return "✱"
        }
    }
}
