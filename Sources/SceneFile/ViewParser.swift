import AutoLayout
import SceneModel

/// Reads the view tree.
enum ViewParser {
    static let viewKeys = [
        "id", "background", "border", "cornerRadius", "alpha", "clipsToBounds", "text", "font", "lines",
        "textColor", "textAlignment", "contentMode", "preferredMaxLayoutWidth", "intrinsicSize", "hugging", "compressionResistance",
        "margins", "safeArea", "frame", "autoresizing", "translatesAutoresizingMaskIntoConstraints",
        "autoresizesSubviews", "transform", "subviews", "guides", "constraints", "hidden", "stack", "customSpacingAfter",
        "arranged", "measuresText", "contentVerticalAlignment", "alignmentRectInsets", "control", "scrollsContent", "insetsLayoutMarginsFromSafeArea",
        "when", "accessibility",
    ]
    private static let allowedViewKeys = YAMLKeys(viewKeys)

    static func root(_ node: YAMLNode) throws(SceneError) -> ViewSpec {
        let spec = try view(node, defaultID: "root")
        if let arranged = spec.arranged { throw SceneError("'arranged' is for the subviews of a stack view, not the root", at: arranged.location) }
        if let spacing = spec.customSpacingAfter {
            throw SceneError("'customSpacingAfter' is for the arranged subviews of a stack view, not the root", at: spacing.location)
        }
        if let when = spec.when {
            throw SceneError("'when' is for subviews; the root view is installed in every size class", at: when.location)
        }
        return spec
    }

    static func view(_ node: YAMLNode, defaultID: String? = nil, depth: Int = 0) throws(SceneError) -> ViewSpec {
        guard depth <= SceneLimits.maximumDepth else {
            throw node.error("views nest over \(SceneLimits.maximumDepth) deep")
        }
        let map = try node.mapping("a view", allowed: allowedViewKeys)
        let id: Located<String>
        if let idNode = map["id"] {
            id = Located(try identifier(idNode, "a view's id"), at: idNode.textLocation)
        } else if let defaultID {
            id = Located(defaultID, at: node.location)
        } else {
            throw node.error("a view needs an 'id'")
        }
        var spec = ViewSpec(id: id)
        spec.style = try style(map)
        try readLayoutKeys(map, into: &spec)
        if let subviews = map["subviews"] {
            let items = try subviews.sequence("subviews")
            spec.subviews.reserveCapacity(items.count)
            for item in items { spec.subviews.append(try view(item, depth: depth + 1)) }
        }
        try checkArrangement(spec)
        if let guides = map["guides"] {
            for item in try guides.sequence("guides") {
                let g = try item.mapping("a guide", allowed: ["id"])
                let idNode = try g.required("id", in: "a guide")
                spec.guides.append(Located(try identifier(idNode, "a guide's id"), at: idNode.textLocation))
            }
        }
        if let list = map["constraints"] { spec.constraints = try ConstraintParser.list(list, scope: id.value) }
        return spec
    }

    /// `arranged` and `customSpacingAfter` only on a stack's subviews, and a custom spacing only
    /// after an arranged one.
    private static func checkArrangement(_ spec: ViewSpec) throws(SceneError) {
        // In place: `for sub in` copied every subview's spec.
        try spec.subviews.withUnsafeBufferPointer { subviews throws(SceneError) in
            for index in subviews.indices { try checkArrangement(of: subviews.baseAddress! + index, in: spec) }
        }
    }

    private static func checkArrangement(of sub: UnsafePointer<ViewSpec>, in spec: ViewSpec) throws(SceneError) {
        if spec.stack == nil, let arranged = sub.pointee.arranged {
            throw SceneError("'arranged' is for the subviews of a stack view; '\(spec.id.value)' has no 'stack'", at: arranged.location)
        }
        guard let spacing = sub.pointee.customSpacingAfter else { return }
        if spec.stack == nil {
            throw SceneError(
                "'customSpacingAfter' is for the arranged subviews of a stack view; '\(spec.id.value)' has no 'stack'",
                at: spacing.location)
        }
        if sub.pointee.arranged?.value == false {
            throw SceneError("'customSpacingAfter' needs an arranged view; '\(sub.pointee.id.value)' is 'arranged: false'", at: spacing.location)
        }
    }

