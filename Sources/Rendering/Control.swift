/// A UIKit control drawn in a view's bounds, as Interface Builder shows it: a few shapes, not a
/// pixel copy of iOS.
public enum Control: Hashable, Sendable {
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
    /// `UIActivityIndicatorView`: spokes.
    case activityIndicator
    /// `UIImageView`: a placeholder with the image's name (strut has no app's images).
    case image(name: String)
}
