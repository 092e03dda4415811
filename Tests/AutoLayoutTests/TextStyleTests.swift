import Testing
@testable import AutoLayout

@Suite struct TextStyleTests {
    /// The sizes Apple publishes: body 17 at the default size, 23 at the largest standard size,
    /// 40 and 53 at the third and fifth accessibility sizes.
    @Test func bodyFollowsApplesTable() {
        #expect(TextStyle.body.pointSize(at: .large) == 17)
        #expect(TextStyle.body.pointSize(at: .extraExtraExtraLarge) == 23)
        #expect(TextStyle.body.pointSize(at: .accessibilityExtraLarge) == 40)
        #expect(TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.largeTitle.pointSize(at: .extraSmall) == 31 && TextStyle.caption2.pointSize(at: .large) == 11)
    }

    /// No style gets smaller as the text size grows; the captions keep one size from extraSmall
    /// to medium, as the guidelines say.
    @Test func stylesNeverShrinkAsTheTextSizeGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.pointSize(at:))
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(sizes[0] >= 11, "\(style): text is never under 11 points")
        }
        for style in [TextStyle.caption1, .caption2, .footnote] {
            #expect(style.pointSize(at: .extraSmall) == style.pointSize(at: .medium))
        }
    }

    @Test func headlineIsBodySizedButSemibold() {
        for category in ContentSizeCategory.allCases {
            #expect(TextStyle.headline.pointSize(at: category) == TextStyle.body.pointSize(at: category))
        }
        #expect(TextStyle.headline.font(at: .large) == "DejaVu Sans Semi-Bold 17")
        #expect(TextStyle.body.font(at: .accessibilityMedium) == "DejaVu Sans 28")
    }

    /// UIKit's, SwiftUI's and Interface Builder's names all name a category.
    @Test func categoriesByEveryName() {
        #expect(ContentSizeCategory.named("extraExtraExtraLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.named("xxxLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.named("accessibility5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.named("UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(ContentSizeCategory.named("huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(TextStyle.named(interfaceBuilder: "UICTFontTextStyleSubhead") == .subheadline)
    }

    /// A styled text takes its style's font at a category; a fixed font stays.
    @Test func styledTextFollowsTheCategory() {
        let styled = TextContent("Hi", textStyle: .title2)
        #expect(styled.font == "DejaVu Sans 22")
        #expect(styled.styled(at: .accessibilityExtraExtraExtraLarge).font == "DejaVu Sans 56")
        let fixed = TextContent("Hi", font: "DejaVu Sans 22")
        #expect(fixed.styled(at: .accessibilityExtraExtraExtraLarge).font == "DejaVu Sans 22")
    }
}
