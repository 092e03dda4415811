import Rendering

/// What a view is to VoiceOver and to the audit, by its UIKit class: a label speaks its text, a
/// button, text field or other control is interactive, an image view needs a label of its own.
package enum AccessibilityRole: String, Sendable {
    /// `UILabel`, or a scene file's view with text.
    case label
    /// `UIButton`.
    case button
    /// `UITextField`, `UITextView` or `UISearchBar`.
    case textField
    /// `UISwitch`, `UISlider`, `UISegmentedControl`, `UIStepper`, `UIPageControl`.
    case control
    /// `UIImageView`.
    case image
    /// Any other view: an element only when it says so (a label, traits, `isElement`).
    case view

    /// The role of a storyboard's or xib's element, by its name (`label`, `button`, `switch`, …).
    package init(documentElement name: String) {
        switch name {
        case "label": self = .label
        case "button": self = .button
        case "textField", "textView", "searchBar": self = .textField
        case "switch", "slider", "segmentedControl", "stepper", "pageControl": self = .control
        case "imageView": self = .image
        default: self = .view
        }
    }

    /// The role of a scene file's view: by its control, else a label when it has text.
    package init(control: Control?, hasText: Bool) {
        switch control {
        case .toggle, .slider, .segmented, .stepper, .pageControl: self = .control
        case .image: self = .image
        case .searchBar: self = .textField
        default: self = hasText ? .label : .view
        }
    }

    /// Whether a person acts on it: what `hitRegion` measures.
    package var isInteractive: Bool { self == .button || self == .textField || self == .control }
}
