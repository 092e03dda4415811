import AutoLayout

/// A value read from a scene file with where it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A scene file as written, every key typed and located; ``SceneBuilder`` turns it into views
/// and constraints.
public struct SceneDocument {
    public var file: String
    public var title: String?
    public var canvas: CanvasSpec
    public var root: ViewSpec
    public var constraints: [ConstraintSpec]
    public var states: [StateSpec]
    /// Named animations between states (§1.7).
    public var animations: [AnimationSpec] = []
    /// The variations the scene is checked and drawn in, if it lists them.
    public var vary: VarySpec?

    public init(
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

public struct CanvasSpec {
    /// The size as written; nil when a device gives it.
    public var size: Size?
    public var device: Device?
    public var landscape = false
    /// Pixels per point for raster output.
    public var scale = 2.0
    public var direction = LayoutDirection.leftToRight
    public var background: Located<String>?
    /// The person's text size: what text styles (`font: body`) are sized by.
    public var contentSize = ContentSizeCategory.large
    public var location: SourceLocation

    public init(size: Size?, device: Device?, location: SourceLocation) {
        self.size = size
        self.device = device
        self.location = location
    }
}

/// How a view looks; colours stay strings here and are read by the renderer's colour parser.
public struct StyleSpec {
    public var background: Located<String>?
    public var borderWidth = 0.0
    public var borderColor: Located<String>?
    public var cornerRadius = 0.0
    public var alpha = 1.0
    public var clipsToBounds = false
    public var textColor: Located<String>?
    /// What controls, text views and documents' views have, out of line (nil while all are as
    /// they start): every view of a scene has a style, kept by the document and by the scene.
    private var details: Details?

    /// UIKit's `UIView.ContentMode` names.
    public static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft", "topRight",
        "bottomLeft", "bottomRight",
    ]

    public init() {}

    public var textAlignment: String? {
        get { details.flatMap { $0.textAlignment } }
        set { writableDetails.textAlignment = newValue }
    }

    /// UIKit's `contentMode` name (`left`, `scaleToFill`, …); nil is UIView's default.
    public var contentMode: String? {
        get { details.flatMap { $0.contentMode } }
        set { writableDetails.contentMode = newValue }
    }

    /// A control drawn in the bounds.
    public var control: ControlSpec? {
        get { details.flatMap { $0.control } }
        set { writableDetails.control = newValue }
    }

    /// Room between the bounds and the text (a text field's, a button's content insets).
    public var textInsets: EdgeInsets {
        get { details?.textInsets ?? .zero }
        set { writableDetails.textInsets = newValue }
    }

    /// Text drawn smaller, rather than truncated, when it overflows: a document's frames were
    /// sized for San Francisco.
    public var shrinksTextToFit: Bool {
        get { details?.shrinksTextToFit ?? false }
        set { writableDetails.shrinksTextToFit = newValue }
    }

    /// A table or collection view whose content UIKit scrolls below the bars.
    public var adjustsContentBelowBars: Bool {
        get { details?.adjustsContentBelowBars ?? false }
        set { writableDetails.adjustsContentBelowBars = newValue }
    }

    /// A text view's text: from the top, wrapped.
    public var textFlowsFromTop: Bool {
        get { details?.textFlowsFromTop ?? false }
        set { writableDetails.textFlowsFromTop = newValue }
    }

    /// What the view tells VoiceOver; nil leaves it to the view's kind.
    public var accessibility: AccessibilitySpec? {
        get { details.flatMap { $0.accessibility } }
        set { writableDetails.accessibility = newValue }
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
        var accessibility: AccessibilitySpec? = nil

        init() {}

        init(copying other: Details) {
            textAlignment = other.textAlignment
            contentMode = other.contentMode
            control = other.control
            textInsets = other.textInsets
            shrinksTextToFit = other.shrinksTextToFit
            adjustsContentBelowBars = other.adjustsContentBelowBars
            textFlowsFromTop = other.textFlowsFromTop
            accessibility = other.accessibility
        }
    }
}

public struct ViewSpec {
    public var id: Located<String>
    public var style = StyleSpec()
    public var text: TextContent?
    public var subviews: [ViewSpec] = []
    public var guides: [Located<String>] = []
    /// `isHidden`: laid out, not drawn; collapsed in a stack.
    public var hidden = false
    /// False when `intrinsicSize` stands for the text's size (documents whose fonts strut lacks).
    public var measuresText = true
    /// Constraints written inside the view, where `superview` names its superview.
    public var constraints: [ConstraintSpec] = []
    /// The properties most views leave as they are, out of line (nil while all are): a view spec
    /// was 880 bytes, and a large scene keeps and copies hundreds of thousands.
    private var layout: Layout?

    public init(id: Located<String>) {
        self.id = id
    }

