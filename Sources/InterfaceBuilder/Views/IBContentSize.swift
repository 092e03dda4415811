import AutoLayout

/// Which elements UIKit sizes by their content, and on which axes: their intrinsic content
/// size has a width, a height, or both.
enum IBContentSize {
    static let bothAxes: Set<String> = [
        "label", "button", "switch", "stepper", "segmentedControl", "activityIndicatorView", "pageControl", "textField",
        "datePicker", "pickerView",
    ]
    static let heightOnly: Set<String> = ["slider", "progressView", "navigationBar", "toolbar", "tabBar", "searchBar"]

    /// How far a control's frame reaches past its alignment rectangle, as the frames Interface
    /// Builder saves show: a switch 2 points on the right, a slider 2 on each side and 1 below, a
    /// segmented control 1 below.
    static func alignmentRectInsets(of element: XMLElementNode) -> EdgeInsets {
        alignmentRectInsets(ofType: element.name)
    }

    static func alignmentRectInsets(ofType type: String) -> EdgeInsets {
        switch type {
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: .zero
        }
    }

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
