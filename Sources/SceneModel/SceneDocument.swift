import AutoLayout

/// A value read from a scene file with where it was written.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A scene file as written, every key typed and located; ``SceneBuilder`` turns it into views
/// and constraints.
package struct SceneDocument {
    package var file: String
    package var title: String?
    package var canvas: CanvasSpec
    package var root: ViewSpec
    package var constraints: [ConstraintSpec]
    package var states: [StateSpec]
    /// Named animations between states (§1.7).
    package var animations: [AnimationSpec] = []
    /// The variations the scene is checked and drawn in, if it lists them.
    package var vary: VarySpec?

    package init(
        file: String, title: String?, canvas: CanvasSpec, root: ViewSpec, constraints: [ConstraintSpec],
        states: [StateSpec] = []
    ) {
        self.file = file
        self.title = title
        self.canvas = canvas
        self.root = root
        self.constraints = constraints
        self.states = states
    }
}

package struct CanvasSpec {
    /// The size as written; nil when a device gives it.
    package var size: Size?
    package var device: Device?
    package var landscape = false
    /// Pixels per point for raster output.
    package var scale = 2.0
    package var direction = LayoutDirection.leftToRight
    package var background: Located<String>?
    /// The person's text size: what text styles (`font: body`) are sized by.
    package var contentSize = ContentSizeCategory.large
    package var location: SourceLocation

    package init(size: Size?, device: Device?, location: SourceLocation) {
        self.size = size
        self.device = device
        self.location = location
    }
}

/// How a view looks; colours stay strings here and are read by the renderer's colour parser.
package struct StyleSpec {
    package var background: Located<String>?
    package var borderWidth = 0.0
    package var borderColor: Located<String>?
    package var cornerRadius = 0.0
    package var alpha = 1.0
    package var clipsToBounds = false
    package var textColor: Located<String>?
    /// What controls, text views and documents' views have, out of line (nil while all are as
    /// they start): every view of a scene has a style, kept by the document and by the scene.
    private var details: Details?

    /// UIKit's `UIView.ContentMode` names.
    package static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight",
        "bottomLeft", "bottomRight",
    ]

    package init() {}

    package var textAlignment: String? {
        get { details.flatMap { $0.textAlignment } }
        set { writableDetails.textAlignment = newValue }
    }

    /// UIKit's `contentMode` name (`left`, `scaleToFill`, …); nil is UIView's default.
    package var contentMode: String? {
        get { details.flatMap { $0.contentMode } }
        set { writableDetails.contentMode = newValue }
    }

    /// A control drawn in the bounds.
    package var control: ControlSpec? {
        get { details.flatMap { $0.control } }
        set { writableDetails.control = newValue }
    }

    /// Room between the bounds and the text (a text field's, a button's content insets).
    package var textInsets: EdgeInsets {
        get { details?.textInsets ?? .zero }
        set { writableDetails.textInsets = newValue }
    }

    /// Text drawn smaller, rather than truncated, when it overflows: a document's frames were
    /// sized for San Francisco.
    package var shrinksTextToFit: Bool {
        get { details?.shrinksTextToFit ?? false }
        set { writableDetails.shrinksTextToFit = newValue }
    }

    /// A table or collection view whose content UIKit scrolls below the bars.
    package var adjustsContentBelowBars: Bool {
        get { details?.adjustsContentBelowBars ?? false }
        set { writableDetails.adjustsContentBelowBars = newValue }
    }

    /// A text view's text: from the top, wrapped.
    package var textFlowsFromTop: Bool {
        get { details?.textFlowsFromTop ?? false }
        set { writableDetails.textFlowsFromTop = newValue }
    }

    /// `details`, made or copied first when another style shares it.
    private var writableDetails: Details {
        mutating get {
            if details == nil {
                details = Details()
            } else if !isKnownUniquelyReferenced(&details) {
                details = Details(copying: details!)
            }
            return details!
        }
    }

    private final class Details {
        var textAlignment: String? = nil
        var contentMode: String? = nil
        var control: ControlSpec? = nil
        var textInsets: EdgeInsets = .zero
        var shrinksTextToFit: Bool = false
        var adjustsContentBelowBars: Bool = false
        var textFlowsFromTop: Bool = false

        init() {}

        init(copying other: Details) {
            textAlignment = other.textAlignment
            contentMode = other.contentMode
            control = other.control
            textInsets = other.textInsets
            shrinksTextToFit = other.shrinksTextToFit
            adjustsContentBelowBars = other.adjustsContentBelowBars
            textFlowsFromTop = other.textFlowsFromTop
        }
    }
}