    public var intrinsicSize: Size? {
        get { layout.flatMap { $0.intrinsicSize } }
        set { writableLayout.intrinsicSize = newValue }
    }
    public var hugging: (LayoutPriority, LayoutPriority)? {
        get { layout.flatMap { $0.hugging } }
        set { writableLayout.hugging = newValue }
    }
    public var compressionResistance: (LayoutPriority, LayoutPriority)? {
        get { layout.flatMap { $0.compressionResistance } }
        set { writableLayout.compressionResistance = newValue }
    }
    public var margins: DirectionalEdgeInsets? {
        get { layout.flatMap { $0.margins } }
        set { writableLayout.margins = newValue }
    }
    public var safeArea: DirectionalEdgeInsets? {
        get { layout.flatMap { $0.safeArea } }
        set { writableLayout.safeArea = newValue }
    }
    /// `insetsLayoutMarginsFromSafeArea`: false measures the margins from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layout?.insetsLayoutMarginsFromSafeArea ?? true }
        set { writableLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }
    public var frame: Rect? {
        get { layout.flatMap { $0.frame } }
        set { writableLayout.frame = newValue }
    }
    public var autoresizing: AutoresizingMask {
        get { layout?.autoresizing ?? [] }
        set { writableLayout.autoresizing = newValue }
    }
    public var translatesAutoresizingMask: Bool? {
        get { layout.flatMap { $0.translatesAutoresizingMask } }
        set { writableLayout.translatesAutoresizingMask = newValue }
    }
    public var autoresizesSubviews: Bool {
        get { layout?.autoresizesSubviews ?? true }
        set { writableLayout.autoresizesSubviews = newValue }
    }
    public var transform: AffineTransform {
        get { layout?.transform ?? .identity }
        set { writableLayout.transform = newValue }
    }
    /// Makes the view a stack view; its subviews are then its arranged subviews.
    public var stack: StackSpec? {
        get { layout.flatMap { $0.stack } }
        set { writableLayout.stack = newValue }
    }
    /// In a stack: `setCustomSpacing(_:after:)` for this view.
    public var customSpacingAfter: Located<Double>? {
        get { layout.flatMap { $0.customSpacingAfter } }
        set { writableLayout.customSpacingAfter = newValue }
    }
    /// In a stack: false for an ordinary subview, not arranged.
    public var arranged: Located<Bool>? {
        get { layout.flatMap { $0.arranged } }
        set { writableLayout.arranged = newValue }
    }
    /// How far the frame reaches past the alignment rectangle (controls of documents).
    public var alignmentRectInsets: EdgeInsets {
        get { layout?.alignmentRectInsets ?? .zero }
        set { writableLayout.alignmentRectInsets = newValue }
    }
    /// A scroll view: the views inside it get no safe area from the root's unsafe area.
    public var scrollsContent: Bool {
        get { layout?.scrollsContent ?? false }
        set { writableLayout.scrollsContent = newValue }
    }
    /// The size classes the view is installed in (`when:`); nil installs it in all.
    public var when: Located<SizeClassCondition>? {
        get { layout.flatMap { $0.when } }
        set { writableLayout.when = newValue }
    }
    /// A control's text placed in its height, its baselines with it (`contentVerticalAlignment`);
    /// nil for a label.
    public var contentVerticalAlignment: ContentVerticalAlignment? {
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
public struct StackSpec {
    public var axis = LayoutAxis.horizontal
    public var distribution = StackView.Distribution.fill
    public var alignment = StackView.Alignment.fill
    /// Points, or `StackView.spacingUseSystem`.
    public var spacing = 0.0
    public var baselineRelative = false
    public var layoutMarginsRelative = false
    /// What size classes change (`variations:`), applied over the properties above.
    public var variations: [SizeClassVariation<[StackChange]>] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// One entry of a `constraints` list, in any of the four forms.
public struct ConstraintSpec {
    public enum Form {
        /// `button1.leading == root.leadingMargin + 20 @750`
        case equation(Located<String>)
        /// `visual: "H:|-[a]-|"` with options and metrics.
        case visual(Located<String>, options: [Located<String>], metrics: [String: Double])
        /// NSLayoutConstraint's own fields (out of line: they are rare, and large).
        indirect case fields(FieldsSpec)
    }

    public var form: Form {
        didSet { equation = nil }
    }
    /// The name states and diagnostics use (`id:`).
    public var id: Located<String>? {
        get { named?.id }
        set { named = Named.make(id: newValue, when: when, variations: variations) }
    }
    public var location: SourceLocation
    /// The view whose `constraints` list holds this one (for `superview`), nil at top level.
    public var scope: String?
    /// The size classes the constraint is installed in (`when:`); nil installs it in all.
    public var when: Located<SizeClassCondition>? {
        get { named?.when }
        set { named = Named.make(id: id, when: newValue, variations: variations) }
    }
    /// The constant in some size classes (`variations:`); not on a VFL string.
    public var variations: [SizeClassVariation<ConstraintChange>] {
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

    public init(form: Form, id: Located<String>? = nil, location: SourceLocation, scope: String? = nil) {
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

public struct FieldsSpec {
    public var item: Located<String>
    public var attribute: Located<String>
    public var relation: LayoutRelation
    public var toItem: Located<String>?
    public var toAttribute: Located<String>?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    public init(
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
public struct StateSpec {
    public var name: Located<String>
    public var changes: [Located<StateChange>]

    package init(name: Located<String>, changes: [Located<StateChange>]) {
        self.name = name
        self.changes = changes
    }
}

public enum StateChange {
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
public enum StackChange {
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
    public var resolvedSize: Size {
        if let size { return landscape && device == nil ? Size(width: size.height, height: size.width) : size }
        return (device ?? Device.named("iphone-se")!).size(landscape: landscape)
    }
}
