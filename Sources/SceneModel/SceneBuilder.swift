import AutoLayout
import VisualFormat

/// Turns a ``SceneDocument`` into a ``LoadedScene``: views, guides, then constraints in the order
/// written; names are resolved and Apple's rules checked here, each failure located.
package struct SceneBuilder {
    let document: SceneDocument
    let textMeasurer: TextMeasuring
    let device: Device?
    let landscape: Bool

    private var viewsByID: [String: View] = [:]
    private var guidesByID: [String: LayoutGuide] = [:]
    private var allViews: [View] = []
    private var allGuides: [LayoutGuide] = []
    private var styles = StyleTable()
    /// The views, guides and named constraints whose `when:` the size classes drawn do not meet.
    var uninstalled: Set<String> = []
    /// The priorities written on the named constraints left out, for the states that change them.
    var leftOutPriorities: [String: LayoutPriority] = [:]

    /// - Parameter device: shows the scene on this device instead of its own canvas.
    package init(_ document: SceneDocument, textMeasurer: TextMeasuring, device: Device? = nil, landscape: Bool? = nil) {
        self.document = document
        self.textMeasurer = textMeasurer
        self.device = device ?? document.canvas.device
        self.landscape = landscape ?? document.canvas.landscape
    }

    package mutating func build() throws(SceneError) -> LoadedScene {
        let count = document.root.viewCount
        viewsByID.reserveCapacity(count)
        styles.reserveCapacity(count)
        allViews.reserveCapacity(count)
        // The specs are read where they are, by pointer: a spec passed by value was copied.
        let rootSpec = document.root
        let root = try withUnsafePointer(to: rootSpec) { spec throws(SceneError) in try makeView(spec, superview: nil) }
        configureRoot(root)
        let engine = LayoutEngine(
            root: root, canvasSize: canvasSize, direction: document.canvas.direction, textMeasurer: textMeasurer)
        var made = MadeConstraints()
        made.all.reserveCapacity(document.constraints.count)
        try withUnsafePointer(to: rootSpec) { spec throws(SceneError) in try makeViewConstraints(spec, into: &made) }
        try document.constraints.withUnsafeBufferPointer { specs throws(SceneError) in
            // `pointee` lends the spec; a buffer's subscript would copy it.
            for index in specs.indices { try make(specs.baseAddress! + index, scope: nil, into: &made) }
        }
        let constraints = made.all, named = made.named
        LayoutConstraint.activate(constraints)
        let scene = LoadedScene(
            document: document, engine: engine, views: allViews, guides: allGuides, constraints: constraints, named: named,
            styles: styles, device: device, viewsByID: viewsByID, uninstalled: uninstalled,
            leftOutPriorities: leftOutPriorities)
        for state in document.states { try validateTargets(state, scene) }
        return scene
    }

    private var canvasSize: Size {
        if let device, device != document.canvas.device || document.canvas.size == nil { return device.size(landscape: landscape) }
        return document.canvas.resolvedSize
    }

    private func configureRoot(_ root: View) {
        let spec = document.root
        root.layoutMargins = spec.margins ?? DirectionalEdgeInsets(all: device?.rootMargins ?? 8)
        root.safeAreaInsets = spec.safeArea ?? device?.safeArea(landscape: landscape) ?? .zero
        root.designedFrame = Rect(origin: .zero, size: document.canvas.resolvedSize)
    }

    // MARK: Views

    private mutating func makeView(_ spec: UnsafePointer<ViewSpec>, superview: View?) throws(SceneError) -> View {
        try register(spec.pointee.id)
        // Not `stack.map { … }`: its closure took a copy of the builder for every view.
        let view: View
        if let stack = spec.pointee.stack {
            view = StackView(spec.pointee.id.value, stack.resolved(in: sizeClasses))
        } else {
            view = View(spec.pointee.id.value)
        }
        superview?.addSubview(view)
        allViews.append(view)
        styles.set(spec.pointee.style, for: spec.pointee.id.value)
        if let text = spec.pointee.text { try SceneLimits.checkText(text.text, at: spec.pointee.id.location) }
        try SceneLimits.checkTexts(of: spec.pointee.style.control, at: spec.pointee.id.location)
        view.text = spec.pointee.text?.styled(at: document.canvas.contentSize)
        view.measuresText = spec.pointee.measuresText
        view.contentVerticalAlignment = spec.pointee.contentVerticalAlignment
        view.alignmentRectInsets = spec.pointee.alignmentRectInsets
        view.scrollsContent = spec.pointee.scrollsContent
        if let size = spec.pointee.intrinsicSize { view.intrinsicContentSize = size }
        if let (h, v) = spec.pointee.hugging { view.contentHuggingPriority = (h, v) }
        if let (h, v) = spec.pointee.compressionResistance { view.contentCompressionResistancePriority = (h, v) }
        if let margins = spec.pointee.margins { view.layoutMargins = margins }
        if let safe = spec.pointee.safeArea { view.safeAreaInsets = safe }
        view.insetsLayoutMarginsFromSafeArea = spec.pointee.insetsLayoutMarginsFromSafeArea
        view.designedFrame = spec.pointee.frame
        view.autoresizingMask = spec.pointee.autoresizing
        view.translatesAutoresizingMaskIntoConstraints = spec.pointee.translatesAutoresizingMask ?? (spec.pointee.frame != nil)
        view.autoresizesSubviews = spec.pointee.autoresizesSubviews
        view.transform = spec.pointee.transform
        view.isHidden = spec.pointee.hidden
        for g in spec.pointee.guides {
            try register(g)
            let guide = LayoutGuide(g.value)
            view.addLayoutGuide(guide)
            guidesByID[g.value] = guide
            allGuides.append(guide)
        }
        viewsByID[spec.pointee.id.value] = view
        // The specs are read where they are: copying each of a large scene's cost more than the rest.
        // The size classes read once: a non-mutating call on the builder captured by this
        // closure copied the builder for every view.
        let classes = sizeClasses
        try spec.pointee.subviews.withUnsafeBufferPointer { subviews throws(SceneError) in
            for index in subviews.indices {
                let sub = subviews.baseAddress! + index
                guard Self.isInstalled(sub.pointee.when, in: classes) else {
                    try leaveOut(sub.pointee)
                    continue
                }
                let subview = try makeView(sub, superview: view)
                guard let stack = view as? StackView, sub.pointee.arranged?.value != false else { continue }
                stack.addArrangedSubview(subview)
                if let spacing = sub.pointee.customSpacingAfter { stack.setCustomSpacing(spacing.value, after: subview) }
            }
        }
        return view
    }

    func register(_ id: Located<String>) throws(SceneError) {
        guard viewsByID[id.value] == nil && guidesByID[id.value] == nil && !uninstalled.contains(id.value) else {
            throw SceneError("duplicate id '\(id.value)'", at: id.location)
        }
    }

    // MARK: Constraints

    /// The constraints made so far, in the order written, and those with an id.
    private struct MadeConstraints {
        var all: [LayoutConstraint] = []
        var named: [String: LayoutConstraint] = [:]
    }

    /// The constraints written in `view` and in its subviews, depth first: each view's own first.
    private mutating func makeViewConstraints(_ view: UnsafePointer<ViewSpec>, into made: inout MadeConstraints) throws(SceneError) {
        if !view.pointee.constraints.isEmpty {
            let scope = view.pointee.id.value
            try view.pointee.constraints.withUnsafeBufferPointer { specs throws(SceneError) in
                for index in specs.indices { try make(specs.baseAddress! + index, scope: scope, into: &made) }
            }
        }
        let classes = sizeClasses  // as in `makeView`
        try view.pointee.subviews.withUnsafeBufferPointer { subviews throws(SceneError) in
            for index in subviews.indices {
                let subview = subviews.baseAddress! + index
                if Self.isInstalled(subview.pointee.when, in: classes) {
                    try makeViewConstraints(subview, into: &made)
                } else {
                    try leaveOutViewConstraints(subview.pointee, into: &made)
                }
            }
        }
    }

    /// The constraints written in a view left out and in its subviews: none installed, each
    /// checked and its id kept, as a constraint left out by its own `when:` is.
    private mutating func leaveOutViewConstraints(_ view: ViewSpec, into made: inout MadeConstraints) throws(SceneError) {
        for spec in view.constraints { try leaveOut(spec, scope: view.id.value, into: &made) }
        for subview in view.subviews { try leaveOutViewConstraints(subview, into: &made) }
    }

    /// A constraint not installed: its names checked, its id kept unique and known to states.
    private mutating func leaveOut(_ spec: ConstraintSpec, scope: String?, into made: inout MadeConstraints) throws(SceneError) {
        let priority = try checkNames(spec, scope: scope)
        if let id = spec.id {
            guard made.named[id.value] == nil, uninstalled.insert(id.value).inserted else {
                throw SceneError("duplicate constraint id '\(id.value)'", at: id.location)
            }
            leftOutPriorities[id.value] = priority
        }
    }

    /// - Parameter spec: the spec where it is in the document: passed by value, each spec was copied.
    private mutating func make(_ spec: UnsafePointer<ConstraintSpec>, scope: String?, into made: inout MadeConstraints) throws(SceneError) {
        guard try isInstalled(spec) else { return try leaveOut(spec.pointee, scope: scope, into: &made) }
        // Appended where they stay: an array for each constraint's one was an allocation per constraint.
        let first = made.all.count
        try makeConstraints(spec, scope: scope, into: &made.all)
        let constraints = first..<made.all.count
        // The stored parts only: a computed property of `pointee` (`id`, `variations`) copies the spec.
        let named = spec.pointee.named
        if let named, let constant = named.variations.applying(in: sizeClasses).last?.constant {
            for index in constraints { made.all[index].constant = constant }
        }
        if let id = named?.id {
            guard constraints.count == 1 else {
                throw SceneError("an id names one constraint; this VFL string makes \(constraints.count)", at: id.location)
            }
            guard made.named[id.value] == nil, !uninstalled.contains(id.value) else {
                throw SceneError("duplicate constraint id '\(id.value)'", at: id.location)
            }
            guard viewsByID[id.value] == nil && guidesByID[id.value] == nil else {
                throw SceneError("'\(id.value)' is already the id of a view or guide", at: id.location)
            }
            made.all[first].identifier = id.value
            made.named[id.value] = made.all[first]
        }
    }

    /// Appends the constraints `spec` makes to `all`, each with the spec's place in the file.
    private func makeConstraints(_ spec: UnsafePointer<ConstraintSpec>, scope: String?, into all: inout [LayoutConstraint]) throws(SceneError) {
        let first = all.count
        switch spec.pointee.form {
        case .equation(let text): all.append(try equationConstraint(text, spec.pointee.equation, scope: scope))
        case .fields(let fields): all.append(try fieldsConstraint(fields, scope: scope))
        case .visual(let format, let options, let metrics): all += try visualConstraints(format, options, metrics)
        }
        for index in first..<all.count {
            let c = all[index]
            var source = c.source ?? ConstraintSource()
            source.file = spec.pointee.location.file
            source.line = spec.pointee.location.line
            source.column = spec.pointee.location.column
            c.source = source
        }
    }

    /// - Parameter parsed: the equation parsed from `text` when the file was read, if it was.
    private func equationConstraint(_ text: Located<String>, _ parsed: Equation?, scope: String?) throws(SceneError) -> LayoutConstraint {
        let eq: Equation
        if let parsed { eq = parsed } else { eq = try EquationParser.parse(text) }
        let first = try item(eq.first.item(in: text.location), scope: scope, in: text.value)
        let secondName = eq.second.map { $0.attribute(in: text.location) }
        let firstAttribute = try attribute(eq.first.attribute(in: text.location), beside: secondName.flatMap { Self.attributeNames[$0.value] })
        var second: LayoutItem? = nil
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let operand = eq.second, let secondName {
            second = try item(operand.item(in: text.location), scope: scope, in: text.value)
            secondAttribute = try attribute(secondName, beside: firstAttribute)
        }
        let c = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: eq.relation, toItem: second, attribute: secondAttribute,
            multiplier: eq.multiplier, constant: eq.constant, priority: eq.priority)
        try validate(c, at: text.location, text: text.value)
        return c
    }

    private func fieldsConstraint(_ f: FieldsSpec, scope: String?) throws(SceneError) -> LayoutConstraint {
        let first = try item(f.item, scope: scope)
        let firstAttribute = try attribute(f.attribute, beside: f.toAttribute.flatMap { Self.attributeNames[$0.value] })
        let second = try f.toItem.map { l throws(SceneError) in try item(l, scope: scope) }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let a = f.toAttribute { secondAttribute = try attribute(a, beside: firstAttribute) }
        if second != nil && secondAttribute == .notAnAttribute {
            throw SceneError("'toItem' needs 'toAttribute'", at: f.toItem!.location)
        }
        let c = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: f.relation, toItem: second, attribute: secondAttribute,
            multiplier: f.multiplier, constant: f.constant, priority: f.priority)
        try validate(c, at: f.item.location, text: nil)
        return c
    }

    /// - Parameter standIns: names of views left out, given views of their own in a container of
    ///   their own so that a string naming them is parsed (and its constraints not validated, as
    ///   the views are not in the scene).
    private func visualConstraints(
        _ format: Located<String>, _ options: [Located<String>], _ metrics: [String: Double], standingInFor standIns: Set<String> = []
    ) throws(SceneError) -> [LayoutConstraint] {
        var parsedOptions: VisualFormatOptions = []
        for option in options {
            guard let value = VisualFormatOptions(name: option.value) else {
                throw SceneError("unknown VFL option '\(option.value)'\(didYouMean(option.value, visualFormatOptionNames))", at: option.location)
            }
            parsedOptions.formUnion(value)
        }
        var items: [String: LayoutItem] = [:]
        for (id, view) in viewsByID { items[id] = view }
        for (id, guide) in guidesByID { items[id] = guide }
        let container = View("")
        for id in standIns {
            let standIn = View(id)
            container.addSubview(standIn)
            items[id] = standIn
        }
        let made: [LayoutConstraint]
        do throws(VisualFormatError) {
            made = try VisualFormat.constraints(withVisualFormat: format.value, options: parsedOptions, metrics: metrics, views: items)
        } catch {
            throw SceneError(error.message, at: format.location.advanced(by: error.column), detail: error.description)
        }
        for c in made {
            if standIns.isEmpty { try validate(c, at: format.location, text: format.value) }
            // The equation syntax's range, which Apple's grammar does not have.
            guard abs(c.constant) <= 1e7 else {
                throw SceneError("the constant \(c.constant) in '\(format.value)' is over 10000000", at: format.location)
            }
        }
        return made
    }

    private func validate(_ c: LayoutConstraint, at location: SourceLocation, text: String?) throws(SceneError) {
        do throws(LayoutError) {
            try c.validate()
        } catch {
            throw SceneError(error.description, at: location)
        }
    }

    /// The items and attributes of a constraint not installed in the size classes drawn, checked
    /// as an installed one's are, so that a misspelt name is found whatever the orientation drawn.
    /// - Returns: the priority written, which a state may not move between required and optional.
    @discardableResult
    private func checkNames(_ spec: ConstraintSpec, scope: String?) throws(SceneError) -> LayoutPriority {
        let priority: LayoutPriority
        var operands: [(item: Located<String>, attribute: Located<String>?)] = []
        switch spec.form {
        case .equation(let text):
            let equation: Equation
            if let parsed = spec.equation { equation = parsed } else { equation = try EquationParser.parse(text) }
            let start = text.location
            operands = [(equation.first.item(in: start), equation.first.attribute(in: start))]
                + (equation.second.map { [($0.item(in: start), $0.attribute(in: start))] } ?? [])
            priority = equation.priority
        case .fields(let fields):
            operands = [(fields.item, fields.attribute)] + (fields.toItem.map { [($0, fields.toAttribute)] } ?? [])
            priority = fields.priority
        case .visual(let format, let options, let metrics):
            let made = try visualConstraints(format, options, metrics, standingInFor: uninstalled)
            if let id = spec.id, made.count != 1 {
                throw SceneError("an id names one constraint; this VFL string makes \(made.count)", at: id.location)
            }
            return made.first?.priority ?? .required
        }
        for (item, attribute) in operands {
            if let attribute { _ = try self.attribute(attribute) }
            let base = item.value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? item.value
            // A view left out was never added to its superview: 'superview' in its constraints names nothing to check.
            let leftOut = uninstalled.contains(base) || (base == "superview" && scope.map(uninstalled.contains) == true)
            if !leftOut { _ = try self.item(item, scope: scope) }
        }
        return priority
    }

    /// `root`, `superview`, an id, or `id.margins` / `id.safeArea`.
    private func item(_ name: Located<String>, scope: String?, in constraint: String? = nil) throws(SceneError) -> LayoutItem {
        if !name.value.isEmpty, !name.value.utf8.contains(UInt8(ascii: ".")) {  // most items: no parts to split
            return try baseItem(name.value, name.location, scope: scope, in: constraint)
        }
        let parts = name.value.dotSeparatedParts
        guard let first = parts.first, !first.isEmpty, !parts.contains(where: \.isEmpty) else {
            throw SceneError("'\(name.value)' is not an item; use an id, 'root', 'superview', 'X.margins' or 'X.safeArea'", at: name.location)
        }
        let base = try baseItem(first, name.location, scope: scope, in: constraint)
        guard parts.count > 1 else { return base }
        guard parts.count == 2, let view = base as? View else {
            throw SceneError("'\(name.value)' is not an item; use an id, 'root', 'superview', 'X.margins' or 'X.safeArea'", at: name.location)
        }
        switch parts[1] {
        case "margins": return view.layoutMarginsGuide
        case "safeArea": return view.safeAreaLayoutGuide
        default:
            let location = name.location.advanced(by: parts[0].count + 1)
            if let ours = Self.uikitGuideNames[parts[1]] {
                throw SceneError("'\(parts[1])' is UIKit's name; a scene says '\(parts[0]).\(ours)' (did you mean '\(ours)'?)", at: location)
            }
            throw SceneError(
                "'\(parts[1])' is not a guide of \(parts[0])\(didYouMean(parts[1], ["margins", "safeArea"])), or not an attribute", at: location)
        }
    }

    private func baseItem(_ name: String, _ location: SourceLocation, scope: String?, in constraint: String?) throws(SceneError)
        -> LayoutItem
    {
        if name == "root" { return viewsByID[document.root.id.value]! }
        if name == "superview" {
            guard let scope, let superview = viewsByID[scope]?.superview else {
                throw SceneError("'superview' only means something in a view's own constraints (and the root has none)", at: location)
            }
            return superview
        }
        if let view = viewsByID[name] { return view }
        if let guide = guidesByID[name] { return guide }
        let known = Array(viewsByID.keys) + Array(guidesByID.keys) + ["root"]
        let context = constraint.map { " in constraint '\($0)'" } ?? ""
        throw SceneError("unknown view '\(name)'\(context)\(didYouMean(name, known))", at: location)
    }

    /// - Parameter other: the attribute on the constraint's other side, if it has one: a misspelt
    ///   name is matched first to the attributes of its kind (nil: a size, as a constant alone sets).
    private func attribute(_ name: Located<String>, beside other: LayoutAttribute? = nil) throws(SceneError) -> LayoutAttribute {
        guard let attribute = Self.attributeNames[name.value] else {
            // UIKit's anchors (`topAnchor`) and guides (`safeAreaLayoutGuide`) where a scene
            // names the attribute or strut's guide.
            if name.value.hasSuffix("Anchor"), Self.attributeNames[String(name.value.dropLast("Anchor".count))] != nil {
                let ours = String(name.value.dropLast("Anchor".count))
                throw SceneError("'\(name.value)' is UIKit's anchor; a scene names the attribute (did you mean '\(ours)'?)", at: name.location)
            }
            if let ours = Self.uikitGuideNames[name.value] {
                throw SceneError("'\(name.value)' is UIKit's name; a scene says 'X.\(ours).top' (did you mean '\(ours)'?)", at: name.location)
            }
            let known = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
            let hint = didYouMean(name.value, known) { Self.kindRank($0, beside: other) }
            throw SceneError("unknown attribute '\(name.value)'\(hint)", at: name.location)
        }
        return attribute
    }

    /// 0 for an attribute of the other side's kind (a size beside a size, an edge or center on the
    /// same axis), more the less it fits; without another side, sizes first.
    static func kindRank(_ candidate: String, beside other: LayoutAttribute?) -> Int {
        guard let attribute = attributeNames[candidate] else { return 2 }
        guard let other, other != .notAnAttribute else { return attribute.isDimension ? 0 : 1 }
        return (attribute.isDimension == other.isDimension ? 0 : 1) + (attribute.axis == other.axis ? 0 : 1)
    }

    /// UIKit's names of a view's guides, and what a scene calls them.
    static let uikitGuideNames = ["safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins"]

    /// The attributes by the names a scene may write: Apple's, and two aliases.
    static let attributeNames: [String: LayoutAttribute] = {
        var names: [String: LayoutAttribute] = ["baseline": .lastBaseline, "centerXWithinMargin": .centerXWithinMargins]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute { names[attribute.rawValue] = attribute }
        return names
    }()

    private func validateTargets(_ state: StateSpec, _ scene: LoadedScene) throws(SceneError) {
        for change in state.changes where !uninstalled.contains(change.value.target) {
            switch change.value {
            case .constant(let t, _), .priority(let t, _), .active(let t, _):
                guard scene.namedConstraints[t] != nil else {
                    throw SceneError(
                        "unknown constraint '\(t)'\(didYouMean(t, Array(scene.namedConstraints.keys))) in state '\(state.name.value)'",
                        at: change.location)
                }
            case .transform(let t, _), .hidden(let t, _), .stack(let t, _), .alpha(let t, _), .background(let t, _):
                guard scene.view(t) != nil else {
                    throw SceneError("unknown view '\(t)'\(didYouMean(t, scene.views.map(\.identifier))) in state '\(state.name.value)'", at: change.location)
                }
                try scene.checkStackChange(change)
            }
        }
    }
}