    /// A name usable in equations: letters, digits and underscores, not starting with a digit.
    static func identifier(_ node: YAMLNode, _ what: String) throws(SceneError) -> String {
        let name = try node.string(what)
        guard isName(name) else { throw node.error("\(what) '\(name)' must be a name of letters, digits and underscores") }
        guard !["root", "superview"].contains(name) || what == "a view's id" && name == "root" else {
            throw node.error("'\(name)' is reserved; give the view another id")
        }
        return name
    }

    /// Letters, digits and underscores, not starting with a digit, as `Character` reads them.
    ///
    /// ASCII is checked on its bytes, without grapheme breaking; other text on its characters.
    static func isName(_ name: String) -> Bool {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
            return name.utf8.allSatisfy { EquationText.isLetter($0) || EquationText.isNumber($0) || $0 == UInt8(ascii: "_") }
        }
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func style(_ map: YAMLMapping) throws(SceneError) -> StyleSpec {
        var style = StyleSpec()
        style.background = try map["background"].map { n throws(SceneError) in try n.located("background") }
        if let border = map["border"] {
            let b = try border.mapping("border", allowed: ["width", "color"])
            style.borderWidth = try b["width"]?.double("border width") ?? 1
            style.borderColor = try b["color"].map { n throws(SceneError) in try n.located("border color") }
        }
        if let radius = map["cornerRadius"] { style.cornerRadius = try nonNegative(radius, "cornerRadius") }
        if let alpha = map["alpha"] {
            style.alpha = try alpha.double("alpha")
            guard (0...1).contains(style.alpha) else { throw alpha.error("alpha is from 0 to 1") }
        }
        if let clips = map["clipsToBounds"] { style.clipsToBounds = try clips.bool("clipsToBounds") }
        if let control = map["control"] { style.control = try ControlParser.control(control) }
        if let accessibility = map["accessibility"] { style.accessibility = try AccessibilityParser.accessibility(accessibility) }
        style.textColor = try map["textColor"].map { n throws(SceneError) in try n.located("textColor") }
        if let alignment = map["textAlignment"] {
            let value = try alignment.string("textAlignment")
            let known = ["natural", "left", "center", "right", "justified"]
            guard known.contains(value) else { throw alignment.error("unknown textAlignment '\(value)'\(didYouMean(value, known))") }
            style.textAlignment = value
        }
        if let mode = map["contentMode"] {
            let value = try mode.string("contentMode")
            guard StyleSpec.contentModes.contains(value) else {
                throw mode.error("unknown contentMode '\(value)'\(didYouMean(value, StyleSpec.contentModes))")
            }
            style.contentMode = value
        }
        return style
    }

    /// A font of one word without a size that is nearly a text style's name (`bodyy`, `Body`) is
    /// a misspelt style: Pango would take it for a family it does not have and set it at its
    /// default size, about 12 points, without a word.
    private static func refuseMisspeltTextStyle(_ description: String, at node: YAMLNode) throws(SceneError) {
        guard !description.contains(where: { $0 == " " || $0 == "," || $0.isNumber }) else { return }
        let styles = TextStyle.allCases.map(\.rawValue)
        guard let style = suggestion(for: description, in: styles) else { return }
        throw node.error(
            "unknown text style '\(description)' (did you mean '\(style)'?); text styles: \(styles.joined(separator: ", ")); "
                + "a font names a family and a size (DejaVu Sans 17)")
    }

