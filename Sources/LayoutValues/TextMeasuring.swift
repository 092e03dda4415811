/// What a label says and how: the input of text measuring.
public struct TextContent: Hashable, Sendable {
    public var text: String
    /// A Pango-style font description, `"DejaVu Sans 17"`: family, style words, size in points.
    public var font: String
    /// 1 (default) keeps one line; 0 wraps without limit; n wraps to at most n lines.
    public var numberOfLines: Int
    /// The width to wrap at, if set; otherwise a wrapping label wraps at its solved width.
    public var preferredMaxLayoutWidth: Double?
    /// The text style the font follows, if any: its size then comes from the content size
    /// category (``styled(at:)``); nil for a fixed font.
    public var textStyle: TextStyle?

    public init(_ text: String, font: String = "DejaVu Sans 17", numberOfLines: Int = 1, preferredMaxLayoutWidth: Double? = nil) {
        self.text = text
        self.font = TextContent.withFamily(font)
        self.numberOfLines = numberOfLines
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    }

    /// Text in a text style, at `category`.
    public init(_ text: String, textStyle: TextStyle, at category: ContentSizeCategory = .large, numberOfLines: Int = 1) {
        self.init(text, font: textStyle.font(at: category), numberOfLines: numberOfLines)
        self.textStyle = textStyle
    }

    /// The same text with its text style's font at `category`; a fixed font stays as it is.
    /// The family stays: a document's text-style label keeps the family that stands for San
    /// Francisco (``documentSystemFamily``), a scene file's keeps ``systemFamily``.
    public func styled(at category: ContentSizeCategory) -> TextContent {
        guard let textStyle else { return self }
        var copy = self
        let family = font.hasPrefix(TextContent.documentSystemFamily + " ") ? TextContent.documentSystemFamily : TextContent.systemFamily
        copy.font = textStyle.font(at: category, family: family)
        return copy
    }

    /// The system font's family, for a description that names none.
    public static let systemFamily = "DejaVu Sans"

    /// The family that stands for San Francisco where an Interface Builder document names the
    /// system font: of the open families measured against the widths Xcode saved for the
    /// corpus's labels, Liberation Sans comes closest with the full set of styles (see
    /// docs/interface-builder.md, "The system font stand-in"). Scene files keep
    /// ``systemFamily``, as the scene format says.
    public static let documentSystemFamily = "Liberation Sans"

    /// Pango's words for style, weight, variant and stretch: a description made only of these
    /// and a size names no family.
    package static let styleWords: Set<String> = [
        "normal", "roman", "italic", "oblique", "small-caps", "thin", "ultra-light", "ultralight", "extra-light",
        "extralight", "light", "semi-light", "semilight", "demi-light", "book", "regular", "medium", "semi-bold",
        "semibold", "demi-bold", "demibold", "bold", "ultra-bold", "ultrabold", "extra-bold", "extrabold", "heavy",
        "black", "ultra-heavy", "ultraheavy", "condensed", "semi-condensed", "expanded", "semi-expanded",
        "ultra-condensed", "extra-condensed", "ultra-expanded", "extra-expanded",
    ]

    /// `bold 24` → `DejaVu Sans bold 24`: a description without a family means the system font,
    /// as `UIFont.boldSystemFont(ofSize:)` does (Pango would pick its default, a serif).
    package static func withFamily(_ description: String) -> String {
        if firstWordNamesFamily(description) { return description }
        let words = description.split(separator: " ")
        let namesFamily = words.contains { word in
            !styleWords.contains(word.lowercased()) && Double(word.hasSuffix("px") ? word.dropLast(2) : word) == nil
        }
        return namesFamily ? description : ([systemFamily] + words.map(String.init)).joined(separator: " ")
    }

    /// Whether the first word of an ASCII description is neither a style word nor a size, so that
    /// the description names a family: ``withFamily(_:)`` without splitting the whole description
    /// (every label of a scene file goes through it).
    private static func firstWordNamesFamily(_ description: String) -> Bool {
        let bytes = description.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }), let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return false }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
        let word = description[start..<end]
        return !styleWords.contains(word.lowercased()) && Double(word.hasSuffix("px") ? word.dropLast(2) : word) == nil
    }

    /// The font size in points: the last number of the description (17 by default).
    public var pointSize: Double {
        font.split(separator: " ").last.flatMap { Double($0) } ?? 17
    }
}

/// The measured text: its size and its baselines, from the top of the text.
public struct TextMetrics: Hashable, Sendable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text for labels' intrinsic sizes. The renderer answers with Pango, the same layout
/// that draws the text; the engine never imports it.
public protocol TextMeasuring {
    /// The size of `content` laid out without wrapping, or wrapped at `width` when given.
    func measure(_ content: TextContent, width: Double?) -> TextMetrics
}

/// A deterministic stand-in for tests of the engine alone: every character is 0.5 em wide,
/// lines are 1.2 em, the baseline 0.8 em below a line's top, words wrap at spaces.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ content: TextContent, width: Double?) -> TextMetrics {
        let em = content.pointSize, advance = em / 2, lineHeight = 1.2 * em
        let lines = wrap(content.text, maxCharacters: width.map { w in
            let characters = (w + 1e-9) / advance
            return characters >= 1 ? Int(min(characters, 1e15)) : 1
        })
        let limited = content.numberOfLines > 0 ? Array(lines.prefix(content.numberOfLines)) : lines
        let widest = limited.map(\.count).max() ?? 0
        let height = lineHeight * Double(max(1, limited.count))
        return TextMetrics(
            size: Size(width: Double(widest) * advance, height: height),
            firstBaseline: 0.8 * em + 0.1 * em, lastBaseline: height - 0.3 * em)
    }

    private func wrap(_ text: String, maxCharacters: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxCharacters else { lines.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= limit {
                    line += " " + word
                } else {
                    lines.append(line); line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }
}