/// The option names a scene may give a VFL string.
let visualFormatOptionNames = [
    "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
    "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline", "alignAllFirstBaseline", "alignAllBaseline",
    "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft", "spacingEdgeToEdge",
    "spacingBaselineToBaseline",
]

extension StackView {
    /// A stack view configured as a scene file's `stack:` says.
    convenience init(_ identifier: String, _ spec: StackSpec) {
        self.init(identifier)
        axis = spec.axis
        distribution = spec.distribution
        alignment = spec.alignment
        spacing = spec.spacing
        isBaselineRelativeArrangement = spec.baselineRelative
        isLayoutMarginsRelativeArrangement = spec.layoutMarginsRelative
    }
}

extension ViewSpec {
    /// The view and all the views under it.
    var viewCount: Int {
        // Read in place: `reduce` copied every subview's spec.
        subviews.withUnsafeBufferPointer { subviews in
            var count = 1
            for index in subviews.indices { count += Self.viewCount(subviews.baseAddress! + index) }
            return count
        }
    }

    /// The views under a spec read where it is: a method called on `pointee` copies the spec.
    private static func viewCount(_ spec: UnsafePointer<ViewSpec>) -> Int {
        spec.pointee.subviews.withUnsafeBufferPointer { subviews in
            var count = 1
            for index in subviews.indices { count += viewCount(subviews.baseAddress! + index) }
            return count
        }
    }
}
