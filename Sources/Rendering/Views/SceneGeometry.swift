import LayoutValues

/// Where things are in a solved scene, in the root view's coordinates and without transforms
/// (the rectangles Auto Layout solved): items' frames, constraint attributes' positions and
/// labels' text. Views are known by their index in the layout's ``SolvedLayout/views``.
struct SceneGeometry {
    let scene: RenderScene
    let theme: Theme
    let palette: Palette
    let measure: (TextBlock) -> TextMetrics
    /// The solution drawn: every frame comes from it.
    let layout: SolvedLayout
    /// Each view's superview; nil for the root.
    let superviews: [Int?]
    /// Each view's subviews, back to front.
    let subviews: [[Int]]
    /// Each view's untransformed frame in root coordinates.
    private let frames: [Rect]

    init(scene: RenderScene, theme: Theme, palette: Palette, measure: @escaping (TextBlock) -> TextMetrics) {
        self.scene = scene
        self.theme = theme
        self.palette = palette
        self.measure = measure
        layout = scene.layout
        let views = layout.views
        var superviews = [Int?](repeating: nil, count: views.count)
        var subviews = [[Int]](repeating: [], count: views.count)
        var frames = [Rect](repeating: .zero, count: views.count)
        // Root first, then depth first: a superview's frame is known before its subviews'.
        for (index, view) in views.enumerated() {
            let solved = view.untransformedFrame
            guard let superview = view.superview.flatMap(layout.index(ofView:)) else {
                frames[index] = Rect(origin: .zero, size: solved.size)
                continue
            }
            superviews[index] = superview
            subviews[superview].append(index)
            frames[index] = solved.offsetBy(dx: frames[superview].minX, dy: frames[superview].minY)
        }
        self.superviews = superviews
        self.subviews = subviews
        self.frames = frames
    }

    /// The root view's index.
    let root = 0

    /// A view's untransformed frame in root coordinates.
    func frame(ofView index: Int) -> Rect { frames[index] }

    /// The view an item is (for a view) or is in (a guide's owning view).
    func parentOrSelf(_ item: SolvedLayout.Item) -> Int? {
        switch item.kind {
        case .view: layout.index(ofView: item.identifier)
        case .layoutGuide, .layoutMarginsGuide, .safeAreaLayoutGuide, .stackSpacer: item.owner.flatMap(layout.index(ofView:))
        }
    }

    /// The view whose coordinates the item's frame is in: the superview or the owning view.
    private func parentView(of item: SolvedLayout.Item) -> Int? {
        guard let index = parentOrSelf(item) else { return nil }
        return item.kind == .view ? superviews[index] : index
    }

    /// The item's untransformed frame (a guide's layout frame) in root coordinates.
    func frame(of item: SolvedLayout.Item) -> Rect {
        guard let index = parentOrSelf(item) else { return .zero }
        if item.kind == .view { return frames[index] }
        let parent = frames[index]
        return layoutFrame(of: item, owner: layout.views[index]).offsetBy(dx: parent.minX, dy: parent.minY)
    }

    /// A guide's solved frame in its owning view's coordinates: a view's margins and safe area
    /// guides are the view's own.
    private func layoutFrame(of guide: SolvedLayout.Item, owner: SolvedLayout.ViewLayout) -> Rect {
        switch guide.kind {
        case .layoutMarginsGuide: owner.layoutMarginsFrame
        case .safeAreaLayoutGuide: owner.safeAreaFrame
        case .view, .layoutGuide, .stackSpacer: layout.guide(guide.identifier)?.frame ?? .zero
        }
    }

    /// A guide of the tree's own in root coordinates.
    func frame(of guide: SolvedLayout.GuideLayout) -> Rect {
        guard let owner = layout.index(ofView: guide.owner) else { return .zero }
        return guide.frame.offsetBy(dx: frames[owner].minX, dy: frames[owner].minY)
    }

    /// Where a constraint's mark is drawn: through the transforms of the deeper item's
    /// ancestors, composed (inner first), as the views inside them are drawn; identity when none
    /// is transformed. The item's own transform is not applied: constraints act on the
    /// untransformed rectangle.
    func ancestorTransform(of c: SolvedLayout.ConstraintStatus) -> AffineTransform {
        let items = [c.firstItem] + (c.secondItem.map { [$0] } ?? [])
        func depth(_ item: SolvedLayout.Item) -> Int {
            var n = 0, current = parentView(of: item)
            while let view = current { n += 1; current = superviews[view] }
            return n
        }
        guard let deeper = items.max(by: { depth($0) < depth($1) }) else { return .identity }
        var t = AffineTransform.identity
        var current = parentView(of: deeper)
        while let index = current {
            let transform = layout.views[index].transform
            if !transform.isIdentity { t = t.concatenating(AffineTransform(transform, about: frames[index].center)) }
            current = superviews[index]
        }
        return t
    }

    /// The view's `frame` (the bounding box of its transformed bounds) in root coordinates.
    func boundingFrame(ofView index: Int) -> Rect {
        guard let superview = superviews[index] else { return frames[index] }
        let parent = frames[superview]
        return layout.views[index].frame.offsetBy(dx: parent.minX, dy: parent.minY)
    }

    /// A view's bounds inset by its layout margins, in root coordinates.
    func marginsFrame(ofView index: Int) -> Rect {
        let r = frames[index]
        return layout.views[index].layoutMarginsFrame.offsetBy(dx: r.minX, dy: r.minY)
    }

    /// The item's bounds inset by its layout margins (a guide has none).
    func marginsFrame(of item: SolvedLayout.Item) -> Rect {
        guard item.kind == .view, let index = parentOrSelf(item) else { return frame(of: item) }
        return marginsFrame(ofView: index)
    }

    /// The position (or, for width and height, the length) a constraint's attribute measures.
    func position(_ attribute: LayoutAttribute, of item: SolvedLayout.Item) -> Double? {
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
    private func baseline(_ attribute: LayoutAttribute, of item: SolvedLayout.Item, frame r: Rect) -> Double {
        guard item.kind == .view, let index = parentOrSelf(item), let text = labelText(ofView: index) else { return r.maxY }
        let offset = attribute == .firstBaseline ? text.metrics.firstBaseline : text.metrics.lastBaseline
        return text.origin.y + offset
    }

    /// How a label's text is drawn: centred vertically in the view, as UILabel does (a control's
    /// where its `contentVerticalAlignment` puts it), wrapping at the view's width when it may
    /// have several lines.
    func labelText(ofView index: Int) -> LabelText? {
        let view = layout.views[index]
        guard let content = view.text, !content.text.isEmpty else { return nil }
        let style = scene.style(of: view.identifier)
        let r = frames[index].inset(by: style.textInsets)
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
    func isContainer(_ outer: SolvedLayout.Item, of inner: SolvedLayout.Item) -> Bool {
        guard let outerView = containerView(outer) else { return false }
        var current = parentView(of: inner)
        while let view = current {
            if view == outerView { return true }
            current = superviews[view]
        }
        return false
    }

    private func containerView(_ item: SolvedLayout.Item) -> Int? {
        switch item.kind {
        case .view, .layoutMarginsGuide, .safeAreaLayoutGuide: parentOrSelf(item)
        case .layoutGuide, .stackSpacer: nil
        }
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
