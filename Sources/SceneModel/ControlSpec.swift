/// A UIKit control a view draws (`control: { kind: slider, value: 0.3 }`), as documents have them.
package enum ControlSpec: Equatable, Sendable {
    case toggle(on: Bool)
    case slider(value: Double)
    case segmented(titles: [String], selected: Int)
    case stepper
    case progress(value: Double)
    case pageControl(pages: Int, current: Int)
    case activityIndicator
    case image(name: String)
    /// A view of a custom class strut cannot draw: its class's name in its frame, as Xcode's
    /// canvas shows a designable before it builds.
    case customView(className: String)
    /// A visual effect view's blur (`<blurEffect style="systemMaterial"/>`): a translucent
    /// material by its `UIBlurEffect.Style` name.
    case material(style: String)
    /// An SF Symbol (`image="trash" catalog="system"`): its name, `UIImage.SymbolScale` and
    /// `UIImage.SymbolWeight` by name (nil: medium, regular), fitted to an image view or at its
    /// point size on a button; drawn in the view's text colour, else the tint.
    case symbol(name: String, scale: String?, weight: String?, fitsView: Bool)
    /// A picker's sample rows.
    case picker(rows: [String])
    /// A button's image: a placeholder glyph in the title's colour.
    case glyph(color: String?)
    case searchBar(placeholder: String)
    /// A table view cell's separator (nil: none) and accessory.
    case tableCell(separatorInset: Double?, accessory: String?)
    case navigationBar(title: String, leading: [BarItemSpec], trailing: [BarItemSpec])
    case toolbar(items: [BarItemSpec])
    case tabBar(items: [BarItemSpec], selected: Int)
    /// The status bar Interface Builder simulates above a view controller.
    case statusBar
}

extension ControlSpec {
    /// `UIImage.SymbolScale`'s and `UIImage.SymbolWeight`'s names, as a scene and a document write them.
    package static let symbolScales = ["small", "medium", "large"]
    /// `UIBlurEffect.Style`'s names.
    package static let blurStyles = [
        "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial",
        "systemThickMaterial", "systemChromeMaterial", "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
        "systemThickMaterialLight", "systemChromeMaterialLight", "systemUltraThinMaterialDark", "systemThinMaterialDark",
        "systemMaterialDark", "systemThickMaterialDark", "systemChromeMaterialDark",
    ]
    package static let symbolWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
}

/// A bar button item or a tab bar item, as a document has it.
package struct BarItemSpec: Equatable, Sendable {
    package var title: String
    package var hasImage: Bool
    package var isProminent: Bool
    /// The SF Symbol its image is (a system item's too), if it is one.
    package var symbol: String?

    package init(title: String, hasImage: Bool = false, isProminent: Bool = false, symbol: String? = nil) {
        self.title = title
        self.hasImage = hasImage
        self.isProminent = isProminent
        self.symbol = symbol
    }
}

extension ControlSpec {
    /// Every text the control draws: segment titles, an image's name, a picker's rows, a search
    /// bar's placeholder, bar items' and a navigation bar's titles.
    package var texts: [String] {
        switch self {
        case .segmented(let titles, _): titles
        case .image(let name), .customView(let name), .symbol(let name, _, _, _): [name]
        case .picker(let rows): rows
        case .searchBar(let placeholder): [placeholder]
        case .navigationBar(let title, let leading, let trailing): [title] + (leading + trailing).map(\.title)
        case .toolbar(let items), .tabBar(let items, _): items.map(\.title)
        case .toggle, .slider, .stepper, .progress, .pageControl, .activityIndicator, .glyph, .tableCell, .statusBar, .material: []
        }
    }
}
