import CairoRendering
import SceneModel

extension InputScene {
    /// One warning per font family a scene file's labels name that fontconfig has no font of
    /// (`font: "Helvetca 17"`), at the first view that names it: Pango draws such text in another
    /// family, silently. A document's fonts are Apple's and are stood in for by design: none.
    package var missingFontFamilies: [SceneError] {
        guard interfaceBuilder == nil else { return [] }
        var warnings: [SceneError] = [], seen: Set<String> = [], checked: [String: String?] = [:]
        func visit(_ view: ViewSpec) {
            // Each description asked of fontconfig once: a scene repeats a few fonts on many labels.
            func missing(_ font: String) -> String? {
                if let known = checked[font] { return known }
                let found = FontFamilies.missingFamily(in: font)
                checked[font] = found
                return found
            }
            if let text = view.text, text.textStyle == nil, let family = missing(text.font), seen.insert(family.lowercased()).inserted {
                warnings.append(
                    SceneError(
                        "font family '\(family)' of '\(view.id.value)' is not installed; its text is drawn in another family",
                        at: view.id.location))
            }
            view.subviews.forEach(visit)
        }
        visit(document.root)
        return warnings
    }
}
