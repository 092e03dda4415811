/// The solution as one value, for everything after the engine.
extension LayoutEngine {
    /// The layout as last solved, as a value: every view's and guide's geometry, the active
    /// constraints as printed, the conflicts, the ambiguities and the misplaced views. Call after
    /// ``layout()``; later changes to the tree do not change it.
    ///
    /// - Parameter findingAmbiguities: whether to ask the solver which items the constraints
    ///   leave open (``ambiguities()``), the one costly question: off, the layout's
    ///   ``SolvedLayout/ambiguities`` is empty and ``SolvedLayout/isCheckedForAmbiguity`` false.
    /// - Complexity: O(n) in the views, guides and constraints, plus the ambiguity questions.
    public func solvedLayout(findingAmbiguities: Bool = true) -> SolvedLayout {
        solvedLayout(findingAmbiguities: findingAmbiguities, listingConstraints: true)
    }

    /// ``solvedLayout(findingAmbiguities:)``; without `listingConstraints`, the layout's
    /// ``SolvedLayout/constraints`` is empty (its conflicts still list theirs): for what reads
    /// only the frames and the problems, such as `layout`'s table, which at 100,000 views spent
    /// a twentieth of its time and 80 MB listing 400,000 constraints it never printed.
    package func solvedLayout(findingAmbiguities: Bool = true, listingConstraints: Bool) -> SolvedLayout {
        let broken = Set(conflicts.map { ObjectIdentifier($0.broken) })
        let conflicting = Set(conflicts.flatMap { $0.constraints + [$0.broken] }.map(ObjectIdentifier.init))
        func status(_ c: LayoutConstraint) -> SolvedLayout.ConstraintStatus {
            let id = ObjectIdentifier(c)
            return SolvedLayout.ConstraintStatus(
                firstItem: solvedItem(c.firstItem), firstAttribute: c.firstAttribute, relation: c.relation,
                secondItem: c.secondItem.map(solvedItem), secondAttribute: c.secondAttribute, multiplier: c.multiplier,
                constant: c.constant, priority: c.priority, identifier: c.identifier, source: c.source, origin: c.origin,
                isActive: c.isActive, isBroken: broken.contains(id), isInConflict: conflicting.contains(id), printedText: c.formatText)
        }
        let solvedConflicts = conflicts.map { conflict in
            SolvedLayout.Conflict(
                constraints: conflict.constraints.map(status), broken: status(conflict.broken), sizeFloors: conflict.sizeFloors.map(status),
                isMinimal: conflict.isMinimal, description: conflict.description)
        }
        let views = self.views
        return SolvedLayout(
            canvasSize: canvasSize, direction: direction, views: views.map(solvedView),
            guides: views.flatMap { view in view.layoutGuides.filter { $0.kind == .user }.map { solvedGuide($0, owner: view) } },
            constraints: listingConstraints ? activeConstraints.map(status) : [], conflicts: solvedConflicts,
            ambiguities: findingAmbiguities ? ambiguities().map { SolvedLayout.Ambiguity(item: $0.item.identifier, needs: $0.needs) } : [],
            isCheckedForAmbiguity: findingAmbiguities,
            misplacedViews: misplacedViews().map {
                SolvedLayout.Misplacement(view: $0.view.identifier, designed: $0.designed, runtime: $0.runtime)
            })
    }

    private func solvedView(_ view: View) -> SolvedLayout.ViewLayout {
        let stack = view as? StackView
        let arranged = (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } ?? false
        return SolvedLayout.ViewLayout(
            identifier: view.identifier, superview: view.superview?.identifier, subviews: view.subviews.map(\.identifier),
            frame: view === root ? Rect(origin: .zero, size: canvasSize) : view.frame, center: view.center, bounds: view.bounds,
            transform: view.transform, isHidden: view.isHidden, isHiddenOrHasHiddenAncestor: view.isHiddenOrHasHiddenAncestor,
            arrangedSubviews: stack.map { $0.arrangedSubviews.map(\.identifier) }, stackAxis: stack?.axis, isArranged: arranged,
            layoutMarginsFrame: view.layoutMarginsFrame, safeAreaFrame: view.safeAreaFrame, safeAreaInsets: view.safeAreaInsets,
            designedFrame: view.designedFrame, text: view.text, contentVerticalAlignment: view.contentVerticalAlignment)
    }

    /// A constraint's item as a value: a view, or a guide with its kind and owner.
    private func solvedItem(_ item: LayoutItem) -> SolvedLayout.Item {
        guard let guide = item as? LayoutGuide else { return SolvedLayout.Item(identifier: item.identifier, kind: .view) }
        let kind: SolvedLayout.Item.Kind =
            switch guide.kind {
            case .user: .layoutGuide
            case .margins: .layoutMarginsGuide
            case .safeArea: .safeAreaLayoutGuide
            case .stackSpacer: .stackSpacer
            }
        return SolvedLayout.Item(identifier: guide.identifier, kind: kind, owner: guide.owningView?.identifier)
    }

    private func solvedGuide(_ guide: LayoutGuide, owner: View) -> SolvedLayout.GuideLayout {
        SolvedLayout.GuideLayout(identifier: guide.identifier, owner: owner.identifier, frame: guide.layoutFrame)
    }
}
