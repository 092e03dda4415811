import AutoLayout
import SceneModel

/// Reads one scene's view tree: each element with a frame becomes a ``ViewSpec`` keyed by its
/// object id, and the constraints written under each view are collected with their owner.
struct IBViewReader {
    let colors: IBColors
    let measureText: Bool
    /// The margins of the content view of a table view cell as wide as the number given.
    let cellContentMargins: (Double) -> DirectionalEdgeInsets
    /// Whether the scene is laid out as at run time rather than as on Xcode's canvas.
    var runtime = false
    /// Whether labels in text styles follow the content size drawn: measured with strut's fonts
    /// at their style's size, instead of taking the size Xcode saved at the default text size.
    var followsContentSize = false
    /// Whether labels keep their text style though they keep their saved size (`convert`, which
    /// writes `font: body` so that the scene follows `--content-size` as the document does).
    var keepsTextStyles = false
    private(set) var views: [String: IBViewInfo] = [:]
    private(set) var order: [String] = []
    /// `<constraints>` elements and the view that owns them, in document order.
    private(set) var constraintLists: [(owner: String, element: XMLElementNode)] = []
    /// Layout guides' ids and what they stand for: `X.safeArea`, `X.margins`, or a guide of their own.
    private(set) var guideAliases: [String: String] = [:]
    /// Content layout guides of scroll views: guide id and its scroll view's id.
    private(set) var contentGuides: [(guide: String, scrollView: String)] = []
    /// The scroll views in ``contentGuides``: a search of the list for each made 80,000 quadratic.
    private var guidedScrollViews: Set<String> = []
    /// Each view's superview, by id.
    private(set) var parents: [String: String] = [:]
    /// Views of a custom class (`customClass`) that strut gives no intrinsic size: their class
    /// may size them by its own drawing on Xcode's canvas (an `@IBDesignable`).
    private(set) var customClassViews: Set<String> = []
    /// The views that preserve their superview's margins (`preservesSuperviewLayoutMargins`),
    /// but cells' content views, which are given their cell's.
    private(set) var preservingMargins: Set<String> = []
    /// The margins the document gives its scroll views (and table, collection and text views), by id.
    private(set) var scrollViewMargins: [String: DirectionalEdgeInsets] = [:]

