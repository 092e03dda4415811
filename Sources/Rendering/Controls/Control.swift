/// A UIKit control drawn in a view's bounds, as Interface Builder shows it: a few shapes, not a
/// pixel copy of iOS.
package enum Control: Hashable, Sendable {
    /// `UISwitch`: a pill, green when on, with its knob.
    case toggle(on: Bool)
    /// `UISlider`: a track filled up to `value` (0...1) and a thumb.
    case slider(value: Double)
    /// `UISegmentedControl`: segments with their titles, one selected.
    case segmented(titles: [String], selected: Int)
    /// `UIStepper`: minus and plus.
    case stepper
    /// `UIProgressView`: a thin track filled up to `value` (0...1).
    case progress(value: Double)
    /// `UIPageControl`: a dot per page, the current one dark.
    case pageControl(pages: Int, current: Int)
    /// `UIPickerView` or a wheels `UIDatePicker`: rows on a wheel, the middle one in a grey band
    /// (Interface Builder's sample rows; the app's come from its data source).
    case picker(rows: [String])
    /// `UIActivityIndicatorView`: spokes.
    case activityIndicator
    /// `UIImageView`: a placeholder with the image's name (strut has no app's images).
    case image(name: String)
    /// An SF Symbol, drawn by its open stand-in in its colour (``SymbolStandIn``).
    case symbol(SymbolImage)
    /// A view of a custom class strut cannot draw (a chart, a designable): a dashed outline and
    /// its class's name, as Xcode's canvas shows a designable before it builds.
    case customView(className: String)
    /// `UIVisualEffectView` with a blur: a translucent material by `UIBlurEffect.Style`'s name,
    /// over what is behind it (strut tints, it does not blur).
    case material(style: String)
    /// A button's image (strut has no app's images nor SF Symbols): a picture glyph in the
    /// title's colour, centred, so that an image-only button is never an empty rectangle.
    case glyph(color: Color?)
    /// `UISearchBar`: a rounded field with a magnifying glass and its placeholder.
    case searchBar(placeholder: String)
    /// `UITableViewCell`: its separator along the bottom, inset on the leading side by
    /// `separatorInset` (nil: none), and its accessory (`disclosureIndicator`, `checkmark`,
    /// `detailButton`, `detailDisclosureButton`) at the trailing side.
    case tableCell(separatorInset: Double?, accessory: String?)
    /// `UINavigationBar`: its title centred, bar button items on either side.
    case navigationBar(BarContent)
    /// `UIToolbar`: its items spread along it.
    case toolbar(items: [BarItem])
    /// `UITabBar`: its items side by side, the selected one in the tint colour.
    case tabBar(items: [BarItem], selected: Int)
    /// The status bar Interface Builder simulates above a scene: the time and the battery.
    case statusBar
}

/// What a navigation bar shows.
package struct BarContent: Hashable, Sendable {
    package var title: String
    package var leading: [BarItem]
    package var trailing: [BarItem]

    package init(title: String, leading: [BarItem] = [], trailing: [BarItem] = []) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
    }
}

/// A bar button item or tab bar item: its title, and whether it shows an image (drawn as a
/// placeholder glyph).
package struct BarItem: Hashable, Sendable {
    package var title: String
    package var hasImage: Bool
    /// The SF Symbol its image is (a system item's too), if it is one.
    package var symbol: String?
    /// `style="done"`: bold.
    package var isProminent: Bool

    package init(title: String, hasImage: Bool = false, isProminent: Bool = false, symbol: String? = nil) {
        self.title = title
        self.hasImage = hasImage
        self.isProminent = isProminent
        self.symbol = symbol
    }
}
