/// The text size a person chose in Settings (UIKit's `UIContentSizeCategory`): seven standard
/// sizes, then five accessibility sizes. Text styles (``TextStyle``) are sized by it.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's name: `large`, `accessibilityExtraExtraExtraLarge`.
    public var name: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// SwiftUI's `DynamicTypeSize` name: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "accessibility1"
        case .accessibilityLarge: "accessibility2"
        case .accessibilityExtraLarge: "accessibility3"
        case .accessibilityExtraExtraLarge: "accessibility4"
        case .accessibilityExtraExtraExtraLarge: "accessibility5"
        }
    }

    /// The raw value Interface Builder and UIKit store: `UICTContentSizeCategoryL`.
    public var interfaceBuilderName: String {
        switch self {
        case .extraSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .extraLarge: "UICTContentSizeCategoryXL"
        case .extraExtraLarge: "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category UIKit's, SwiftUI's or Interface Builder's name names.
    public static func named(_ name: String) -> ContentSizeCategory? {
        allCases.first { $0.name == name || $0.shortName == name || $0.interfaceBuilderName == name }
    }

    /// Every name a category answers to, UIKit's first: for messages.
    public static var allNames: [String] {
        allCases.map(\.name) + allCases.map(\.shortName).filter { ContentSizeCategory.named($0)?.name != $0 }
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
