import AutoLayout
import LayoutValues
import SceneModel

/// The text an element shows and its font, in strut's fonts.
enum IBText {
    /// A label's or text view's text (the `text` attribute, or the `<string key="text">`
    /// element Xcode writes for a text with quotes or line breaks), a text field's text or
    /// placeholder, a button's title in the normal state; nil when it shows none.
    static func text(of element: XMLElementNode) -> String? {
        if element.name == "button" {
            return element.child("state", key: "normal")?["title"]
                ?? element.child("buttonConfiguration")?["title"] ?? element["title"]
        }
        if let text = element["text"] ?? element.child("string", key: "text")?.text { return text }
        if let attributed = element.child("attributedString") {
            let parts = attributed.children("fragment").compactMap { $0["content"] }
            if !parts.isEmpty { return parts.joined() }
        }
        if element.name == "textField" { return element["placeholder"] }
        return nil
    }

    /// The largest point size, as in scene files.
    static let maximumFontSize = 1000.0

    /// The point size of a text style (Dynamic Type at its default size).
    static let textStyles: [String: (size: Double, bold: Bool)] = [
        "UICTFontTextStyleLargeTitle": (34, false), "UICTFontTextStyleTitle0": (34, false),
        "UICTFontTextStyleTitle1": (28, false), "UICTFontTextStyleTitle2": (22, false),
        "UICTFontTextStyleTitle3": (20, false), "UICTFontTextStyleHeadline": (17, true),
        "UICTFontTextStyleBody": (17, false), "UICTFontTextStyleCallout": (16, false),
        "UICTFontTextStyleSubhead": (15, false), "UICTFontTextStyleFootnote": (13, false),
        "UICTFontTextStyleCaption1": (12, false), "UICTFontTextStyleCaption2": (11, false),
    ]

    /// The element's font as a Pango description in the family that stands for San Francisco:
    /// `Liberation Sans Bold 17`. A point size has a scene file's limits (above 0, at most 1,000):
    /// 100,000 points made Pango give up on the font.
    static func font(of element: XMLElementNode) throws(SceneError) -> String {
        let configuration = element.child("buttonConfiguration")
        let description = element.child("fontDescription", key: "fontDescription")
            ?? element.child("fontDescription") ?? configuration?.child("fontDescription", key: "titleFontDescription")
        var size = 17.0, bold = false
        if let description {
            if let style = description["style"], let known = textStyles[style] { (size, bold) = known }
            if let points = description["pointSize"].flatMap(Double.init) {
                guard points > 0, points <= maximumFontSize else {
                    throw description.error("a font size is above 0 and at most \(Int(maximumFontSize)) points, not \(formatNumber(points, .exact))")
                }
                size = points
            }
            let type = description["type"] ?? "", name = description["name"] ?? ""
            bold = bold || type.lowercased().contains("bold") || name.lowercased().contains("bold")
                || ["semibold", "heavy", "black"].contains { (description["weight"] ?? "").lowercased().contains($0) }
        } else if element.name == "button" && configuration == nil {
            // A button's title is 15 points; a configuration's, the body style's 17.
            size = 15
        }
        return "\(TextContent.documentSystemFamily) \(bold ? "Bold " : "")\(formatNumber(size, .exact))"
    }

    /// `textAlignment` as a scene style reads it.
    static func alignment(of element: XMLElementNode) -> String? {
        switch element["textAlignment"] {
        case "left": "left"
        case "center": "center"
        case "right": "right"
        case "justified": "justified"
        case "natural": "natural"
        default: element.name == "button" ? buttonAlignment(element) : nil
        }
    }

    /// `contentHorizontalAlignment`: where a button's title sits.
    private static func buttonAlignment(_ element: XMLElementNode) -> String {
        switch element["contentHorizontalAlignment"] {
        case "left": "left"
        case "leading": "natural"
        case "right", "trailing": "right"
        default: "center"
        }
    }
}
