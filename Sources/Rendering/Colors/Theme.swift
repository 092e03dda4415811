/// The appearance a render uses: UIKit's light or dark user interface style.
///
/// The theme picks the dark variants of dynamic colours (``Color/resolved(for:)``) and the
/// ``Palette`` of the page and the annotations.
package enum Theme: String, CaseIterable, Sendable {
    case light
    case dark
}
