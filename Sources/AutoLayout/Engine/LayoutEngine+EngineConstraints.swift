/// The constraints the engine makes on the views' behalf, before the user's: the canvas,
/// margins and safe area guides, intrinsic content sizes and autoresizing masks.
extension LayoutEngine {
    func makeEngineConstraints(_ userConstraints: [LayoutConstraint], views: [View]) -> [LayoutConstraint] {
        // A margins or safe area guide is only placed when a constraint uses it: most views'
        // guides are never looked at, and each would cost four constraints.
        var used: Set<ObjectIdentifier> = []
        for c in userConstraints {
            if let guide = c.firstItem as? LayoutGuide { used.insert(ObjectIdentifier(guide)) }
            if let guide = c.secondItem as? LayoutGuide { used.insert(ObjectIdentifier(guide)) }
        }
        usedGuides = used
        var made = canvasConstraints()
        for view in views {
            if !used.isEmpty { made += guideConstraints(view, used: used) }
            appendContentSizeConstraints(view, to: &made)
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
        if let margins = view.existingMarginsGuide, used.contains(ObjectIdentifier(margins)) {
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
        guard let safe = view.existingSafeAreaGuide, used.contains(ObjectIdentifier(safe)) else { return made }
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
    private func appendContentSizeConstraints(_ view: View, to made: inout [LayoutConstraint]) {
        let size = view.measuresText ? textMetrics[ObjectIdentifier(view)]?.size ?? view.intrinsicContentSize : view.intrinsicContentSize
        let hugging = view.contentHuggingPriority, resistance = view.contentCompressionResistancePriority
        if size.width != View.noIntrinsicMetric {
            made.append(contentSizeConstraint(view, .width, .lessThanOrEqual, size.width, hugging.horizontal, "H:hugging"))
            made.append(
                contentSizeConstraint(view, .width, .greaterThanOrEqual, size.width, resistance.horizontal, "H:compressionResistance"))
        }
        if size.height != View.noIntrinsicMetric {
            made.append(contentSizeConstraint(view, .height, .lessThanOrEqual, size.height, hugging.vertical, "V:hugging"))
            made.append(
                contentSizeConstraint(view, .height, .greaterThanOrEqual, size.height, resistance.vertical, "V:compressionResistance"))
        }
    }

    private func contentSizeConstraint(
        _ view: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ value: Double, _ priority: LayoutPriority,
        _ identifier: String
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, constant: value, priority: priority, identifier: identifier,
            origin: .contentSize)
    }

    // MARK: Labels

    /// Measures every label: unwrapped, or wrapped at its preferred or last solved width.
    func measureLabels() {
        textMetrics = [:]
        textMetrics.reserveCapacity(views.count)
        for view in views where view.text != nil {
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
        for view in views {
            // Most views have no text or a single line: told from the view's own fields, without
            // a copy of its text (its strings retained, then released, for each of them).
            guard view.measuresText, let lines = view.text?.numberOfLines, lines != 1 else { continue }
            guard let text = view.text, text.preferredMaxLayoutWidth == nil else { continue }
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
