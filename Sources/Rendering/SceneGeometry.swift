import AutoLayout

/// Where things are in a solved scene, in the root view's coordinates and without transforms
/// (the rectangles Auto Layout solved): items' frames, constraint attributes' positions and
/// labels' text.
struct SceneGeometry {
    let scene: RenderScene
    let theme: Theme
    let palette: Palette
    let measure: (TextBlock) -> TextMetrics
    /// The solution drawn: every frame comes from it, never from the engine.
    let layout: SolvedLayout

    init(scene: RenderScene, theme: Theme, palette: Palette, measure: @escaping (TextBlock) -> TextMetrics) {
        self.scene = scene
        self.theme = theme
        self.palette = palette
        self.measure = measure
        layout = scene.layout
    }

    var engine: LayoutEngine { scene.engine }
    var root: View { engine.root }

    /// The item's untransformed frame (a guide's layout frame) in root coordinates.
    func frame(of item: LayoutItem) -> Rect {
        if let view = item as? View {
            let solved = layout.untransformedFrame(ofView: view.identifier) ?? .zero
            guard let superview = view.superview else { return Rect(origin: .zero, size: solved.size) }
            let parent = frame(of: superview)
            return solved.offsetBy(dx: parent.minX, dy: parent.minY)
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return .zero }
        let parent = frame(of: owner)
        return layoutFrame(of: guide, owner: owner).offsetBy(dx: parent.minX, dy: parent.minY)
    }

    /// A guide's solved frame in its owning view's coordinates: a view's margins and safe area
    /// guides are the view's own.
    private func layoutFrame(of guide: LayoutGuide, owner: View) -> Rect {
        if guide === owner.layoutMarginsGuide { return layout.view(owner.identifier)?.layoutMarginsFrame ?? .zero }
        if guide === owner.safeAreaLayoutGuide { return layout.view(owner.identifier)?.safeAreaFrame ?? .zero }
        return layout.guide(guide.identifier)?.frame ?? .zero
    }

    /// Where a constraint's mark is drawn: through the transforms of the deeper item's
    /// ancestors, composed (inner first), as the views inside them are drawn; identity when none
    /// is transformed. The item's own transform is not applied: constraints act on the
    /// untransformed rectangle.
    func ancestorTransform(of c: LayoutConstraint) -> AffineTransform {
        let items = [c.firstItem] + (c.secondItem.map { [$0] } ?? [])
        func depth(_ item: LayoutItem) -> Int {
            var n = 0, current = item.parentView
            while let view = current { n += 1; current = view.parentView }
            return n
        }
        guard let deeper = items.max(by: { depth($0) < depth($1) }) else { return .identity }
        var t = AffineTransform.identity
        var current = deeper.parentView
        while let view = current {
            if !view.transform.isIdentity { t = t.concatenating(AffineTransform(view.transform, about: frame(of: view).center)) }
            current = view.superview
        }
        return t
    }

    /// The view's `frame` (the bounding box of its transformed bounds) in root coordinates.
    func boundingFrame(of view: View) -> Rect {
        guard let superview = view.superview else { return frame(of: view) }
        let parent = frame(of: superview)
        return (layout.view(view.identifier)?.frame ?? .zero).offsetBy(dx: parent.minX, dy: parent.minY)
    }

    /// The item's bounds inset by its layout margins (a guide has none).
    func marginsFrame(of item: LayoutItem) -> Rect {
        guard let view = item as? View else { return frame(of: item) }
        let r = frame(of: view)
        return (layout.view(view.identifier)?.layoutMarginsFrame ?? .zero).offsetBy(dx: r.minX, dy: r.minY)
    }

    /// The position (or, for width and height, the length) a constraint's attribute measures.
    func position(_ attribute: LayoutAttribute, of item: LayoutItem) -> Double? {
        let r = attribute.isMargin ? marginsFrame(of: item) : frame(of: item)
        let leftToRight = layout.direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return r.minX
        case .right, .rightMargin: return r.maxX
        case .leading, .leadingMargin: return leftToRight ? r.minX : r.maxX
        case .trailing, .trailingMargin: return leftToRight ? r.maxX : r.minX
        case .centerX, .centerXWithinMargins: return r.midX
        case .top, .topMargin: return r.minY
        case .bottom, .bottomMargin: return r.maxY
        case .centerY, .centerYWithinMargins: return r.midY
        case .width: return r.width
        case .height: return r.height
        case .firstBaseline, .lastBaseline: return baseline(attribute, of: item, frame: r)
        case .notAnAttribute: return nil
        }
    }

    /// A label's baselines from its drawn text; a view without text has them at its bottom.
    private func baseline(_ attribute: LayoutAttribute, of item: LayoutItem, frame r: Rect) -> Double {
        guard let view = item as? View, let text = labelText(of: view) else { return r.maxY }
        let offset = attribute == .firstBaseline ? text.metrics.firstBaseline : text.metrics.lastBaseline
        return text.origin.y + offset
    }

    /// How a label's text is drawn: centred vertically in the view, as UILabel does (a control's
    /// where its `contentVerticalAlignment` puts it), wrapping at the view's width when it may
    /// have several lines.
    func labelText(of view: View) -> LabelText? {
        guard let content = view.text, !content.text.isEmpty else { return nil }
        let style = scene.style(of: view)
        let r = frame(of: view).inset(by: style.textInsets)
        var block = TextBlock(
            content.text, font: content.font, color: style.textColor?.resolved(for: theme) ?? palette.text,
            alignment: style.textAlignment.resolved(for: layout.direction), width: r.width >= 1 ? r.width : nil,
            maxLines: style.textFlowsFromTop ? 0 : content.numberOfLines)
        var metrics = measure(block)
        if style.shrinksTextToFit { (block, metrics) = TextFitting(measure: measure).fit(block, metrics, in: r) }
        let y: Double =
            switch (style.textFlowsFromTop, view.contentVerticalAlignment) {
            case (true, _), (false, .top): r.minY
            case (false, .bottom): r.maxY - metrics.size.height
            case (false, _): r.midY - metrics.size.height / 2
            }
        let origin = Point(x: r.minX, y: y)
        let inkWidth = min(metrics.size.width, r.width)
        let inkX: Double =
            switch block.alignment {
            case .center: r.midX - inkWidth / 2
            case .right: r.maxX - inkWidth
            case .left, .justified, .natural: r.minX
            }
        let ink = Rect(x: inkX, y: origin.y, width: inkWidth, height: metrics.size.height)
        return LabelText(block: block, origin: origin, metrics: metrics, inkRect: ink)
    }

    /// Whether `outer` contains `inner` in the view tree: `outer` is a view above `inner`, or
    /// one of its margins or safe area guides.
    func isContainer(_ outer: LayoutItem, of inner: LayoutItem) -> Bool {
        guard let outerView = containerView(outer) else { return false }
        var current = inner.parentView
        while let view = current {
            if view === outerView { return true }
            current = view.superview
        }
        return false
    }

    private func containerView(_ item: LayoutItem) -> View? {
        if let view = item as? View { return view }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return nil }
        let isOwnersOwn = guide === owner.layoutMarginsGuide || guide === owner.safeAreaLayoutGuide
        return isOwnersOwn ? owner : nil
    }
}

/// A label's text as laid out in its view.
struct LabelText {
    var block: TextBlock
    /// The top-left corner of the text's layout box.
    var origin: Point
    var metrics: TextMetrics
    /// Where the glyphs are: the obstacle annotation labels keep clear of.
    var inkRect: Rect
}
