import LayoutValues

/// How a view looks: what a scene file says about a view besides its layout.
///
/// The defaults are UIView's: no background (clear), no border, opaque, not clipping.
public struct ViewStyle: Hashable, Sendable {
    /// The fill of the bounds; nil draws nothing, as UIView's default `backgroundColor`.
    public var background: Color?
    /// Drawn inside the bounds, above the subviews, as `CALayer.borderWidth`.
    public var borderWidth: Double
    /// Black when nil, as `CALayer.borderColor`.
    public var borderColor: Color?
    /// Rounds the background and border; clips the subviews too when ``clipsToBounds``.
    public var cornerRadius: Double
    /// The opacity of the view and its subviews as a group.
    public var alpha: Double
    public var clipsToBounds: Bool
    /// The text's colour; nil is UIKit's `label` colour for the theme.
    public var textColor: Color?
    public var textAlignment: TextAlignment
    /// A control drawn in the bounds (a document's switch, slider, image view, ...).
    public var control: Control?
    /// How the content sits in bounds of another size (an animation's frames).
    public var contentMode: ContentMode
    /// Room between the bounds and the text (a text field's or a button's content insets).
    public var textInsets: EdgeInsets = .zero
    /// Draws text that overflows its bounds smaller, down to 3/4 of its size, instead of
    /// truncating it: a document's frames were sized for San Francisco, which strut's stand-in
    /// is wider than.
    public var shrinksTextToFit = false
    /// A table or collection view under the bars: its content is drawn scrolled below them, as
    /// UIKit's automatic content inset adjustment shows it (the frames are the layout's).
    public var adjustsContentBelowBars = false
    /// Text set from the top, wrapped over as many lines as it needs, as a text view shows it
    /// (a label's is centred vertically).
    public var textFlowsFromTop = false

    public init(
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
