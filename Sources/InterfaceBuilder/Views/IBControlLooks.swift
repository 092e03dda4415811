import AutoLayout
import SceneModel

/// How buttons, text fields, cells and bars look, read from the attributes Interface Builder's
/// Attributes inspector writes: only the drawing, never the layout.
struct IBControlLooks {
    let colors: IBColors
    /// UIKit's default tint (`systemBlue`).
    static let tint = "#007affff"

    /// A button: its title in the tint colour (white for a custom button, as UIKit's default),
    /// or in its configuration's style (Xcode 13's `buttonConfiguration`: `filled` on the tint,
    /// `tinted` on a pale tint, `gray`, `plain`); an image-only button shows a placeholder glyph.
    func button(_ element: XMLElementNode, _ style: inout StyleSpec) {
        let at = element.location
        let normal = element.child("state", key: "normal")
        let configuration = element.child("buttonConfiguration")
        let tint = colors.color(element, key: "tintColor") ?? IBControlLooks.tint
        var title = normal.flatMap { colors.color($0, key: "titleColor") }
            ?? (element["buttonType"] == nil && configuration == nil ? "#ffffffff" : tint)
        if let configuration { title = configured(configuration, tint: tint, &style) }
        if let text = colors.color(element, key: "textColor") { title = text }
        style.textColor = Located(title, at: at)
        if IBText.text(of: element)?.isEmpty ?? true, IBControlLooks.hasImage(element) {
            let color = title == "#ffffffff" && style.background == nil ? tint : title
            if let symbol = IBSymbols.symbol(of: element) {
                style.textColor = Located(color, at: at)
                style.control = .symbol(name: symbol.name, scale: symbol.scale, weight: symbol.weight, fitsView: false)
            } else {
                style.control = .glyph(color: color)
            }
        }
    }

    /// A configuration's background and corners by its style; returns its title's colour.
    private func configured(_ configuration: XMLElementNode, tint: String, _ style: inout StyleSpec) -> String {
        let at = configuration.location
        let base = colors.color(configuration, key: "baseBackgroundColor")
        let foreground = colors.color(configuration, key: "baseForegroundColor")
        let background = configuration.child("backgroundConfiguration").flatMap { colors.color($0, key: "backgroundColor") }
        let title: String
        switch configuration["style"] ?? "plain" {
        case "filled":
            style.background = Located(background ?? base ?? tint, at: at)
            title = foreground ?? "#ffffffff"
        case "tinted":
            style.background = Located(background ?? base ?? IBControlLooks.pale(tint), at: at)
            title = foreground ?? tint
        case "gray":
            style.background = Located(background ?? base ?? "#7676801f", at: at)
            title = foreground ?? tint
        default:
            title = foreground ?? tint
            if let background { style.background = Located(background, at: at) }
        }
        if style.background != nil { style.cornerRadius = max(style.cornerRadius, IBControlLooks.cornerRadius(configuration)) }
        return title
    }

    /// Whether a button shows an image: in its normal state, its configuration, or a system
    /// button type drawn with one (info, detail disclosure, contact add).
    static func hasImage(_ element: XMLElementNode) -> Bool {
        if ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(element["buttonType"] ?? "") { return true }
        if element.child("state", key: "normal")?["image"] != nil { return true }
        guard let configuration = element.child("buttonConfiguration") else { return false }
        return configuration["image"] != nil || configuration.child("imageReference") != nil
    }

    /// The configuration's corner style: `capsule` is round-ended, `small` 4, `large` 12, the
    /// others (`dynamic`, `medium`, `fixed` without a radius) 6.
    static func cornerRadius(_ configuration: XMLElementNode) -> Double {
        if let fixed = configuration.child("backgroundConfiguration")?["cornerRadius"].flatMap(Double.init), fixed.isFinite {
            return min(fixed, SceneLimits.largestNumber)
        }
        switch configuration["cornerStyle"] {
        case "capsule": return 1000
        case "small": return 4
        case "large": return 12
        default: return 6
        }
    }

    /// The tint at 15%, as the `tinted` style's background.
    static func pale(_ hex: String) -> String {
        hex.count == 9 ? String(hex.prefix(7)) + "26" : hex
    }

    /// A text field's border style: `roundedRect` white with a light grey hairline and rounded
    /// corners (the default in Xcode's library), `line` a dark line, `bezel` a grey one; its
    /// text 7 points in from a rounded border, 2 from the others.
    func textField(_ element: XMLElementNode, _ style: inout StyleSpec) {
        let at = element.location
        switch element["borderStyle"] {
        case "roundedRect":
            style.borderWidth = 1
            style.borderColor = Located("#c7c7ccff", at: at)
            style.cornerRadius = 5
            if style.background == nil { style.background = Located("#ffffffff", at: at) }
            style.textInsets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        case "line", "bezel":
            style.borderWidth = 1
            style.borderColor = Located(element["borderStyle"] == "line" ? "#000000bf" : "#8e8e93ff", at: at)
            style.textInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        default: break
        }
    }

    /// The rows Interface Builder shows in a picker: Californian towns for a picker view, dates
    /// or times for a date picker by its mode.
    static func pickerRows(_ element: XMLElementNode) -> [String] {
        guard element.name == "datePicker" else { return ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"] }
        switch element["datePickerMode"] {
        case "time": return ["7   39", "8   40   AM", "9   41   PM", "10   42", "11   43"]
        case "date": return ["April   7   2024", "May   8   2025", "June   9   2026", "July   10   2027", "August   11   2028"]
        case "countDownTimer": return ["0   38", "1 hour   39 min", "2   40", "3   41", "4   42"]
        default: return ["Sat Jun 7   7   39", "Sun Jun 8   8   40   AM", "Today   9   41   PM", "Tue Jun 10   10   42", "Wed Jun 11   11   43"]
        }
    }

    /// A navigation bar, toolbar, tab bar or search bar placed as a view in the document.
    static func bar(_ element: XMLElementNode) -> ControlSpec? {
        switch element.name {
        case "navigationBar":
            guard let item = element.child("items")?.children("navigationItem").last else { return .navigationBar(title: "", leading: [], trailing: []) }
            return IBBarItems.navigationBar(item)
        case "toolbar": return .toolbar(items: element.child("items").map { $0.children("barButtonItem") }.map(IBBarItems.items) ?? [])
        case "tabBar":
            let items = element.child("items")?.children("tabBarItem").map(IBBarItems.tabItem) ?? []
            return .tabBar(items: items, selected: 0)
        case "searchBar": return .searchBar(placeholder: element["placeholder"] ?? "")
        default: return nil
        }
    }
}
