/// One of UIKit's eleven text styles (`UIFont.TextStyle`): a font whose size follows the
/// person's text size (``ContentSizeCategory``), as `UIFont.preferredFont(forTextStyle:)` gives it.
///
/// The sizes are those UIKit gives on iOS (Apple's Human Interface Guidelines, "Dynamic Type
/// sizes"; the same numbers read back from `preferredFont(forTextStyle:)` in the simulator for
/// every category). Headline is semibold, the others regular. A label's height comes from its
/// font's line height, as UILabel's does, not from the guidelines' leading.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Point sizes from extraSmall to accessibilityExtraExtraExtraLarge.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's point size at `category`.
    public func pointSize(at category: ContentSizeCategory) -> Double { sizes[category.rawValue] }

    /// Whether the style is heavier than regular (headline is semibold).
    public var isSemibold: Bool { self == .headline }

    /// The style at `category` as a font description in strut's system font:
    /// `DejaVu Sans Semi-Bold 23` for headline at extraExtraExtraLarge.
    public func font(at category: ContentSizeCategory, family: String = TextContent.systemFamily) -> String {
        let size = pointSize(at: category)
        return "\(family) \(isSemibold ? "Semi-Bold " : "")\(Int(size))"
    }

    /// The style `UICTFontTextStyleBody` (Interface Builder's and UIKit's raw value) names.
    public static func named(interfaceBuilder name: String) -> TextStyle? {
        switch name {
        case "UICTFontTextStyleTitle0", "UICTFontTextStyleLargeTitle": .largeTitle
        case "UICTFontTextStyleTitle1": .title1
        case "UICTFontTextStyleTitle2": .title2
        case "UICTFontTextStyleTitle3": .title3
        case "UICTFontTextStyleHeadline": .headline
        case "UICTFontTextStyleSubhead": .subheadline
        case "UICTFontTextStyleBody": .body
        case "UICTFontTextStyleCallout": .callout
        case "UICTFontTextStyleFootnote": .footnote
        case "UICTFontTextStyleCaption1": .caption1
        case "UICTFontTextStyleCaption2": .caption2
        default: nil
        }
    }
}
