import LayoutValues

/// Everything a panel's annotations will show, decided before drawing: the constraint marks,
/// ambiguous items, layout guides, margins, the safe area and transformed views. The legend
/// lists what the plans use.
struct AnnotationPlan {
    var marks: [ConstraintMark] = []
    /// The items the layout leaves open, with what each needs.
    var ambiguities: [(item: SolvedLayout.Item, needs: [SolvedLayout.Ambiguity.Need])] = []
    /// Whether the plan draws anything.
    var isEmpty: Bool {
        marks.isEmpty && ambiguities.isEmpty && misplaced.isEmpty && guides.isEmpty && marginViews.isEmpty && !showsSafeArea
            && transformedViews.isEmpty && namedViews.isEmpty && stackViews.isEmpty
    }

    /// Views whose designed frame the constraints move them from.
    var misplaced: [(view: Int, designed: Rect)] = []
    /// The scene's own layout guides (not margins or safe areas).
    var guides: [SolvedLayout.GuideLayout] = []
    /// Views whose margins band is drawn.
    var marginViews: Set<Int> = []
    var showsSafeArea = false
    /// Views whose untransformed rectangle and reported frame are drawn.
    var transformedViews: [Int] = []
    /// Views whose names are drawn.
    var namedViews: [Int] = []
    /// Stack views whose axis is drawn.
    var stackViews: [Int] = []

    /// - Parameter focus: views whose constraints alone are marked, and whose names (with those
    ///   of the items their constraints relate them to) alone are drawn; empty: every view's.
    init(geometry: SceneGeometry, level: AnnotationLevel, focus: Set<String> = []) {
        let layout = geometry.layout
        if level >= geometry.scene.marksIssuesFrom && (level != .none || geometry.scene.marksIssuesFrom == .none) {
            markIssues(of: geometry)
        }
        guard level != .none else { return }
        var planner = MarkPlanner(geometry: geometry, showsStackSpacing: level == .all)
        marks = planner.marks()
        let views = layout.views.indices.filter { !layout.views[$0].isHiddenOrHasHiddenAncestor }
        guides = layout.guides.filter { guide in
            layout.index(ofView: guide.owner).map { !layout.views[$0].isHiddenOrHasHiddenAncestor } ?? false
        }
        showsSafeArea = layout.root.safeAreaInsets != .zero
        namedViews = views.filter { $0 != geometry.root }
        if !focus.isEmpty { keepFocused(focus, layout: layout) }
        guard level == .all else { return }
        stackViews = views.filter { layout.views[$0].isStackView }
        transformedViews = views.filter { !layout.views[$0].transform.isIdentity }
        let usingMargins = AnnotationPlan.viewsWithMarginsUsed(by: layout.constraints, geometry: geometry)
        let withMargins = views.filter { geometry.marginsFrame(ofView: $0) != geometry.frame(ofView: $0) }
        marginViews = Set(withMargins.filter { !geometry.subviews[$0].isEmpty || usingMargins.contains($0) })
    }

    /// The ambiguous and misplaced items of the solved layout: views, or the tree's own guides.
    private mutating func markIssues(of geometry: SceneGeometry) {
        let layout = geometry.layout
        let ambiguous = geometry.scene.marksAmbiguity ? layout.ambiguities : []
        guard !ambiguous.isEmpty || !layout.misplacedViews.isEmpty else { return }
        ambiguities = ambiguous.compactMap { a in
            if layout.index(ofView: a.item) != nil { return (SolvedLayout.Item(identifier: a.item, kind: .view), a.needs) }
            return layout.guide(a.item).map { (SolvedLayout.Item(identifier: $0.identifier, kind: .layoutGuide, owner: $0.owner), a.needs) }
        }
        misplaced = layout.misplacedViews.compactMap { m in layout.index(ofView: m.view).map { ($0, m.designed) } }
    }

    /// Only the marks of constraints on a focused view (or on its guides), and the names of the
    /// views they relate.
    private mutating func keepFocused(_ focus: Set<String>, layout: SolvedLayout) {
        // An item by its identifier and, for a guide, its owner's.
        func names(_ item: SolvedLayout.Item?) -> [String] { item.map { [$0.identifier] + ($0.owner.map { [$0] } ?? []) } ?? [] }
        marks = marks.filter { mark in (names(mark.constraint.firstItem) + names(mark.constraint.secondItem)).contains(where: focus.contains) }
        let related = Set(marks.flatMap { names($0.constraint.firstItem) + names($0.constraint.secondItem) }).union(focus)
        namedViews = namedViews.filter { related.contains(layout.views[$0].identifier) }
        guides = guides.filter { related.contains($0.owner) || related.contains($0.identifier) }
    }

    /// The views whose margins (attributes or guide) some constraint relates.
    private static func viewsWithMarginsUsed(by constraints: [SolvedLayout.ConstraintStatus], geometry: SceneGeometry) -> Set<Int> {
        var found: Set<Int> = []
        for c in constraints {
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
                guard let item else { continue }
                let usesMargins = item.kind == .view ? attribute.isMargin : item.kind == .layoutMarginsGuide
                if usesMargins, let view = geometry.parentOrSelf(item) { found.insert(view) }
            }
        }
        return found
    }

    /// The legend's entries for what this plan draws, in the legend's order.
    var legendEntries: Set<LegendEntry> {
        var entries: Set<LegendEntry> = []
        for mark in marks {
            switch mark.shape {
            case .ibeam: entries.insert(.spacing)
            case .line: entries.insert(.alignment)
            }
            if mark.isOptional { entries.insert(.optional) }
            if mark.badge?.parts.contains(where: { if case .relation(let s) = $0 { s != "=" } else { false } }) == true {
                entries.insert(.inequality)
            }
            if mark.state != .satisfied { entries.insert(.conflict) }
            if mark.state == .broken { entries.insert(.broken) }
        }
        if !ambiguities.isEmpty { entries.insert(.ambiguous) }
        if !misplaced.isEmpty { entries.insert(.misplaced) }
        if !guides.isEmpty { entries.insert(.guide) }
        if !marginViews.isEmpty { entries.insert(.margins) }
        if showsSafeArea { entries.insert(.safeArea) }
        if !transformedViews.isEmpty { entries.insert(.transform) }
        if !stackViews.isEmpty { entries.insert(.stackAxis) }
        return entries
    }
}
