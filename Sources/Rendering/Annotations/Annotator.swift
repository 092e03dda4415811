import LayoutValues

/// Draws a panel's annotations over its views: transformed views' rectangles, layout guides,
/// ambiguous items, constraint marks, then every label, placed clear of each other and of the
/// views' text.
struct Annotator {
    let context: PanelContext
    private var placer: LabelPlacer
    private var labels: [PendingLabel] = []
    /// The labels placed, left out for want of room (a badge or a name never covers another
    /// label or text) and overlapping.
    private(set) var counts = LabelCounts()
    private var placedRects: [Rect] = []
    private let textRects: [Rect]

    static let nameFont = "DejaVu Sans 9"
    static let guideFont = "DejaVu Sans Oblique 9"
    static let dash: [Double] = [4, 3]

    init(context: PanelContext, textRects: [Rect]) {
        self.context = context
        self.textRects = textRects
        placer = LabelPlacer(bounds: context.labelBounds, obstacles: textRects + context.reserved)
    }

    private var canvas: any Canvas { context.canvas }
    private var palette: Palette { context.palette }
    private var geometry: SceneGeometry { context.geometry }

    mutating func draw() {
        drawTransforms()
        drawStackAxes()
        drawGuides()
        drawAmbiguities()
        drawMisplaced()
        for mark in context.plan.marks { drawMark(mark) }
        drawNames()
        placeLabels()
    }

    // MARK: Shapes

    /// The untransformed rectangle dashed, the reported frame as a thin outline.
    private func drawTransforms() {
        for view in context.plan.transformedViews {
            context.pen.rect(geometry.frame(ofView: view), StrokeStyle(color: palette.ghost, width: 1, dash: [3, 3]))
            context.pen.rect(geometry.boundingFrame(ofView: view), StrokeStyle(color: palette.frameBox, width: 0.5))
        }
    }

    /// Each stack view's axis: an arrow through its middle from its leading (or top) edge to its
    /// trailing (or bottom) one, as the arranged views follow each other.
    private func drawStackAxes() {
        let style = StrokeStyle(color: palette.guide.withAlphaMultiplied(by: 0.7), width: 1)
        let inset = Pen.capHalfLength
        for stack in context.plan.stackViews {
            let r = geometry.frame(ofView: stack)
            if geometry.layout.views[stack].stackAxis == .vertical {
                guard r.height > 2 * inset else { continue }
                context.pen.arrow(Point(x: r.midX, y: r.minY + inset), Point(x: r.midX, y: r.maxY - inset), style)
            } else {
                guard r.width > 2 * inset else { continue }
                let (start, end) = geometry.layout.direction == .leftToRight ? (r.minX + inset, r.maxX - inset) : (r.maxX - inset, r.minX + inset)
                context.pen.arrow(Point(x: start, y: r.midY), Point(x: end, y: r.midY), style)
            }
        }
    }

    /// Each guide as a tinted, dashed rectangle (a dashed line when flat) with its name.
    private mutating func drawGuides() {
        for guide in context.plan.guides {
            let r = geometry.frame(of: guide)
            let style = StrokeStyle(color: palette.guide, width: 1, dash: Annotator.dash)
            if r.width < 0.5 || r.height < 0.5 {
                context.pen.line(r.origin, Point(x: r.maxX, y: r.maxY), style)
            } else {
                canvas.fill(.rect(r), with: palette.guide.withAlphaMultiplied(by: 0.08))
                context.pen.rect(r, style)
            }
            let block = TextBlock(context.scene.name(of: guide.identifier), font: Annotator.guideFont, color: palette.guide)
            addCaption(block, priority: 3) { LabelCandidates.corner(of: r, size: $0) }
        }
    }

    /// An outline around each ambiguous item, and what it needs.
    private mutating func drawAmbiguities() {
        for (item, needs) in context.plan.ambiguities {
            let r = geometry.frame(of: item)
            context.pen.rect(r.outset(by: 1.5), StrokeStyle(color: palette.ambiguous, width: 1.5))
            let needs = needs.map(\.rawValue).joined(separator: ", ")
            let block = TextBlock("\(context.scene.name(of: item.identifier)) needs \(needs)", font: Annotator.nameFont, color: palette.ambiguous)
            addCaption(block, priority: 1) { LabelCandidates.note(for: r, size: $0) }
        }
    }

    /// Interface Builder's misplaced view: a dashed orange outline where the view was designed,
    /// as the view itself is drawn where its constraints put it.
    private mutating func drawMisplaced() {
        for (view, designed) in context.plan.misplaced {
            let parent = geometry.superviews[view].map { geometry.frame(ofView: $0) } ?? .zero
            let r = designed.offsetBy(dx: parent.minX, dy: parent.minY)
            context.pen.rect(r, StrokeStyle(color: palette.ambiguous, width: 1, dash: Annotator.dash))
            let block = TextBlock("\(context.scene.name(of: geometry.layout.views[view].identifier)) designed here", font: Annotator.nameFont, color: palette.ambiguous)
            addCaption(block, priority: 1) { LabelCandidates.note(for: r, size: $0) }
        }
    }

