import AutoLayout

/// Everything a panel's annotations will show, decided before drawing: the constraint marks,
/// ambiguous items, layout guides, margins, the safe area and transformed views. The legend
/// lists what the plans use.
struct AnnotationPlan {
    var marks: [ConstraintMark] = []
    /// The items the layout leaves open, with what each needs.
    var ambiguities: [(item: LayoutItem, needs: [LayoutAmbiguity.Need])] = []
    /// Whether the plan draws anything.
    var isEmpty: Bool {
        marks.isEmpty && ambiguities.isEmpty && misplaced.isEmpty && guides.isEmpty && marginViews.isEmpty && !showsSafeArea
            && transformedViews.isEmpty && namedViews.isEmpty && stackViews.isEmpty
    }

    /// Views whose designed frame the constraints move them from.
    var misplaced: [(view: View, designed: Rect)] = []
    /// The scene's own layout guides (not margins or safe areas).
    var guides: [LayoutGuide] = []
    /// Views whose margins band is drawn.
    var marginViews: Set<ObjectIdentifier> = []
    var showsSafeArea = false
    /// Views whose untransformed rectangle and reported frame are drawn.
    var transformedViews: [View] = []
    /// Views whose names are drawn.
    var namedViews: [View] = []
    /// Stack views whose axis is drawn.
    var stackViews: [StackView] = []

    init(geometry: SceneGeometry, level: AnnotationLevel) {
        let engine = geometry.engine
        if level >= geometry.scene.marksIssuesFrom && (level != .none || geometry.scene.marksIssuesFrom == .none) {
            markIssues(of: geometry)
        }
        guard level != .none else { return }
        var planner = MarkPlanner(geometry: geometry, showsStackSpacing: level == .all)
        marks = planner.marks()
        let views = engine.root.allViews.filter { !$0.isHiddenOrHasHiddenAncestor }
        guides = views.flatMap(\.layoutGuides).filter { !$0.isStackSpacer }
        showsSafeArea = engine.root.safeAreaInsets != .zero
        namedViews = views.filter { $0 !== engine.root }
        guard level == .all else { return }
        stackViews = views.compactMap { $0 as? StackView }
        transformedViews = views.filter { !$0.transform.isIdentity }
        let usingMargins = AnnotationPlan.viewsWithMarginsUsed(by: engine.activeConstraints)
        let withMargins = views.filter { geometry.marginsFrame(of: $0) != geometry.frame(of: $0) }
        let shown = withMargins.filter { !$0.subviews.isEmpty || usingMargins.contains(ObjectIdentifier($0)) }
        marginViews = Set(shown.map(ObjectIdentifier.init))
    }

    /// The ambiguous and misplaced items of the solved layout, found in the tree drawn.
    private mutating func markIssues(of geometry: SceneGeometry) {
        let layout = geometry.layout
        let ambiguous = geometry.scene.marksAmbiguity ? layout.ambiguities : []
        guard !ambiguous.isEmpty || !layout.misplacedViews.isEmpty else { return }
        var items: [String: LayoutItem] = [:]
        for view in geometry.root.allViews {
            items[view.identifier] = items[view.identifier] ?? view
            for guide in view.layoutGuides where !guide.isStackSpacer { items[guide.identifier] = items[guide.identifier] ?? guide }
        }
        ambiguities = ambiguous.compactMap { a in items[a.item].map { ($0, a.needs) } }
        misplaced = layout.misplacedViews.compactMap { m in (items[m.view] as? View).map { ($0, m.designed) } }
    }

    /// The views whose margins (attributes or guide) some constraint relates.
    private static func viewsWithMarginsUsed(by constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        for c in constraints {
            for (item, attribute) in [(c.firstItem, c.firstAttribute), (c.secondItem, c.secondAttribute)] {
                if let view = item as? View, attribute.isMargin { found.insert(ObjectIdentifier(view)) }
                if let guide = item as? LayoutGuide, let owner = guide.owningView, guide === owner.layoutMarginsGuide {
                    found.insert(ObjectIdentifier(owner))
                }
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
