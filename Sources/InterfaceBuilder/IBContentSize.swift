/// Which elements UIKit sizes by their content, and on which axes: their intrinsic content
/// size has a width, a height, or both.
enum IBContentSize {
    static let bothAxes: Set<String> = [
        "label", "button", "switch", "stepper", "segmentedControl", "activityIndicatorView", "pageControl", "textField",
        "datePicker", "pickerView",
    ]
    static let heightOnly: Set<String> = ["slider", "progressView", "navigationBar", "toolbar", "tabBar", "searchBar"]

    /// The axes with an intrinsic metric: an image view's when it shows an image, a text view's
    /// when it does not scroll.
    static func axes(of element: XMLElementNode) -> (horizontal: Bool, vertical: Bool) {
        switch element.name {
        case let name where bothAxes.contains(name): return (true, true)
        case let name where heightOnly.contains(name): return (false, true)
        case "imageView": return element["image"] != nil ? (true, true) : (false, false)
        case "textView": return element["scrollEnabled"] == "NO" ? (true, true) : (false, false)
        default: return (false, false)
        }
    }
}
