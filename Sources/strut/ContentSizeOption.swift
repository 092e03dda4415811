import ArgumentParser
import AutoLayout
import SceneFile
import SceneModel

/// `--content-size`: the text sizes to lay a scene file out at, comma-separated, by UIKit's or
/// SwiftUI's names.
struct ContentSizeOption: ParsableArguments {
    @Option(
        name: .customLong("content-size"),
        help: "Text sizes for text styles (font: body; a storyboard's labels in UICTFontTextStyle fonts), comma-separated: UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge) or SwiftUI's (xSmall … xxxLarge, accessibility1 … accessibility5).")
    var list: String?

    /// The categories asked for, in order; `[nil]` (the scene's own) when none is.
    var categories: [ContentSizeCategory?] {
        guard let list else { return [nil] }
        return list.split(separator: ",").map { ContentSizeCategory.named(String($0).trimmingCharacters(in: .whitespaces)) }
    }

    func validate() throws {
        guard let list else { return }
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        for name in names where ContentSizeCategory.named(name) == nil {
            throw ValidationError("unknown content size '\(name)'\(didYouMean(name, ContentSizeCategory.allNames)); "
                + "UIKit's names (extraSmall … accessibilityExtraExtraExtraLarge) or SwiftUI's (xSmall … xxxLarge, accessibility1 … accessibility5)")
        }
        try VariationOptions.refuseRepeats(names, in: "--content-size", as: ContentSizeCategory.named)
    }
}
