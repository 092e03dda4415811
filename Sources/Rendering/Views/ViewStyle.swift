import LayoutValues

/// How a view looks: what a scene file says about a view besides its layout.
///
/// The defaults are UIView's: no background (clear), no border, opaque, not clipping.
package struct ViewStyle: Hashable, Sendable {
    /// The fill of the bounds; nil draws nothing, as UIView's default `backgroundColor`.
    package var background: Color?
    /// Drawn inside the bounds, above the subviews, as `CALayer.borderWidth`.
    package var borderWidth: Double
    /// Black when nil, as `CALayer.borderColor`.
    package var borderColor: Color?
    /// Rounds the background and border; clips the subviews too when ``clipsToBounds``.
    package var cornerRadius: Double
    /// The opacity of the view and its subviews as a group.
    package var alpha: Double
    package var clipsToBounds: Bool
    /// The text's colour; nil is UIKit's `label` colour for the theme.
    package var textColor: Color?
    package var textAlignment: TextAlignment
    /// A control drawn in the bounds (a document's switch, slider, image view, ...).
    package var control: Control?
    /// How the content sits in bounds of another size (an animation's frames).
    package var contentMode: ContentMode
    /// Room between the bounds and the text (a text field's or a button's content insets).
    package var textInsets: EdgeInsets = .zero
    /// Draws text that overflows its bounds smaller, down to 3/4 of its size, instead of
    /// truncating it: a document's frames were sized for San Francisco, which strut's stand-in
    /// is wider than.
    package var shrinksTextToFit = false
    /// A table or collection view under the bars: its content is drawn scrolled below them, as
    /// UIKit's automatic content inset adjustment shows it (the frames are the layout's).
    package var adjustsContentBelowBars = false
    /// Text set from the top, wrapped over as many lines as it needs, as a text view shows it
    /// (a label's is centred vertically).
    package var textFlowsFromTop = false

    package init(
        background: Color? = nil, borderWidth: Double = 0, borderColor: Color? = nil, cornerRadius: Double = 0,
        alpha: Double = 1, clipsToBounds: Bool = false, textColor: Color? = nil, textAlignment: TextAlignment = .natural,
        control: Control? = nil, contentMode: ContentMode = .scaleToFill, textInsets: EdgeInsets = .zero, shrinksTextToFit: Bool = false,
        adjustsContentBelowBars: Bool = false, textFlowsFromTop: Bool = false
    ) {
        self.textFlowsFromTop = textFlowsFromTop
        self.adjustsContentBelowBars = adjustsContentBelowBars
        self.control = control
        self.contentMode = contentMode
        self.textInsets = textInsets
        self.shrinksTextToFit = shrinksTextToFit
        self.background = background
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.textColor = textColor
        self.textAlignment = textAlignment
    }
}
