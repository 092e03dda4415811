import AutoLayout

/// Dynamic Type in documents: a label whose font is one of UIKit's text styles
/// (`<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`, as Esri's samples,
/// LoopKit, NetNewsWire, Lockwise and Monal write them).
///
/// UIKit sizes such a font for the person's text size when the view is loaded (a text-style font
/// is `preferredFont(forTextStyle:)`); `adjustsFontForContentSizeCategory="YES"` makes the
/// label follow a change while the app runs, which a drawing of the screen as loaded does not
/// show. So every text-style label is drawn at the size the content size gives its style, and
/// a font given by size (`type="system" pointSize="17"`) keeps its size.
enum IBTextStyle {
    /// The text style of a label's font, if it has one.
    static func textStyle(of element: XMLElementNode) -> TextStyle? {
        guard element.name == "label" else { return nil }
        let description = element.child("fontDescription", key: "fontDescription") ?? element.child("fontDescription")
        return description?["style"].flatMap { TextStyle.named(interfaceBuilder: $0) }
    }
}
