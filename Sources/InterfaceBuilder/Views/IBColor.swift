/// Colours as Interface Builder writes them, turned into the `#rrggbbaa` a scene's style reads.
struct IBColors {
    /// The values the document's `<resources>` give its system and named colours.
    private var resources: [String: String] = [:]

    init(resources: XMLElementNode?) {
        for element in resources?.elements ?? [] where element.name == "systemColor" || element.name == "namedColor" {
            if let name = element["name"], let color = element.child("color"), let hex = IBColors.literal(color) {
                self.resources[name] = hex
            }
        }
    }

    /// The `<color key=...>` child's value, nil when the view has none or it is `clear`-less `nil`.
    func color(_ element: XMLElementNode, key: String) -> String? {
        guard let color = element.child("color", key: key) else { return nil }
        return value(color)
    }

    /// A colour element's value: literal components, a system colour (the document's own value
    /// for it when it gives one), a legacy UIKit colour, or a named asset colour (its value from
    /// the document, else a neutral grey: strut has no asset catalogue).
    func value(_ color: XMLElementNode) -> String? {
        if let hex = IBColors.literal(color) { return hex }
        if let name = color["systemColor"] { return resources[name] ?? IBColors.systemColors[name] ?? "#8e8e93" }
        if let name = color["cocoaTouchSystemColor"] { return IBColors.legacyColors[name] ?? "#8e8e93" }
        if let name = color["name"] { return resources[name] ?? IBColors.namedPlaceholder }
        return nil
    }

    /// A named asset colour the document gives no value for.
    static let namedPlaceholder = "#c7c7ccff"

    /// `red= green= blue= alpha=` or `white= alpha=`.
    static func literal(_ color: XMLElementNode) -> String? {
        let alpha = color["alpha"].flatMap(Double.init) ?? 1
        if let r = color["red"].flatMap(Double.init), let g = color["green"].flatMap(Double.init),
            let b = color["blue"].flatMap(Double.init)
        {
            return hex(r, g, b, alpha)
        }
        if let w = color["white"].flatMap(Double.init) { return hex(w, w, w, alpha) }
        return nil
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        "#" + [r, g, b, a].map { component in
            let byte = Int((min(1, max(0, component)) * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// UIKit's system colours in the light appearance.
    static let systemColors: [String: String] = [
        "systemBackgroundColor": "#ffffffff", "secondarySystemBackgroundColor": "#f2f2f7ff",
        "tertiarySystemBackgroundColor": "#ffffffff", "systemGroupedBackgroundColor": "#f2f2f7ff",
        "secondarySystemGroupedBackgroundColor": "#ffffffff", "labelColor": "#000000ff",
        "secondaryLabelColor": "#3c3c4399", "tertiaryLabelColor": "#3c3c434c", "placeholderTextColor": "#3c3c434c",
        "separatorColor": "#3c3c4349", "opaqueSeparatorColor": "#c6c6c8ff", "linkColor": "#007affff",
        "systemBlueColor": "#007affff", "systemGreenColor": "#34c759ff", "systemRedColor": "#ff3b30ff",
        "systemOrangeColor": "#ff9500ff", "systemYellowColor": "#ffcc00ff", "systemPinkColor": "#ff2d55ff",
        "systemPurpleColor": "#af52deff", "systemTealColor": "#5ac8faff", "systemIndigoColor": "#5856d6ff",
        "systemGrayColor": "#8e8e93ff", "systemGray2Color": "#aeaeb2ff", "systemGray3Color": "#c7c7ccff",
        "systemGray4Color": "#d1d1d6ff", "systemGray5Color": "#e5e5eaff", "systemGray6Color": "#f2f2f7ff",
        "systemFillColor": "#78788033", "tintColor": "#007affff",
    ]

    /// The colours of `cocoaTouchSystemColor`, before iOS 13.
    static let legacyColors: [String: String] = [
        "whiteColor": "#ffffffff", "blackColor": "#000000ff", "darkTextColor": "#000000ff",
        "lightTextColor": "#ffffff99", "groupTableViewBackgroundColor": "#efeff4ff", "clearColor": "#00000000",
        "tableCellGroupedBackgroundColor": "#ffffffff", "scrollViewTexturedBackgroundColor": "#6f7179ff",
    ]
}
