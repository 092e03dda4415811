import AutoLayout
import LayoutValues

/// Writes a ``SceneDocument`` as a scene file that loads back to the same scene: every view with
/// its layout keys and look, the constraints in the equation syntax.
///
/// Ids can be renamed (a storyboard's object ids to readable names) and each view can carry a
/// comment (the id it had in its document).
package struct SceneWriter {
    let document: SceneDocument
    /// New names of views and guides, by their ids in the document.
    let names: [String: String]
    /// A comment after a view's id, by its id in the document.
    let comments: [String: String]
    /// A comment after a top-level constraint, by its index in the document's list.
    let constraintComments: [Int: String]

    package init(
        _ document: SceneDocument, names: [String: String] = [:], comments: [String: String] = [:],
        constraintComments: [Int: String] = [:]
    ) {
        self.document = document
        self.names = names
        self.comments = comments
        self.constraintComments = constraintComments
    }

    /// The scene file, after `header` comment lines.
    package func text(header: [String] = []) -> String {
        // Comments hold what documents and logs say (ids, paths): escaped, never a new line.
        var lines = header.map { "# \($0.escapedForComment)" }
        if let title = document.title { lines.append("title: \(quoted(title))") }
        lines.append(canvas)
        lines.append("root:")
        lines += view(document.root, indent: "  ", isRoot: true)
        if !document.constraints.isEmpty {
            lines.append("constraints:")
            for (i, spec) in document.constraints.enumerated() {
                lines.append("  - " + constraint(spec) + (constraintComments[i].map { "  # \($0.escapedForComment)" } ?? ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var canvas: String {
        let c = document.canvas
        var parts: [String] = []
        if let size = c.size { parts.append("size: [\(number(size.width)), \(number(size.height))]") }
        if let device = c.device { parts.append("device: \(device.name)") }
        if c.landscape { parts.append("orientation: landscape") }
        if c.scale != 2 { parts.append("scale: \(number(c.scale))") }
        if c.direction == .rightToLeft { parts.append("direction: rightToLeft") }
        if let background = c.background { parts.append("background: \(quoted(background.value))") }
        return "canvas: { \(parts.joined(separator: ", ")) }"
    }

    func name(_ id: String) -> String { names[id] ?? id }

    /// An item as written in a constraint: `X.safeArea` keeps its guide's suffix.
    func item(_ text: String) -> String {
        if let dot = text.firstIndex(of: ".") { return name(String(text[..<dot])) + text[dot...] }
        return name(text)
    }

    // MARK: Views

    private func view(_ spec: ViewSpec, indent: String, isRoot: Bool = false) -> [String] {
        var lines: [String] = []
        let comment = comments[spec.id.value].map { "  # \($0.escapedForComment)" } ?? ""
        if !isRoot { lines.append("id: \(name(spec.id.value))\(comment)") } else if !comment.isEmpty { lines.append(String(comment.dropFirst(2))) }
        lines += layoutKeys(spec, isRoot: isRoot)
        lines += textKeys(spec)
        lines += styleKeys(spec.style)
        if !spec.guides.isEmpty {
            lines.append("guides: [" + spec.guides.map { "{ id: \(name($0.value)) }" }.joined(separator: ", ") + "]")
        }
        var result = lines.map { indent + $0 }
        if !spec.subviews.isEmpty {
            result.append(indent + "subviews:")
            for sub in spec.subviews {
                let written = view(sub, indent: indent + "    ")
                result.append(indent + "  - " + written[0].dropFirst(indent.count + 4))
                result += written.dropFirst()
            }
        }
        return result
    }

    private func layoutKeys(_ spec: ViewSpec, isRoot: Bool) -> [String] {
        var lines: [String] = []
        if let frame = spec.frame, !isRoot { lines.append("frame: \(numbers([frame.minX, frame.minY, frame.width, frame.height]))") }
        if !isRoot, let translates = spec.translatesAutoresizingMask { lines.append("translatesAutoresizingMaskIntoConstraints: \(translates)") }
        if !spec.autoresizing.isEmpty, !isRoot { lines.append("autoresizing: [\(maskNames(spec.autoresizing).joined(separator: ", "))]") }
        if let size = spec.intrinsicSize { lines.append("intrinsicSize: \(numbers([size.width, size.height]))") }
        if let (h, v) = spec.hugging, h != .defaultLow || v != .defaultLow {
            lines.append("hugging: \(numbers([Double(h.rawValue), Double(v.rawValue)]))")
        }
        if let (h, v) = spec.compressionResistance, h != .defaultHigh || v != .defaultHigh {
            lines.append("compressionResistance: \(numbers([Double(h.rawValue), Double(v.rawValue)]))")
        }
        if let m = spec.margins { lines.append("margins: \(numbers([m.top, m.leading, m.bottom, m.trailing]))") }
        if let s = spec.safeArea { lines.append("safeArea: \(numbers([s.top, s.leading, s.bottom, s.trailing]))") }
        let i = spec.alignmentRectInsets
        if i != .zero { lines.append("alignmentRectInsets: \(numbers([i.top, i.left, i.bottom, i.right]))") }
        if spec.hidden { lines.append("hidden: true") }
        if spec.scrollsContent { lines.append("scrollsContent: true") }
        if !spec.insetsLayoutMarginsFromSafeArea { lines.append("insetsLayoutMarginsFromSafeArea: false") }
        if let stack = spec.stack { lines.append("stack: \(self.stack(stack))") }
        if let when = spec.when, !isRoot { lines.append("when: \(self.when(when.value))") }
        return lines
    }

    private func stack(_ s: StackSpec) -> String {
        var parts = ["axis: \(s.axis == .horizontal ? "horizontal" : "vertical")", "distribution: \(s.distribution.rawValue)"]
        parts.append("alignment: \(alignmentName(s.alignment))")
        parts.append("spacing: " + (s.spacing == StackView.spacingUseSystem ? "system" : number(s.spacing)))
        if s.baselineRelative { parts.append("baselineRelative: true") }
        if s.layoutMarginsRelative { parts.append("layoutMarginsRelative: true") }
        if !s.variations.isEmpty { parts.append("variations: [\(s.variations.map(stackVariation).joined(separator: ", "))]") }
        return "{ \(parts.joined(separator: ", ")) }"
    }

    /// `{ when: { heightClass: compact }, axis: horizontal }`.
    private func stackVariation(_ variation: SizeClassVariation<[StackChange]>) -> String {
        let parts = variation.change.compactMap { change -> String? in
            switch change {
            case .axis(let axis): "axis: \(axis == .horizontal ? "horizontal" : "vertical")"
            case .distribution(let distribution): "distribution: \(distribution.rawValue)"
            case .alignment(let alignment): "alignment: \(alignmentName(alignment))"
            case .spacing(let spacing): "spacing: " + (spacing == StackView.spacingUseSystem ? "system" : number(spacing))
            case .baselineRelative(let value): "baselineRelative: \(value)"
            case .layoutMarginsRelative(let value): "layoutMarginsRelative: \(value)"
            case .customSpacingAfter: nil
            }
        }
        return "{ " + (["when: \(when(variation.when.value))"] + parts).joined(separator: ", ") + " }"
    }

    private func alignmentName(_ alignment: StackView.Alignment) -> String {
        switch alignment {
        case .fill: "fill"
        case .leading: "leading"
        case .firstBaseline: "firstBaseline"
        case .center: "center"
        case .trailing: "trailing"
        case .lastBaseline: "lastBaseline"
        }
    }

    private func maskNames(_ mask: AutoresizingMask) -> [String] {
        autoresizingMaskNames.filter { !$0.value.isEmpty && mask.contains($0.value) }.map(\.key).sorted()
    }

    private func textKeys(_ spec: ViewSpec) -> [String] {
        guard let text = spec.text else { return [] }
        // A text style is written by its name, so that the scene follows `--content-size`.
        var lines = ["text: \(quoted(text.text))", "font: \(text.textStyle.map(\.rawValue) ?? quoted(text.font))"]
        if text.numberOfLines != 1 { lines.append("lines: \(text.numberOfLines)") }
        if let width = text.preferredMaxLayoutWidth { lines.append("preferredMaxLayoutWidth: \(number(width))") }
        if !spec.measuresText { lines.append("measuresText: false") }
        if let alignment = spec.contentVerticalAlignment { lines.append("contentVerticalAlignment: \(alignment.rawValue)") }
        return lines
    }

    private func styleKeys(_ style: StyleSpec) -> [String] {
        var lines: [String] = []
        if let background = style.background { lines.append("background: \(quoted(background.value))") }
        if style.borderWidth > 0 {
            let color = style.borderColor.map { ", color: \(quoted($0.value))" } ?? ""
            lines.append("border: { width: \(number(style.borderWidth))\(color) }")
        }
        if style.cornerRadius > 0 { lines.append("cornerRadius: \(number(style.cornerRadius))") }
        if style.alpha != 1 { lines.append("alpha: \(number(style.alpha))") }
        if style.clipsToBounds { lines.append("clipsToBounds: true") }
        if let color = style.textColor { lines.append("textColor: \(quoted(color.value))") }
        if let alignment = style.textAlignment { lines.append("textAlignment: \(alignment)") }
        if let mode = style.contentMode { lines.append("contentMode: \(mode)") }
        // Bars, cells and button images are drawn from what the document says; a scene file has
        // no words for them.
        if let control = style.control.flatMap(self.control) { lines.append("control: \(control)") }
        if let accessibility = style.accessibility.flatMap(self.accessibility) { lines.append("accessibility: \(accessibility)") }
        return lines
    }

    /// `{ label: "Play", traits: [button] }`; nil when it says nothing.
    private func accessibility(_ spec: AccessibilitySpec) -> String? {
        var parts = [
            spec.label.map { "label: \(quoted($0))" }, spec.hint.map { "hint: \(quoted($0))" }, spec.value.map { "value: \(quoted($0))" },
            spec.identifier.map { "identifier: \(quoted($0))" },
        ].compactMap { $0 }
        if !spec.traits.isEmpty { parts.append("traits: [\(spec.traits.joined(separator: ", "))]") }
        if spec.hidden { parts.append("hidden: true") }
        if let isElement = spec.isElement { parts.append("isElement: \(isElement)") }
        return parts.isEmpty ? nil : "{ " + parts.joined(separator: ", ") + " }"
    }

    private func control(_ spec: ControlSpec) -> String? {
        switch spec {
        case .toggle(let on): "{ kind: switch, on: \(on) }"
        case .slider(let value): "{ kind: slider, value: \(number(value)) }"
        case .segmented(let titles, let selected):
            "{ kind: segmentedControl, segments: [\(titles.map(quoted).joined(separator: ", "))], selected: \(selected) }"
        case .stepper: "{ kind: stepper }"
        case .progress(let value): "{ kind: progressView, value: \(number(value)) }"
        case .pageControl(let pages, let current): "{ kind: pageControl, pages: \(pages), current: \(current) }"
        case .activityIndicator: "{ kind: activityIndicator }"
        case .image(let name): "{ kind: image, name: \(quoted(name)) }"
        case .customView(let name): "{ kind: customView, name: \(quoted(name)) }"
        case .material(let style): "{ kind: material, style: \(style) }"
        case .symbol(let name, let scale, let weight, let fitsView):
            "{ kind: symbol, name: \(quoted(name))" + (scale.map { ", scale: \($0)" } ?? "")
                + (weight.map { ", weight: \($0)" } ?? "") + (fitsView ? "" : ", fitsView: false") + " }"
        case .glyph, .picker, .searchBar, .tableCell, .navigationBar, .toolbar, .tabBar, .statusBar: nil
        }
    }

    // MARK: Constraints

    /// A constraint in the equation syntax: `a.top == root.safeArea.top + 40 @750`, in a mapping
    /// with its `when:` if it has one.
    func constraint(_ spec: ConstraintSpec) -> String {
        let text = constraintWithoutCondition(spec)
        var conditions: [String] = []
        if let when = spec.when { conditions.append("when: \(self.when(when.value))") }
        if !spec.variations.isEmpty {
            let changes = spec.variations.map { "{ when: \(when($0.when.value)), constant: \(number($0.change.constant)) }" }
            conditions.append("variations: [\(changes.joined(separator: ", "))]")
        }
        guard !conditions.isEmpty else { return text }
        let added = conditions.joined(separator: ", ")
        return text.hasPrefix("{ ") ? String(text.dropLast(2)) + ", \(added) }" : "{ constraint: \(text), \(added) }"
    }

    /// `{ widthClass: compact, heightClass: regular }`.
    func when(_ condition: SizeClassCondition) -> String {
        let parts = [condition.width.map { "widthClass: \($0.rawValue)" }, condition.height.map { "heightClass: \($0.rawValue)" }]
        return "{ " + parts.compactMap { $0 }.joined(separator: ", ") + " }"
    }

    private func constraintWithoutCondition(_ spec: ConstraintSpec) -> String {
        if let id = spec.id {
            switch spec.form {
            case .equation(let text): return "{ id: \(id.value), constraint: \(quoted(text.value)) }"
            case .fields(let f): return "{ id: \(id.value), constraint: \(quoted(equation(f))) }"
            case .visual: break
            }
        }
        switch spec.form {
        case .equation(let text): return quoted(text.value)
        case .visual(let format, let options, let metrics):
            var parts = ["visual: \(quoted(format.value))"]
            if let id = spec.id { parts.insert("id: \(id.value)", at: 0) }
            if !options.isEmpty { parts.append("options: [\(options.map(\.value).joined(separator: ", "))]") }
            if !metrics.isEmpty {
                parts.append("metrics: { " + metrics.sorted { $0.key < $1.key }.map { "\($0.key): \(number($0.value))" }.joined(separator: ", ") + " }")
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .fields(let f): return quoted(equation(f))
        }
    }

    private func equation(_ f: FieldsSpec) -> String {
        var text = "\(item(f.item.value)).\(f.attribute.value) \(f.relation) "
        if let toItem = f.toItem, let toAttribute = f.toAttribute {
            if f.multiplier != 1 { text += "\(number(f.multiplier)) * " }
            text += "\(item(toItem.value)).\(toAttribute.value)"
            if f.constant != 0 { text += f.constant < 0 ? " - \(number(-f.constant))" : " + \(number(f.constant))" }
        } else {
            text += number(f.constant)
        }
        if !f.priority.isRequired { text += " @\(number(Double(f.priority.rawValue)))" }
        return text
    }

    // MARK: Values

    /// The shortest decimal that reads back as the same number.
    func number(_ value: Double) -> String { formatNumber(value, .exact) }

    private func numbers(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }

    /// A double-quoted YAML string.
    func quoted(_ text: String) -> String { "\"" + text.escapedForJSON + "\"" }
}