package struct ViewSpec {
    package var id: Located<String>
    package var style = StyleSpec()
    package var text: TextContent?
    package var subviews: [ViewSpec] = []
    package var guides: [Located<String>] = []
    /// `isHidden`: laid out, not drawn; collapsed in a stack.
    package var hidden = false
    /// False when `intrinsicSize` stands for the text's size (documents whose fonts strut lacks).
    package var measuresText = true
    /// Constraints written inside the view, where `superview` names its superview.
    package var constraints: [ConstraintSpec] = []
    /// The properties most views leave as they are, out of line (nil while all are): a view spec
    /// was 880 bytes, and a large scene keeps and copies hundreds of thousands.
    private var layout: Layout?

    package init(id: Located<String>) {
        self.id = id
    }

    package var intrinsicSize: Size? {
        get { layout.flatMap { $0.intrinsicSize } }
        set { writableLayout.intrinsicSize = newValue }
    }
    package var hugging: (LayoutPriority, LayoutPriority)? {
        get { layout.flatMap { $0.hugging } }
        set { writableLayout.hugging = newValue }
    }
    package var compressionResistance: (LayoutPriority, LayoutPriority)? {
        get { layout.flatMap { $0.compressionResistance } }
        set { writableLayout.compressionResistance = newValue }
    }
    package var margins: DirectionalEdgeInsets? {
        get { layout.flatMap { $0.margins } }
        set { writableLayout.margins = newValue }
    }
    package var safeArea: DirectionalEdgeInsets? {
        get { layout.flatMap { $0.safeArea } }
        set { writableLayout.safeArea = newValue }
    }
    /// `insetsLayoutMarginsFromSafeArea`: false measures the margins from the bounds.
    package var insetsLayoutMarginsFromSafeArea: Bool {
        get { layout?.insetsLayoutMarginsFromSafeArea ?? true }
        set { writableLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }
    package var frame: Rect? {
        get { layout.flatMap { $0.frame } }
        set { writableLayout.frame = newValue }
    }
    package var autoresizing: AutoresizingMask {
        get { layout?.autoresizing ?? [] }
        set { writableLayout.autoresizing = newValue }
    }
    package var translatesAutoresizingMask: Bool? {
        get { layout.flatMap { $0.translatesAutoresizingMask } }
        set { writableLayout.translatesAutoresizingMask = newValue }
    }
    package var autoresizesSubviews: Bool {
        get { layout?.autoresizesSubviews ?? true }
        set { writableLayout.autoresizesSubviews = newValue }
    }
    package var transform: AffineTransform {
        get { layout?.transform ?? .identity }
        set { writableLayout.transform = newValue }
    }
    /// Makes the view a stack view; its subviews are then its arranged subviews.
    package var stack: StackSpec? {
        get { layout.flatMap { $0.stack } }
        set { writableLayout.stack = newValue }
    }
    /// In a stack: `setCustomSpacing(_:after:)` for this view.
    package var customSpacingAfter: Located<Double>? {
        get { layout.flatMap { $0.customSpacingAfter } }
        set { writableLayout.customSpacingAfter = newValue }
    }
    /// In a stack: false for an ordinary subview, not arranged.
    package var arranged: Located<Bool>? {
        get { layout.flatMap { $0.arranged } }
        set { writableLayout.arranged = newValue }
    }
    /// How far the frame reaches past the alignment rectangle (controls of documents).
    package var alignmentRectInsets: EdgeInsets {
        get { layout?.alignmentRectInsets ?? .zero }
        set { writableLayout.alignmentRectInsets = newValue }
    }
    /// A scroll view: the views inside it get no safe area from the root's unsafe area.
    package var scrollsContent: Bool {
        get { layout?.scrollsContent ?? false }
        set { writableLayout.scrollsContent = newValue }
    }
    /// The size classes the view is installed in (`when:`); nil installs it in all.
    package var when: Located<SizeClassCondition>? {
        get { layout.flatMap { $0.when } }
        set { writableLayout.when = newValue }
    }
    /// A control's text placed in its height, its baselines with it (`contentVerticalAlignment`);
    /// nil for a label.
    package var contentVerticalAlignment: ContentVerticalAlignment? {
        get { layout.flatMap { $0.contentVerticalAlignment } }
        set { writableLayout.contentVerticalAlignment = newValue }
    }

    /// `layout`, made or copied first when another spec shares it.
    private var writableLayout: Layout {
        mutating get {
            if layout == nil {
                layout = Layout()
            } else if !isKnownUniquelyReferenced(&layout) {
                layout = Layout(copying: layout!)
            }
            return layout!
        }
    }

    private final class Layout {
        var intrinsicSize: Size? = nil
        var hugging: (LayoutPriority, LayoutPriority)? = nil
        var compressionResistance: (LayoutPriority, LayoutPriority)? = nil
        var margins: DirectionalEdgeInsets? = nil
        var safeArea: DirectionalEdgeInsets? = nil
        var insetsLayoutMarginsFromSafeArea: Bool = true
        var frame: Rect? = nil
        var autoresizing: AutoresizingMask = []
        var translatesAutoresizingMask: Bool? = nil
        var autoresizesSubviews: Bool = true
        var transform: AffineTransform = .identity
        var stack: StackSpec? = nil
        var customSpacingAfter: Located<Double>? = nil
        var arranged: Located<Bool>? = nil
        var alignmentRectInsets: EdgeInsets = .zero
        var scrollsContent: Bool = false
        var when: Located<SizeClassCondition>? = nil
        var contentVerticalAlignment: ContentVerticalAlignment? = nil

        init() {}

        init(copying other: Layout) {
            intrinsicSize = other.intrinsicSize
            hugging = other.hugging
            compressionResistance = other.compressionResistance
            margins = other.margins
            safeArea = other.safeArea
            insetsLayoutMarginsFromSafeArea = other.insetsLayoutMarginsFromSafeArea
            frame = other.frame
            autoresizing = other.autoresizing
            translatesAutoresizingMask = other.translatesAutoresizingMask
            autoresizesSubviews = other.autoresizesSubviews
            transform = other.transform
            stack = other.stack
            customSpacingAfter = other.customSpacingAfter
            arranged = other.arranged
            alignmentRectInsets = other.alignmentRectInsets
            scrollsContent = other.scrollsContent
            when = other.when
            contentVerticalAlignment = other.contentVerticalAlignment
        }
    }
}

/// `stack:` on a view: a UIStackView's properties.
package struct StackSpec {
    package var axis = LayoutAxis.horizontal
    package var distribution = StackView.Distribution.fill
    package var alignment = StackView.Alignment.fill
    /// Points, or `StackView.spacingUseSystem`.
    package var spacing = 0.0
    package var baselineRelative = false
    package var layoutMarginsRelative = false
    /// What size classes change (`variations:`), applied over the properties above.
    package var variations: [SizeClassVariation<[StackChange]>] = []
    package var location: SourceLocation

    package init(location: SourceLocation) {
        self.location = location
    }
}

/// One entry of a `constraints` list, in any of the four forms.
package struct ConstraintSpec {
    package enum Form {
        /// `button1.leading == root.leadingMargin + 20 @750`
        case equation(Located<String>)
        /// `visual: "H:|-[a]-|"` with options and metrics.
        case visual(Located<String>, options: [Located<String>], metrics: [String: Double])
        /// NSLayoutConstraint's own fields (out of line: they are rare, and large).
        indirect case fields(FieldsSpec)
    }

    package var form: Form {
        didSet { equation = nil }
    }
    /// The name states and diagnostics use (`id:`).
    package var id: Located<String>? {
        get { named?.id }
        set { named = Named.make(id: newValue, when: when, variations: variations) }
    }
    package var location: SourceLocation
    /// The view whose `constraints` list holds this one (for `superview`), nil at top level.
    package var scope: String?
    /// The size classes the constraint is installed in (`when:`); nil installs it in all.
    package var when: Located<SizeClassCondition>? {
        get { named?.when }
        set { named = Named.make(id: id, when: newValue, variations: variations) }
    }
    /// The constant in some size classes (`variations:`); not on a VFL string.
    package var variations: [SizeClassVariation<ConstraintChange>] {
        get { named?.variations ?? [] }
        set { named = Named.make(id: id, when: when, variations: newValue) }
    }
    /// An equation form as parsed when the file was read (for its syntax errors), so that building
    /// does not parse it again; nil for the other forms, and once `form` is changed.
    var equation: Equation?
    /// The id, the condition and the variations, out of line: most constraints have none, and a
    /// large scene keeps hundreds of thousands of specs.
    private(set) var named: Named?

    final class Named {
        let id: Located<String>?
        let when: Located<SizeClassCondition>?
        let variations: [SizeClassVariation<ConstraintChange>]

        private init(id: Located<String>?, when: Located<SizeClassCondition>?, variations: [SizeClassVariation<ConstraintChange>]) {
            self.id = id
            self.when = when
            self.variations = variations
        }

        static func make(
            id: Located<String>?, when: Located<SizeClassCondition>?, variations: [SizeClassVariation<ConstraintChange>]
        ) -> Named? {
            id == nil && when == nil && variations.isEmpty ? nil : Named(id: id, when: when, variations: variations)
        }
    }

    package init(form: Form, id: Located<String>? = nil, location: SourceLocation, scope: String? = nil) {
        self.init(form: form, id: id, location: location, scope: scope, equation: nil)
    }

    package init(form: Form, id: Located<String>?, location: SourceLocation, scope: String?, equation: Equation?) {
        self.form = form
        self.location = location
        self.scope = scope
        self.equation = equation
        named = Named.make(id: id, when: nil, variations: [])
    }
}

package struct FieldsSpec {
    package var item: Located<String>
    package var attribute: Located<String>
    package var relation: LayoutRelation
    package var toItem: Located<String>?
    package var toAttribute: Located<String>?
    package var multiplier: Double
    package var constant: Double
    package var priority: LayoutPriority

    package init(
        item: Located<String>, attribute: Located<String>, relation: LayoutRelation, toItem: Located<String>?,
        toAttribute: Located<String>?, multiplier: Double, constant: Double, priority: LayoutPriority
    ) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// A named variation of the base scene.
package struct StateSpec {
    package var name: Located<String>
    package var changes: [Located<StateChange>]

    package init(name: Located<String>, changes: [Located<StateChange>]) {
        self.name = name
        self.changes = changes
    }
}

package enum StateChange {
    case constant(target: String, Double)
    case priority(target: String, LayoutPriority)
    case active(target: String, Bool)
    case transform(target: String, AffineTransform)
    case hidden(target: String, Bool)
    /// A view's alpha, from 0 to 1.
    case alpha(target: String, Double)
    /// A view's background colour, as written.
    case background(target: String, Located<String>)
    /// A stack view's property, or an arranged view's custom spacing.
    case stack(target: String, StackChange)
}

/// A change of a stack view's arrangement in a state.
package enum StackChange {
    case axis(LayoutAxis)
    case distribution(StackView.Distribution)
    case alignment(StackView.Alignment)
    case spacing(Double)
    case baselineRelative(Bool)
    case layoutMarginsRelative(Bool)
    /// On an arranged view: the spacing after it.
    case customSpacingAfter(Double)
}

extension CanvasSpec {
    package init(location: SourceLocation) {
        self.init(size: nil, device: nil, location: location)
    }

    /// The canvas size: as written, else the device's (turned for landscape), else iphone-se's.
    package var resolvedSize: Size {
        if let size { return landscape && device == nil ? Size(width: size.height, height: size.width) : size }
        return (device ?? Device.named("iphone-se")!).size(landscape: landscape)
    }
}
