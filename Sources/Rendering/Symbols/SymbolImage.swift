import LayoutValues

/// An SF Symbol as a document places it: in an image view (fitted to the view, as
/// `scaleAspectFit` shows it), or on a button at the symbol's point size; in the tint or a colour
/// of its own, at a scale and a weight.
package struct SymbolImage: Hashable, Sendable {
    /// `UIImage.SymbolScale`: the glyph's size beside the text it goes with.
    package enum Scale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large
        /// The glyph's height against the medium one's (about what SF Symbols' scales give).
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.25
            }
        }
    }

    /// `UIImage.SymbolWeight`, as `preferredSymbolConfiguration` names it.
    package enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// The outline's added stroke in units of the 24-point square: the stand-ins have one
        /// weight, regular, so heavier weights are drawn thicker and lighter ones as regular.
        var addedStroke: Double {
            switch self {
            case .ultraLight, .thin, .light, .regular: 0
            case .medium: 0.4
            case .semibold: 0.7
            case .bold: 1
            case .heavy: 1.4
            case .black: 1.8
            }
        }
    }

    package var name: String
    /// nil: the tint colour.
    package var color: Color?
    package var scale: Scale
    package var weight: Weight
    /// In an image view, fitted to it; else at the symbol's point size (17, a button's).
    package var fitsView: Bool

    package init(name: String, color: Color? = nil, scale: Scale = .medium, weight: Weight = .regular, fitsView: Bool) {
        self.name = name
        self.color = color
        self.scale = scale
        self.weight = weight
        self.fitsView = fitsView
    }
}
