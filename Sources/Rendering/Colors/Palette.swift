/// The colours of everything a render adds to the views: the page, captions and the constraint
/// annotations, for one theme.
///
/// Constraints follow Interface Builder: blue when satisfied, red in a conflict, orange for an
/// ambiguous view.
package struct Palette: Hashable, Sendable {
    /// Around the panels (padding, title, legend).
    package var page: Color
    /// A panel without a scene background.
    package var panel: Color
    /// The hairline around each panel when the page shows around it.
    package var panelBorder: Color
    /// Titles and a label's text without a colour of its own.
    package var text: Color
    /// Panel captions, view names and the legend's words.
    package var secondaryText: Color
    /// Behind small captions, so that they read over any view.
    package var captionBackground: Color
    package var constraint: Color
    package var conflict: Color
    package var ambiguous: Color
    package var guide: Color
    package var margins: Color
    package var unsafeArea: Color
    /// The untransformed rectangle of a transformed view, and clear views' outlines.
    package var ghost: Color
    /// The reported `frame` (bounding box) of a transformed view.
    package var frameBox: Color
    /// Text on a constraint badge.
    package var badgeText: Color
    /// Under constraint marks and around badges, so that they read over views of any colour.
    package var halo: Color

    /// The palette of a theme.
    package static func standard(for theme: Theme) -> Palette {
        switch theme {
        case .light: light
        case .dark: dark
        }
    }

    static let light = Palette(
        page: Color(242, 242, 247), panel: .white, panelBorder: Color(198, 198, 200), text: .black,
        secondaryText: Color(99, 99, 102), captionBackground: Color(white: 1, alpha: 0.85),
        constraint: Color(0, 122, 255), conflict: Color(255, 59, 48), ambiguous: Color(255, 149, 0),
        guide: Color(175, 82, 222), margins: Color(52, 199, 89, 0.13), unsafeArea: Color(142, 142, 147, 0.18),
        ghost: Color(142, 142, 147), frameBox: Color(88, 86, 214), badgeText: .white, halo: Color(white: 1, alpha: 0.75))

    static let dark = Palette(
        page: Color(28, 28, 30), panel: .black, panelBorder: Color(72, 72, 74), text: .white,
        secondaryText: Color(174, 174, 178), captionBackground: Color(0, 0, 0, 0.75),
        constraint: Color(10, 132, 255), conflict: Color(255, 69, 58), ambiguous: Color(255, 159, 10),
        guide: Color(191, 90, 242), margins: Color(48, 209, 88, 0.2), unsafeArea: Color(142, 142, 147, 0.25),
        ghost: Color(142, 142, 147), frameBox: Color(94, 92, 230), badgeText: .white, halo: Color(white: 0, alpha: 0.6))
}
