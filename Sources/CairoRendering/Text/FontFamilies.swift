import CCairo
import Foundation

/// Whether the families a scene's fonts name are on this machine (or in strut's bundle): Pango
/// draws a family it cannot find in another, silently, so a misspelt one is only seen as text
/// that looks wrong.
package enum FontFamilies {
    /// fontconfig's generic names, which always resolve to some installed family.
    static let generic: Set<String> = ["sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math"]

    /// The families a Pango description names (`"Noto Serif, DejaVu Sans bold 17"`: two), none
    /// when it names only a style and a size.
    package static func families(in description: String) -> [String] {
        guard let parsed = pango_font_description_from_string(description) else { return [] }
        defer { pango_font_description_free(parsed) }
        guard let family = pango_font_description_get_family(parsed) else { return [] }
        return String(cString: family).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The first family of a description that fontconfig has no font of, when none of its
    /// families is installed; nil when one is, or when it names no family.
    package static func missingFamily(in description: String) -> String? {
        let named = families(in: description)
        guard !named.isEmpty, !named.contains(where: isInstalled) else { return nil }
        return named[0]
    }

    /// Whether fontconfig (with strut's bundled fonts) has a font of the family, by name in any case.
    package static func isInstalled(_ family: String) -> Bool {
        if generic.contains(family.lowercased()) { return true }
        guard let pattern = FcPatternCreate() else { return true }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        guard let objects = FcObjectSetCreate() else { return true }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(BundledFonts.configuration, pattern, objects) else { return true }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }
}