    private mutating func drawMark(_ mark: ConstraintMark) {
        let color = mark.state == .satisfied ? palette.constraint : palette.conflict
        let dashed = mark.isOptional || mark.state == .broken
        let style = StrokeStyle(color: color, width: 1, dash: dashed ? Annotator.dash : [])
        for (a, b) in mark.leaders {
            context.pen.line(a, b, StrokeStyle(color: color.withAlphaMultiplied(by: 0.6), width: 1, dash: [2, 2]))
        }
        let (a, b) = mark.ends
        // Inside transformed views the mark is drawn as they are, with their transforms.
        let transform = geometry.ancestorTransform(of: mark.constraint)
        if !transform.isIdentity {
            canvas.save()
            canvas.concatenate(transform)
        }
        for stroke in [StrokeStyle(color: palette.halo, width: 3), style] {
            switch mark.shape {
            case .ibeam: context.pen.ibeam(a, b, stroke)
            case .line: for (from, to) in mark.segments { context.pen.line(from, to, stroke) }
            }
        }
        if !transform.isIdentity { canvas.restore() }
        guard let badge = mark.badge else { return }
        let layout = BadgeLayout(badge, measure: canvas.measure)
        let isBeam = if case .ibeam = mark.shape { true } else { false }
        let (ta, tb) = (transform.apply(to: a), transform.apply(to: b))
        let candidates = LabelCandidates.along(ta, tb, size: layout.size, onLineFirst: isBeam)
        var label = PendingLabel(priority: mark.state == .satisfied ? 2 : 0, size: layout.size, candidates: candidates) {
            layout.draw(in: $0, color: color, palette: $1, on: $2)
        }
        label.leader = (Point(x: (ta.x + tb.x) / 2, y: (ta.y + tb.y) / 2), color)
        label.omittable = true
        // Where the whole badge finds no room, its value alone may.
        if let short = badge.shortened {
            let shortLayout = BadgeLayout(short, measure: canvas.measure)
            label.shortened = (shortLayout.size, LabelCandidates.along(ta, tb, size: shortLayout.size, onLineFirst: isBeam), { shortLayout.draw(in: $0, color: color, palette: $1, on: $2) })
        }
        labels.append(label)
    }

    /// Each view's identifier in small type.
    private mutating func drawNames() {
        for view in context.plan.namedViews {
            let solved = geometry.layout.views[view]
            let r = solved.transform.isIdentity ? geometry.frame(ofView: view) : geometry.boundingFrame(ofView: view)
            let block = TextBlock(context.scene.name(of: solved.identifier), font: Annotator.nameFont, color: palette.secondaryText)
            if context.scene.keepsNamesAtViews {
                addCaption(block, priority: 4, touching: r, omittable: true) { LabelCandidates.around(r, size: $0) }
            } else {
                addCaption(block, priority: 4, omittable: true) { LabelCandidates.corner(of: r, size: $0) }
            }
        }
    }

    // MARK: Labels

    /// A label to place once every shape is drawn: lower priorities are placed first.
    private struct PendingLabel {
        var priority: Int
        var size: Size
        var candidates: [Point]
        var draw: (Rect, Palette, any Canvas) -> Void
        /// What the label belongs to, and the colour of the line drawn to it when the label had
        /// to move away.
        var leader: (anchor: Point, color: Color)?
        /// When every candidate is taken, places around the first one are searched, only those
        /// touching this rectangle when there is one; then the candidate that overlaps least.
        var touching: Rect?
        /// Left out (or shortened) rather than drawn over another label or text: constraint
        /// badges and views' names. Conflicts' and ambiguities' notes always have a place.
        var omittable = false
        /// A shorter form to try when the label finds no room: its size, candidates and drawing.
        var shortened: (size: Size, candidates: [Point], draw: (Rect, Palette, any Canvas) -> Void)?
    }

    /// Queues small text on a rounded backing, at candidates made for its size.
    private mutating func addCaption(
        _ block: TextBlock, priority: Int, touching: Rect? = nil, omittable: Bool = false, candidates: (Size) -> [Point]
    ) {
        let text = canvas.measure(block).size
        let size = Size(width: text.width + 6, height: text.height + 2)
        var label = PendingLabel(priority: priority, size: size, candidates: candidates(size)) { rect, palette, canvas in
            canvas.fill(.roundedRect(rect, radius: 3), with: palette.captionBackground)
            canvas.draw(block, at: Point(x: rect.minX + 3, y: rect.minY + 1))
        }
        label.touching = touching
        label.omittable = omittable
        labels.append(label)
    }

    private mutating func placeLabels() {
        let ordered = labels.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
        for (_, label) in ordered {
            var placed: (Rect, (Rect, Palette, any Canvas) -> Void)?
            if !label.omittable {
                placed = (placer.place(label.size, candidates: label.candidates, touching: label.touching), label.draw)
            } else if let rect = placer.placeIfFree(label.size, candidates: label.candidates, touching: label.touching) {
                placed = (rect, label.draw)
            } else if let short = label.shortened, let rect = placer.placeIfFree(short.size, candidates: short.candidates) {
                placed = (rect, short.draw)
                counts.shortened += 1
            }
            guard let (rect, draw) = placed else {
                counts.omitted += 1
                continue
            }
            counts.placed += 1
            // Touching is not overlapping: labels are placed a point apart, text may be met.
            let inner = rect.insetBy(dx: 0.5, dy: 0.5)
            if (placedRects + textRects).contains(where: { $0.intersects(inner) }) { counts.overlapping += 1 }
            placedRects.append(rect)
            if let (anchor, color) = label.leader { drawLeader(from: anchor, to: rect, color: color) }
            draw(rect, palette, canvas)
        }
    }

    /// A thin line from a mark to its label when the label sits away from it.
    private func drawLeader(from anchor: Point, to rect: Rect, color: Color) {
        let nearest = Point(x: min(max(anchor.x, rect.minX), rect.maxX), y: min(max(anchor.y, rect.minY), rect.maxY))
        let dx = nearest.x - anchor.x, dy = nearest.y - anchor.y
        guard dx * dx + dy * dy > 64 else { return }
        canvas.stroke(.line(anchor, nearest), with: StrokeStyle(color: color.withAlphaMultiplied(by: 0.7), width: 0.75))
    }
}