    /// The scroll views (and table, collection and text views) whose content area constraints
    /// to their edges attach to.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    init(colors: IBColors, measureText: Bool, cellContentMargins: @escaping (Double) -> DirectionalEdgeInsets) {
        self.colors = colors
        self.measureText = measureText
        self.cellContentMargins = cellContentMargins
    }

    /// The accessory of the cell whose content view is being read.
    private var parentAccessory: String?
    /// The saved width of the cell whose content view is being read.
    private var parentCellWidth: Double?

    /// The view an element describes, with everything under it.
    ///
    /// - Parameter parentID: the superview's id, which names a cell's content view that has none
    ///   (`CELL.contentView`).
    mutating func view(_ element: XMLElementNode, parentType: String?, parentID: String? = nil) throws(SceneError) -> ViewSpec {
        guard let id = element["id"] ?? parentID.flatMap({ parent in element["key"].map { "\(parent).\($0)" } }) else {
            throw element.error("a <\(element.name)> without an 'id'")
        }
        if let own = element["id"] { try IBViewReader.checkID(own, of: element, isRoot: parentType == nil) }
        var spec = ViewSpec(id: Located(id, at: element.location))
        let frame = try IBViewReader.frame(of: element)
        spec.frame = frame
        spec.translatesAutoresizingMask = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        spec.autoresizing = IBViewReader.autoresizingMask(element.child("autoresizingMask", key: "autoresizingMask"))
        spec.hidden = element["hidden"] == "YES"
        // Laid out as the canvas shows it, and drawn as hidden (below).
        if IBViewReader.keepsItsPlaceWhenHidden(element, parentType: parentType) && !runtime { spec.hidden = false }
        try readPriorities(element, into: &spec)
        spec.margins = try margins(element, parentType: parentType)
        if element["preservesSuperviewLayoutMargins"] == "YES" && element.name != "tableViewCellContentView" { preservingMargins.insert(id) }
        spec.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        try readStyle(element, into: &spec)
        if spec.hidden == false && element["hidden"] == "YES" { spec.style.alpha = 0 }
        try readContent(element, frame: frame, into: &spec)
        if element.name == "stackView" { spec.stack = try IBViewReader.stack(element) }
        if element.name == "view", element["customClass"] != nil, spec.intrinsicSize == nil { customClassViews.insert(id) }
        spec.scrollsContent = IBViewReader.scrollingElements.contains(element.name)
        readGuides(element, owner: id)
        try record(element, id: id, frame: frame)
        if let constraints = element.child("constraints") { constraintLists.append((id, constraints)) }
        if IBViewReader.scrollingElements.contains(element.name) {
            if guidedScrollViews.insert(id).inserted { contentGuides.append(("\(id)-contentArea", id)) }
            if let margins = spec.margins { scrollViewMargins[id] = margins }
        }
        let showedSeparators = tableShowsSeparators
        if element.name == "tableView" { tableShowsSeparators = element["separatorStyle"] != "none" }
        defer { tableShowsSeparators = showedSeparators }
        for child in IBViewReader.subviewElements(of: element) {
            parentAccessory = element.name == "tableViewCell" ? element["accessoryType"] : nil
            parentCellWidth = element.name == "tableViewCell" ? frame?.width : nil
            let subview = try view(child, parentType: element.name, parentID: id)
            parents[subview.id.value] = id
            spec.subviews.append(subview)
        }
        return spec
    }

    /// A view's id names it in the scene's constraints, where `X.safeArea` and `X.margins` name
    /// X's guides and `root` and `superview` the root and a view's superview: an id like those
    /// would be taken for what they name (a view `ROOT.safeArea` for the root's safe area).
    /// Xcode's ids have none of them.
    static func checkID(_ id: String, of element: XMLElementNode, isRoot: Bool) throws(SceneError) {
        if id.utf8.contains(UInt8(ascii: ".")) {
            throw element.error("the id '\(id)' holds '.', which strut keeps for guides ('X.safeArea', 'X.margins'); a view's id has none")
        }
        if id == "superview" || (id == "root" && !isRoot) {
            throw element.error("the id '\(id)' is what strut calls a view's \(id == "root" ? "root" : "superview"); give the view another id")
        }
    }

    /// Elements laid out and drawn as plain views, with where they are.
    private(set) var unknownElements: [(name: String, location: SourceLocation)] = []

    private mutating func record(_ element: XMLElementNode, id: String, frame: Rect?) throws(SceneError) {
        // Xcode gives every object its own id; two views with one would make the hierarchy a
        // cycle for everything that walks it upward.
        if let earlier = views[id] {
            throw element.error("the id '\(id)' names two views (the other is a <\(earlier.type)>); each view of a document has its own")
        }
        if !IBViewReader.knownElements.contains(element.name) { unknownElements.append((element.name, element.location)) }
        views[id] = IBViewInfo(
            id: id, type: element.name, name: IBNames.name(of: element), savedFrame: frame,
            misplaced: element["misplaced"] == "YES", ambiguous: element["ambiguous"] == "YES", hidden: element["hidden"] == "YES")
        order.append(id)
    }

    /// The elements drawn inside a view: its `<subviews>`, its cells' content view, a table's
    /// prototype and static cells, header and footer views, and a collection view's section
    /// header and footer (`collectionReusableView`, placed where its flow layout put it: the
    /// frame Xcode saved).
    static func subviewElements(of element: XMLElementNode) -> [XMLElementNode] {
        var found: [XMLElementNode] = []
        for child in element.elements {
            switch child.name {
            case "subviews", "prototypes", "cells":
                found += child.elements.filter { $0.child("rect", key: "frame") != nil }
            case "sections":
                for section in child.children("tableViewSection") {
                    for cells in section.children("cells") { found += cells.elements.filter { $0.child("rect", key: "frame") != nil } }
                }
            default:
                if ["contentView", "tableHeaderView", "tableFooterView", "backgroundView", "sectionHeaderView", "sectionFooterView"].contains(child["key"] ?? ""),
                    child.child("rect", key: "frame") != nil
                {
                    found.append(child)
                }
            }
        }
        return found
    }

    /// A view's or bar's saved frame, each number finite and within a scene file's range (a
    /// converted scene reads back).
    static func frame(of element: XMLElementNode) throws(SceneError) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = rect[name], let value = Double(text), value.isFinite else {
                throw rect.error("a frame's '\(name)' must be a number, not '\(rect[name] ?? "")'")
            }
            guard abs(value) <= SceneLimits.largestNumber else {
                throw rect.error("a frame's '\(name)' is out of range: \(text); at most 10000000 in magnitude")
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }

    static func autoresizingMask(_ element: XMLElementNode?) -> AutoresizingMask {
        guard let element else { return [] }
        let parts: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return parts.reduce(into: []) { mask, part in if element[part.0] == "YES" { mask.formUnion(part.1) } }
    }

    private func readPriorities(_ element: XMLElementNode, into spec: inout ViewSpec) throws(SceneError) {
        func priority(_ name: String, _ fallback: LayoutPriority) throws(SceneError) -> LayoutPriority {
            guard let text = element[name] else { return fallback }
            guard let value = Float(text), let priority = LayoutPriority(rawValue: value) else {
                throw element.error("'\(name)' must be a priority from 1 to 1000, not '\(text)'")
            }
            return priority
        }
        spec.hugging = (try priority("horizontalHuggingPriority", 250), try priority("verticalHuggingPriority", 250))
        spec.compressionResistance = (
            try priority("horizontalCompressionResistancePriority", 750),
            try priority("verticalCompressionResistancePriority", 750)
        )
    }

    /// The document's margins; a cell's content view's as the saving Xcode simulated them; other
    /// views keep UIView's 8.
    private func margins(_ element: XMLElementNode, parentType: String?) throws(SceneError) -> DirectionalEdgeInsets? {
        guard let own = try documentMargins(element) else { return simulatedMargins(element) }
        // A content view that preserves its cell's margins keeps at least them on each edge
        // (`preservesSuperviewLayoutMargins`).
        if element["preservesSuperviewLayoutMargins"] == "YES", let cell = simulatedMargins(element) {
            return DirectionalEdgeInsets(
                top: max(own.top, cell.top), leading: max(own.leading, cell.leading), bottom: max(own.bottom, cell.bottom),
                trailing: max(own.trailing, cell.trailing))
        }
        return own
    }

    private func documentMargins(_ element: XMLElementNode) throws(SceneError) -> DirectionalEdgeInsets? {
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return DirectionalEdgeInsets(
                top: try number(insets, "top"), leading: try number(insets, "leading"), bottom: try number(insets, "bottom"),
                trailing: try number(insets, "trailing"))
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return DirectionalEdgeInsets(
                top: try number(insets, "top"), leading: try number(insets, "left"), bottom: try number(insets, "bottom"),
                trailing: try number(insets, "right"))
        }
        return nil
    }

    private func simulatedMargins(_ element: XMLElementNode) -> DirectionalEdgeInsets? {
        // A stack view arranged within its margins without margins of its own (an Xcode 7
        // document) lays its views out to its edges, as the saved frames show: none.
        if element.name == "stackView" { return .zero }
        if element.name == "tableViewCellContentView" {
            // Beside an accessory (a checkmark, a disclosure indicator) the content view keeps 8
            // points on its trailing side, as the saved cells show.
            var margins = cellContentMargins(parentCellWidth ?? 375)
            if let accessory = parentAccessory, accessory != "none" { margins.trailing = 8 }
            return margins
        }
        return nil
    }

    private func number(_ element: XMLElementNode, _ name: String) throws(SceneError) -> Double {
        try IBViewReader.number(element, name) ?? 0
    }

    /// A length a document gives: finite and within a scene file's range, so that a converted
    /// scene reads back.
    static func number(_ element: XMLElementNode, _ name: String) throws(SceneError) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else { throw element.error("'\(name)' must be a number, not '\(text)'") }
        guard abs(value) <= SceneLimits.largestNumber else { throw element.error("'\(name)' is out of range: \(text); at most 10000000 in magnitude") }
        return value
    }

    /// An activity indicator that hides when stopped, saved hidden in a stack view, keeps its
    /// place on Xcode's canvas, as the saved stacks of RxSwift's example (Xcode build 18093) and
    /// DataDog's (24405) show: the views after it sit its length further on. At run time a
    /// hidden arranged view gives up its place (UIStackView).
    static func keepsItsPlaceWhenHidden(_ element: XMLElementNode, parentType: String?) -> Bool {
        element.name == "activityIndicatorView" && element["hidden"] == "YES" && element["hidesWhenStopped"] == "YES"
            && parentType == "stackView"
    }

    private func readStyle(_ element: XMLElementNode, into spec: inout ViewSpec) throws(SceneError) {
        var style = StyleSpec()
        let at = element.location
        style.background = colors.color(element, key: "backgroundColor").map { Located($0, at: at) }
        if let alpha = element["alpha"].flatMap(Double.init) { style.alpha = min(1, max(0, alpha)) }
        style.clipsToBounds = element["clipsSubviews"] == "YES"
        // How the content sits when an animation resizes the view (a label's is `left`).
        if let mode = element["contentMode"], mode != "scaleToFill", StyleSpec.contentModes.contains(mode) { style.contentMode = mode }
        try IBViewReader.drawAsControl(element, &style)
        if element.name == "imageView", case .symbol = style.control {
            style.textColor = Located(colors.color(element, key: "tintColor") ?? IBControlLooks.tint, at: at)
        }
        try SceneLimits.checkTexts(of: style.control, at: element.location)
        style.accessibility = try IBAccessibility.accessibility(of: element)
        spec.style = style
    }

    /// Simple drawings of the controls Interface Builder shows, with their state: a rounded text
    /// field, a switch on or off, a slider's value, a segmented control's segments, an image
    /// view's placeholder with the image's name, an element strut does not know with its name.
    static func drawAsControl(_ element: XMLElementNode, _ style: inout StyleSpec) throws(SceneError) {
        func number(_ name: String, _ fallback: Double) throws(SceneError) -> Double {
            guard let text = element[name] else { return fallback }
            guard let value = Double(text), value.isFinite else { throw element.error("'\(name)' must be a number, not '\(text)'") }
            return value
        }
        // A scene file's range, so that a converted scene reads back.
        func index(_ name: String, _ fallback: Int) throws(SceneError) -> Int {
            guard let text = element[name] else { return fallback }
            guard let value = Double(text), value == value.rounded(), abs(value) <= SceneLimits.largestNumber else {
                throw element.error("'\(name)' must be a whole number from -10000000 to 10000000, not '\(text)'")
            }
            return Int(value)
        }
        switch element.name {
        case "navigationBar", "toolbar", "tabBar", "searchBar": style.control = IBControlLooks.bar(element)
        // A blur is a material over what is behind it; a vibrancy effect has no layer of its own,
        // only its content, drawn as its subviews are.
        case "visualEffectView" where element.child("blurEffect") != nil:
            let name = element.child("blurEffect")?["style"] ?? "regular"
            style.control = .material(style: ControlSpec.blurStyles.contains(name) ? name : "regular")
        case "switch": style.control = .toggle(on: element["on"] == "YES")
        case "slider":
            let low = try number("minValue", 0), high = try number("maxValue", 1), value = try number("value", 0.5)
            style.control = .slider(value: high > low ? min(1, max(0, (value - low) / (high - low))) : 0.5)
        case "segmentedControl":
            let titles = element.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            style.control = .segmented(titles: titles, selected: try index("selectedSegmentIndex", 0))
        case "stepper": style.control = .stepper
        case "progressView": style.control = .progress(value: min(1, max(0, try number("progress", 0.5))))
        case "pageControl":
            style.control = .pageControl(pages: min(100, max(0, try index("numberOfPages", 3))), current: try index("currentPage", 0))
        case "activityIndicatorView": style.control = .activityIndicator
        case "pickerView", "datePicker": style.control = .picker(rows: IBControlLooks.pickerRows(element))
        case "imageView" where IBSymbols.symbol(of: element) != nil:
            // A symbol in an image view is a template image: drawn in the view's tint.
            let symbol = IBSymbols.symbol(of: element)!
            style.control = .symbol(name: symbol.name, scale: symbol.scale, weight: symbol.weight, fitsView: true)
        case "imageView" where element["image"] != nil: style.control = .image(name: element["image"]!)
        case let name where !IBViewReader.knownElements.contains(name): style.control = .image(name: "<\(name)>")
        // A leaf view of a custom class draws itself in the app (a chart, a designable): strut
        // cannot, and shows the placeholder Xcode shows before designables build.
        case "view" where element["customClass"] != nil && element.child("subviews") == nil:
            style.control = .customView(className: element["customClass"]!)
        default: break
        }
    }

    /// A cell's separator, inset as the cell says or by its content margins, unless its table
    /// has none; and its accessory.
    private func cellLook(_ element: XMLElementNode) -> ControlSpec {
        let saved = element.child("inset", key: "separatorInset")?["minX"].flatMap(Double.init)
        let width = (try? IBViewReader.frame(of: element))??.width ?? 375
        let inset = tableShowsSeparators ? saved ?? cellContentMargins(width).leading : nil
        let accessory = element["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
        return .tableCell(separatorInset: inset, accessory: accessory)
    }

    /// Whether the table view whose cells are being read draws separators between them.
    private var tableShowsSeparators = true

    /// The elements strut reads as what they are; any other is laid out and drawn as a plain view
    /// with its element name, and a warning.
    static let knownElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "scrollView", "textField", "textView", "switch", "slider",
        "segmentedControl", "stepper", "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView",
        "tableView", "collectionView", "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
        "collectionViewCellContentView", "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView", "containerView",
        "mapView", "wkWebView", "webView", "tableViewHeaderFooterView",
    ]

    /// Text, and the intrinsic size of views sized by their content: the size the document
    /// saved (strut has neither San Francisco nor the app's images), or the one it states.
    private func readContent(_ element: XMLElementNode, frame: Rect?, into spec: inout ViewSpec) throws(SceneError) {
        // A text field places its baseline with its font whether it shows text or not: an empty
        // one is an empty text (Twilio's audio-sink sample, 22505: an empty 30-point field on a
        // label's baseline, its line centred).
        let shown = IBText.text(of: element) ?? (element.name == "textField" ? "" : nil)
        if let text = shown, ["label", "button", "textField", "textView"].contains(element.name) {
            let lines = element.name == "label" ? Int(element["numberOfLines"] ?? "1") ?? 1 : 1
            spec.text = TextContent(text, font: try IBText.font(of: element), numberOfLines: max(0, lines))
            if followsContentSize || keepsTextStyles { spec.text?.textStyle = IBTextStyle.textStyle(of: element) }
            let tint = element.name == "button" ? "#007affff" : nil
            let placeholder = element.name == "textField" && element["text"] == nil ? "#3c3c434c" : nil
            spec.style.textColor = (colors.color(element, key: "textColor") ?? element.child("state", key: "normal").flatMap {
                colors.color($0, key: "titleColor")
            } ?? tint ?? placeholder).map { Located($0, at: element.location) }
            spec.style.textAlignment = IBText.alignment(of: element)
            spec.style.shrinksTextToFit = !measureText && !(followsContentSize && spec.text?.textStyle != nil)
        }
        let looks = IBControlLooks(colors: colors)
        if element.name == "button" { looks.button(element, &spec.style) }
        if element.name == "textField" { looks.textField(element, &spec.style) }
        if element.name == "textView" {
            // `textContainerInset` (8 above and below) and the line fragment padding (5).
            spec.style.textFlowsFromTop = true
            spec.style.textInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
        }
        if element.name == "tableViewCell" { spec.style.control = cellLook(element) }
        // `contentInsetAdjustmentBehavior` automatic (the default) scrolls a table's or a
        // vertical collection's content below the bars (Apple's documentation of the behaviour).
        if ["tableView", "collectionView"].contains(element.name), !["never", "scrollableAxes"].contains(element["contentInsetAdjustmentBehavior"] ?? ""),
            element.child("collectionViewFlowLayout")?["scrollDirection"] != "horizontal"
        {
            spec.style.adjustsContentBelowBars = true
        }
        let axes = IBContentSize.axes(of: element)
        let measured = (measureText || (followsContentSize && spec.text?.textStyle != nil)) && element.name == "label"
        let insets = IBContentSize.alignmentRectInsets(of: element)
        spec.alignmentRectInsets = insets
        spec.measuresText = measured
        if spec.text != nil, IBViewReader.controlsWithText.contains(element.name) {
            spec.contentVerticalAlignment = element["contentVerticalAlignment"].flatMap(ContentVerticalAlignment.init(rawValue:)) ?? .center
        }
        // "Intrinsic Size: Placeholder" in the Size inspector: the size Interface Builder lays a
        // custom view out with, whose class gives its own when the app runs.
        let placeholder = (try IBViewReader.number(element, "placeholderIntrinsicWidth"), try IBViewReader.number(element, "placeholderIntrinsicHeight"))
        if placeholder.0 != nil || placeholder.1 != nil {
            spec.intrinsicSize = Size(width: placeholder.0 ?? View.noIntrinsicMetric, height: placeholder.1 ?? View.noIntrinsicMetric)
            return
        }
        guard !measured, let frame, axes.horizontal || axes.vertical else { return }
        let width = frame.width - insets.left - insets.right, height = frame.height - insets.top - insets.bottom
        spec.intrinsicSize = Size(
            width: axes.horizontal ? width : View.noIntrinsicMetric, height: axes.vertical ? height : View.noIntrinsicMetric)
    }

    /// A view's safe area and margins guides stand for `X.safeArea` and `X.margins`; a scroll
    /// view's frame guide for the scroll view, its content guide for a guide of its own.
    private mutating func readGuides(_ element: XMLElementNode, owner: String) {
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guideAliases[id] = "\(owner).safeArea"
            case "layoutMargins": guideAliases[id] = "\(owner).margins"
            case "frameLayoutGuide": guideAliases[id] = owner
            case "contentLayoutGuide":
                contentGuides.append((id, owner))
                guidedScrollViews.insert(owner)
            default: break
            }
        }
    }

    /// The controls whose text is drawn where their `contentVerticalAlignment` puts it (UIControl's
    /// default is the centre); a label's text places its baselines from its edges.
    static let controlsWithText: Set<String> = ["button", "textField"]

    /// `<stackView axis= distribution= alignment= spacing= ...>`.
    static func stack(_ element: XMLElementNode) throws(SceneError) -> StackSpec {
        var spec = StackSpec(location: element.location)
        spec.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let name = element["distribution"] { spec.distribution = try StackParser.distribution(name, at: element.location) }
        if let name = element["alignment"] { spec.alignment = try StackParser.alignment(name, at: element.location) }
        if let text = element["spacing"] {
            guard let value = Double(text), value.isFinite else { throw element.error("'spacing' must be a number, not '\(text)'") }
            spec.spacing = value
        }
        if element["spacingType"] == "standard" { spec.spacing = StackView.spacingUseSystem }
        spec.baselineRelative = element["baselineRelativeArrangement"] == "YES"
        // Xcode 9 and later have no "Layout Margins Relative Arrangement" box: giving a stack view
        // layout margins in the Size inspector lays its arranged views out within them, and the
        // document then holds the margins alone. Older documents say so in the attribute.
        spec.layoutMarginsRelative = element["layoutMarginsRelativeArrangement"] == "YES"
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            || element.child("edgeInsets", key: "layoutMargins") != nil
        return spec
    }
}
