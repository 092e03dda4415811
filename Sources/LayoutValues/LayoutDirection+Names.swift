extension LayoutDirection {
    /// The names a direction may be written by: UIKit's (`leftToRight`, `rightToLeft`) and the
    /// short ones CSS's `dir` and most people use (`ltr`, `rtl`).
    package init?(named name: String) {
        switch name {
        case "ltr", "LTR": self = .leftToRight
        case "rtl", "RTL": self = .rightToLeft
        default: self.init(rawValue: name)
        }
    }

    /// The names a direction is written by, for messages: UIKit's first.
    package static let spelledNames = ["leftToRight", "rightToLeft", "ltr", "rtl"]
}