    private static func readLayoutKeys(_ map: YAMLMapping, into spec: inout ViewSpec) throws(SceneError) {
        if let text = map["text"] {
            let string = try text.string("text")
            try SceneLimits.checkText(string, at: text)
            var content: TextContent
            if let font = map["font"] {
                let description = try font.string("font")
                if let style = TextStyle(rawValue: description) {
                    content = TextContent(string, textStyle: style)
                } else {
                    try refuseMisspeltTextStyle(description, at: font)
                    if let size = fontSize(description), !(size > 0 && size <= maximumFontSize) {
                        throw font.error("a font size is above 0 and at most \(Int(maximumFontSize)) points, not \(formatted(size))")
                    }
                    content = TextContent(string, font: description)
                }
            } else {
                content = TextContent(string)
            }
            if let lines = map["lines"] {
                content.numberOfLines = try lines.int("lines")
                guard content.numberOfLines >= 0 else { throw lines.error("lines is 0 (no limit) or more") }
            }
            if let width = map["preferredMaxLayoutWidth"] { content.preferredMaxLayoutWidth = try nonNegative(width, "preferredMaxLayoutWidth") }
            spec.text = content
        } else if let stray = ["font", "lines", "preferredMaxLayoutWidth"].first(where: { map[$0] != nil }) {
            throw map[stray]!.error("'\(stray)' needs 'text'")
        }
        if let size = map["intrinsicSize"] {
            let v = try size.numbers("intrinsicSize", count: 2)
            spec.intrinsicSize = Size(width: v[0], height: v[1])
        }
        if let h = map["hugging"] { spec.hugging = try priorityPair(h, "hugging") }
        if let c = map["compressionResistance"] { spec.compressionResistance = try priorityPair(c, "compressionResistance") }
        if let m = map["margins"] { spec.margins = try insets(m, "margins") }
        if let s = map["safeArea"] { spec.safeArea = try insets(s, "safeArea") }
        if let frame = map["frame"] {
            let v = try frame.numbers("frame", count: 4)
            guard v[2] >= 0 && v[3] >= 0 else { throw frame.error("a frame's width and height cannot be negative") }
            spec.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        if let mask = map["autoresizing"] { spec.autoresizing = try autoresizing(mask) }
        if let t = map["translatesAutoresizingMaskIntoConstraints"] {
            spec.translatesAutoresizingMask = try t.bool("translatesAutoresizingMaskIntoConstraints")
        }
        if let a = map["autoresizesSubviews"] { spec.autoresizesSubviews = try a.bool("autoresizesSubviews") }
        if let h = map["hidden"] { spec.hidden = try h.bool("hidden") }
        if let m = map["measuresText"] { spec.measuresText = try m.bool("measuresText") }
        if let a = map["contentVerticalAlignment"] {
            guard map["text"] != nil else { throw a.error("contentVerticalAlignment places a view's text; this view has no 'text'") }
            spec.contentVerticalAlignment = try contentVerticalAlignment(a)
        }
        try textSize(map, &spec)
        if let s = map["scrollsContent"] { spec.scrollsContent = try s.bool("scrollsContent") }
        if let i = map["insetsLayoutMarginsFromSafeArea"] { spec.insetsLayoutMarginsFromSafeArea = try i.bool("insetsLayoutMarginsFromSafeArea") }
        if let i = map["alignmentRectInsets"] {
            let v = try i.numbers("alignmentRectInsets", count: 4, allowSingle: true)
            spec.alignmentRectInsets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        if let stack = map["stack"] { spec.stack = try StackParser.stack(stack) }
        if let n = map["customSpacingAfter"] { spec.customSpacingAfter = Located(try StackParser.spacing(n), at: n.location) }
        if let n = map["arranged"] { spec.arranged = Located(try n.bool("arranged"), at: n.location) }
        if let w = map["when"] { spec.when = try WhenParser.parse(w) }
        if let t = map["transform"] { spec.transform = try TransformParser.parse(Located(try t.string("transform"), at: t.textLocation)) }
    }

    /// `intrinsicSize` on a view with text is the text's size, as Interface Builder's saved
    /// frames stand for a label's: the text is then not measured. It must give both axes (a label
    /// has a size on both), and cannot go with `measuresText: true`, which would ignore it.
    private static func textSize(_ map: YAMLMapping, _ spec: inout ViewSpec) throws(SceneError) {
        guard spec.text != nil, let size = map["intrinsicSize"], let intrinsic = spec.intrinsicSize else { return }
        if let measures = map["measuresText"], spec.measuresText {
            throw measures.error("measuresText: true measures the text, so the view's intrinsicSize would be ignored; leave one of them out")
        }
        guard intrinsic.width >= 0 && intrinsic.height >= 0 else {
            throw size.error(
                "on a view with text, intrinsicSize stands for the text's size on both axes: give both, or leave it out and the text is measured")
        }
        spec.measuresText = false
    }

    private static func nonNegative(_ node: YAMLNode, _ what: String) throws(SceneError) -> Double {
        let value = try node.double(what)
        guard value >= 0 else { throw node.error("\(what) cannot be negative") }
        return value
    }

    static func priorityPair(_ node: YAMLNode, _ what: String) throws(SceneError) -> (LayoutPriority, LayoutPriority) {
        let v = try node.numbers(what, count: 2, allowSingle: true)
        guard let h = LayoutPriority(rawValue: Float(v[0])), let w = LayoutPriority(rawValue: Float(v[1])) else {
            throw node.error("\(what) priorities are from 1 to 1000")
        }
        return (h, w)
    }

    /// One number, or [top, leading, bottom, trailing].
    private static func insets(_ node: YAMLNode, _ what: String) throws(SceneError) -> DirectionalEdgeInsets {
        let v = try node.numbers(what, count: 4, allowSingle: true)
        return DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }

    static let maskNames = autoresizingMaskNames

    /// `contentVerticalAlignment: center`: the view is a control (a button, a text field) whose
    /// text, and its baselines, sit where UIControl's alignment puts them.
    private static func contentVerticalAlignment(_ node: YAMLNode) throws(SceneError) -> ContentVerticalAlignment {
        let name = try node.string("contentVerticalAlignment")
        guard let value = ContentVerticalAlignment(rawValue: name) else {
            let names = ContentVerticalAlignment.allCases.map(\.rawValue)
            throw node.error("contentVerticalAlignment is \(names.joined(separator: ", ")), not '\(name)'\(didYouMean(name, names))")
        }
        return value
    }

    private static func autoresizing(_ node: YAMLNode) throws(SceneError) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let items: [YAMLNode]
        if node.isScalar { items = [node] } else { items = try node.sequence("autoresizing") }
        for item in items {
            let name = try item.string("an autoresizing mask")
            guard let value = maskNames[name] else {
                throw item.error("unknown autoresizing mask '\(name)'\(didYouMean(name, Array(maskNames.keys)))")
            }
            mask.formUnion(value)
        }
        return mask
    }
}

/// The largest font size a scene may ask for: FreeType fails on glyphs of tens of thousands of
/// pixels, and no screen shows one.
let maximumFontSize = 1000.0

/// The size in a Pango font description (`DejaVu Sans Bold 17`, `bold 24px`): its last word, if a number.
func fontSize(_ description: String) -> Double? {
    // The last word, found from the end: splitting every label's description into words cost more.
    let trimmed = description[..<(description.lastIndex { $0 != " " && $0 != "," }.map(description.index(after:)) ?? description.startIndex)]
    guard !trimmed.isEmpty else { return nil }
    var last = trimmed[(trimmed.lastIndex { $0 == " " || $0 == "," }.map(trimmed.index(after:)) ?? trimmed.startIndex)...]
    if last.hasSuffix("px") { last = last.dropLast(2) }
    return Double(last)
}
