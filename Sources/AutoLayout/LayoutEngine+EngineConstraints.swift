/// The constraints the engine makes on the views' behalf, before the user's: the canvas,
/// margins and safe area guides, intrinsic content sizes and autoresizing masks.
extension LayoutEngine {
    func makeEngineConstraints(_ userConstraints: [LayoutConstraint]) -> [LayoutConstraint] {
        // A margins or safe area guide is only placed when a constraint uses it: most views'
        // guides are never looked at, and each would cost four constraints.
        let used = Set(userConstraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 as? LayoutGuide } }.map(ObjectIdentifier.init))
        usedGuides = used
        var made = canvasConstraints()
        for view in root.allViews {
            made += guideConstraints(view, used: used)
            made += contentSizeConstraints(view)
            if view.translatesAutoresizingMaskIntoConstraints && view !== root {
                made += autoresizingConstraints(view)
            }
        }
        return made
    }

    /// The root view fills the canvas (its position is the origin of everything, so it has none).
    private func canvasConstraints() -> [LayoutConstraint] {
        [
            LayoutConstraint(
                item: root, attribute: .width, constant: canvasSize.width, identifier: "canvas-width", origin: .system),
            LayoutConstraint(
                item: root, attribute: .height, constant: canvasSize.height, identifier: "canvas-height", origin: .system),
        ]
    }

    /// Each view's margins guide sits on its margins and its safe area guide inside its safe
    /// area insets, as UIKit's 'UIView-leftMargin-guide-constraint' and friends.
    private func guideConstraints(_ view: View, used: Set<ObjectIdentifier>) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        let margins = view.layoutMarginsGuide, safe = view.safeAreaLayoutGuide
        if used.contains(ObjectIdentifier(margins)) {
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
        ]
        for (edge, marginEdge) in pairs {
            made.append(
                LayoutConstraint(
                    item: margins, attribute: edge, toItem: view, attribute: marginEdge,
                    identifier: "UIView-\(marginEdge.rawValue)-guide-constraint", origin: .system))
        }
        }
        guard used.contains(ObjectIdentifier(safe)) else { return made }
        let insets = view.safeAreaInsets
        let (left, right) = insets.horizontal(direction)
        for (edge, inset) in [(LayoutAttribute.left, left), (.right, -right), (.top, insets.top), (.bottom, -insets.bottom)] {
            made.append(
                LayoutConstraint(
                    item: safe, attribute: edge, toItem: view, attribute: edge, constant: inset,
                    identifier: "UIView-safeArea-\(edge.rawValue)", origin: .system))
        }
        return made
    }

    /// Content hugging (`width <= w`) and compression resistance (`width >= w`) for each axis
    /// with an intrinsic metric.
    private func contentSizeConstraints(_ view: View) -> [LayoutConstraint] {
        let size = view.measuresText ? textMetrics[ObjectIdentifier(view)]?.size ?? view.intrinsicContentSize : view.intrinsicContentSize
        var made: [LayoutConstraint] = []
        let axes: [(LayoutAttribute, Double, LayoutPriority, LayoutPriority)] = [
            (.width, size.width, view.contentHuggingPriority.horizontal, view.contentCompressionResistancePriority.horizontal),
            (.height, size.height, view.contentHuggingPriority.vertical, view.contentCompressionResistancePriority.vertical),
        ]
        for (attribute, value, hugging, resistance) in axes where value != View.noIntrinsicMetric {
            made.append(
                LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: .lessThanOrEqual, constant: value, priority: hugging,
                    identifier: "\(attribute == .width ? "H" : "V"):hugging", origin: .contentSize))
            made.append(
                LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: value,
                    priority: resistance, identifier: "\(attribute == .width ? "H" : "V"):compressionResistance",
                    origin: .contentSize))
        }
        return made
    }

    // MARK: Labels

    /// Measures every label: unwrapped, or wrapped at its preferred or last solved width.
    func measureLabels() {
        textMetrics = [:]
        for view in root.allViews where view.text != nil {
            textMetrics[ObjectIdentifier(view)] = measure(view)
        }
    }

    /// A label's text, unwrapped, or wrapped at its preferred or last solved width.
    func measure(_ view: View) -> TextMetrics {
        let text = view.text!
        let width = text.numberOfLines == 1 ? nil : text.preferredMaxLayoutWidth ?? wrapWidths[ObjectIdentifier(view)]
        return textMeasurer.measure(text, width: width).inSanFranciscosLines(text)
    }

    /// After a solve, wrapping labels without a preferred width wrap at their solved width: the
    /// second layout pass UIKit makes for multi-line labels.
    /// - Returns: whether some label's size changed, so the layout must be solved again.
    func remeasureWrappingLabels() -> Bool {
        var changed = false
        for view in root.allViews {
            guard let text = view.text, view.measuresText, text.numberOfLines != 1, text.preferredMaxLayoutWidth == nil else { continue }
            let key = ObjectIdentifier(view)
            let width = solver!.value(of: view.variables.width)
            guard width > 0, abs((wrapWidths[key] ?? -1) - width) > 1e-6 else { continue }
            let metrics = textMeasurer.measure(text, width: width).inSanFranciscosLines(text)
            wrapWidths[key] = width
            if metrics != textMetrics[key] { changed = true }
        }
        return changed
    }
}
