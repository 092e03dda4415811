import AutoLayout
import SceneModel

/// Making one scene: its views and constraints, the canvas, the root's margins and safe area.
extension IBDocumentContext {
    /// - Parameter ownersView: a xib's view that its File's Owner (a view controller) shows as its
    ///   `view`, without a freeform size: it takes the device's size, as Xcode's "View as" gives it.
    func scene(root element: XMLElementNode, controller: XMLElementNode?, comment: String?, ownersView: Bool = false) throws(SceneError)
        -> InterfaceBuilderScene
    {
        let scope = controller ?? element
        let installs = carriesSizeClasses && namesDevice ? IBSizeClassInstalls(in: scope, designed: device.sizeClasses(landscape: landscape)) : nil
        let masks = installs.map { (constraints: $0.excludedConstraints, views: $0.excludedViews) } ?? variations.uninstalled(in: scope)
        let carried = installs == nil ? nil : try IBCarriedVariations(in: scope)
        let pruned = prune(element, excluding: masks.views, carrying: carried != nil)
        var reader = IBViewReader(colors: colors, measureText: measureText, cellContentMargins: cellContentMargins(width:))
        reader.runtime = runtime
        reader.followsContentSize = followsContentSize
        reader.keepsTextStyles = carriesSizeClasses  // convert's reading: the scene file follows text sizes too
        var root = try reader.view(pruned, parentType: nil)
        try SceneLimits.checkDepth(root)
        let frame = reader.views[root.id.value]?.savedFrame
        let designed = frame.map { Size(width: $0.width, height: $0.height) } ?? device.size(landscape: landscape)
        let takesDeviceSize = controller != nil || ownersView
        let canvasSize = fitsDevice && takesDeviceSize ? device.size(landscape: landscape) : designed
        configureRoot(&root, controller: controller, isCell: element.name.hasSuffix("Cell"), width: canvasSize.width)
        let side = Device.rootSideMargin(width: canvasSize.width)
        IBPreservedMargins.apply(
            to: &root, preserving: reader.preservingMargins,
            canvas: controller == nil ? DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side) : nil)
        addContentGuides(reader.contentGuides, to: &root)
        if let installs { IBDocumentContext.setConditions(installs.conditions, in: &root) }
        carried?.setStacks(in: &root)
        IBDocumentContext.fixFrames(fixedFrameViews(pruned), in: &root)
        var controllerGuides: [String: String] = [:]
        for guide in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"], let type = guide["type"] { controllerGuides[id] = type }
        }
        var constraintReader = IBConstraintReader(
            aliases: reader.guideAliases, controllerGuides: controllerGuides, root: root.id.value,
            excluded: masks.constraints.union(masks.views),
            contentGuides: Dictionary(reader.contentGuides.map { ($0.scrollView, $0.guide) }, uniquingKeysWith: { a, _ in a }),
            parents: reader.parents, keepsPlaceholders: !runtime)
        constraintReader.scrollViewMargins = reader.scrollViewMargins
        let read = try constraintReader.constraintsWithIDs(reader.constraintLists, conditions: installs?.conditions ?? [:])
        var constraints = read.map { made in
            var spec = made.spec
            if let id = made.id, let constants = carried?.constants[id] { spec.variations = constants }
            return spec
        }
        let constrained = Set(constraints.flatMap { spec -> [String] in
            guard case .fields(let fields) = spec.form else { return [] }
            return [fields.item.value] + (fields.toItem.map { [$0.value] } ?? [])
        })
        constraints += contentGuideConstraints(reader.contentGuides, views: reader.views, constrained: constrained, at: element.location)
        constraints += prototypingConstraints(pruned)
        try IBDocumentContext.checkItems(constraints, in: root)
        var canvas = CanvasSpec(size: canvasSize, device: nil, location: element.location)
        canvas.scale = 2
        if installs.map({ !$0.conditions.isEmpty }) == true || carried.map({ !$0.isEmpty }) == true {
            // `when:` is met by the canvas's device; the margins a device would give are the document's.
            (canvas.device, canvas.landscape) = (device, landscape)
            // The device's size is left to the device, so that another orientation takes its own.
            if canvasSize == device.size(landscape: landscape) { canvas.size = nil }
            if root.margins == nil { root.margins = DirectionalEdgeInsets(all: 8) }
        }
        let title = IBDocumentContext.title(controller: controller, root: element, comment: comment)
        // Drawn above the scene, and the bars' titles over it: a view's text's limits.
        if let title { try SceneLimits.checkText(title, at: scope.location) }
        var check = IBSavedFrameCheck(
            views: reader.views, parents: reader.parents,
            scrollViews: Set(reader.views.values.filter { IBViewReader.scrollingElements.contains($0.type) }.map(\.id)),
            unknownAlignment: IBSavedFrameCheck.symbolImageViews(pruned))
        if let safe = root.safeArea, safe.leading == 0, safe.trailing == 0 {
            for (guide, alias) in reader.guideAliases where alias == "\(root.id.value).safeArea" { check.sideEdgeGuides[guide] = root.id.value }
        }
        let document = SceneDocument(file: file, title: title, canvas: canvas, root: root, constraints: constraints)
        var scene = InterfaceBuilderScene(
            id: controller?["id"] ?? element["id"] ?? "", title: title, storyboardIdentifier: controller?["storyboardIdentifier"],
            document: document, views: reader.views, viewOrder: reader.order,
            warnings: reader.unknownElements.map { SceneError("<\($0.name)> is not an element strut knows; it is drawn as a plain view", at: $0.location) },
            contradictions: check.contradictions(reader.constraintLists, excluded: masks.constraints.union(masks.views))
                + check.stackContradictions(pruned))
        if fitsDevice && !takesDeviceSize { scene.freeformSize = designed }
        scene.bars = bars(controller: controller, root: root, size: canvasSize)
        for bar in scene.bars { try SceneLimits.checkTexts(of: bar.control, at: scope.location) }
        scene.customClassViews = reader.customClassViews
        if let installs {
            for (id, note) in installs.notes.sorted(by: { $0.key < $1.key }) {
                if installs.excludedConstraints.contains(id) || installs.excludedViews.contains(id) {
                    scene.leftOutNotes.append("\(id) \(note)")
                } else if reader.views[id] != nil {
                    scene.sizeClassNotes[id] = note
                }
            }
            for (i, made) in read.enumerated() { if let id = made.id, let note = installs.notes[id] { scene.constraintNotes[i] = note } }
        }
        return scene
    }

    /// Each subview's `when:`, by its id in the document.
    static func setConditions(_ conditions: [String: SizeClassCondition], in spec: inout ViewSpec) {
        for i in spec.subviews.indices {
            if let condition = conditions[spec.subviews[i].id.value] { spec.subviews[i].when = Located(condition, at: spec.subviews[i].id.location) }
            setConditions(conditions, in: &spec.subviews[i])
        }
    }

    /// A scene's root view (a view controller's, or a top-level view of a xib, which Interface
    /// Builder shows the same way) has the system's minimum margins on its sides, none above and
    /// below, and the device's safe area, below the bars a controller is shown with (a top-level
    /// view only a rounded screen's: Interface Builder leaves out the status bar there); a cell
    /// has neither.
    private func configureRoot(_ root: inout ViewSpec, controller: XMLElementNode?, isCell: Bool, width: Double) {
        root.translatesAutoresizingMask = false
        guard !isCell else {
            root.safeArea = .zero
            return
        }
        let side = Device.rootSideMargin(width: width)
        if root.margins == nil {
            root.margins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        if let controller {
            root.safeArea = safeArea(of: controller)
        } else {
            root.safeArea = device.hasRoundedScreen ? device.safeArea(landscape: landscape, toolsVersion: toolsVersion) : .zero
        }
        // Before iOS 11 (Xcode 9, tools 13000) margins were not measured from the bars: a root
        // view's top margin was 0, below the status bar or not.
        if toolsVersion < 13000 { root.insetsLayoutMarginsFromSafeArea = false }
    }

    /// A view controller's safe area: the device's, below the bars it is shown with. A sheet keeps
    /// the status bar's height above (once, in Xcode 26 too) and has no home indicator below, as
    /// the saved sheets of Twilio's video app (Xcode build 21208: 44 on a 6.1-inch phone) and
    /// sentry's sample (24765: 59 on an iPhone 15) show. A controller embedded in a container
    /// view is drawn the same way at the container's size: XLPagerTabStrip's (14460) keep the
    /// status bar's 20 above, Esri's (20037) no home indicator below; one whose container lies
    /// inside a scroll view has nothing above either, as every view inside a scroll view, whose
    /// content is scrolled clear of the bars (SkyFloatingLabelTextField's, 14460, in a table's
    /// cell: its views at the top of the container).
    private func safeArea(of controller: XMLElementNode) -> DirectionalEdgeInsets {
        let id = controller["id"] ?? ""
        var safe = device.safeArea(landscape: landscape, toolsVersion: toolsVersion)
        if containment.inSheet.contains(id) || containment.embedded.contains(id) {
            let once = device.safeArea(landscape: landscape, toolsVersion: min(toolsVersion, Device.doubledInsetsBuild - 1))
            safe = DirectionalEdgeInsets(top: once.top, leading: 0, bottom: 0, trailing: 0)
        }
        if containment.embeddedInScrollViews.contains(id) { safe.top = 0 }
        // On a phone without rounded corners a sheet starts below the status bar, which covers
        // none of it ("the insets reflect only the portion of the view that is covered",
        // UIView.safeAreaInsets): iNaturalist's comment sheet (22154, a 5.5-inch phone) has its
        // views 64 below its top guide's 0.
        if containment.inSheet.contains(id) && !device.hasRoundedScreen && !device.isPad { safe.top = 0 }
        if hidesStatusBar(controller) { safe.top = 0 }
        let belowBars = topInset(controller, below: safe.top)
        let aboveBars = bottomBarHeight(controller)
        // `edgesForExtendedLayout` without an edge: the view ends at the bar there, so the bar
        // (and what is beyond it) covers nothing ("the edges that you extend for your view
        // controller", UIViewController; XLPagerTabStrip's controllers, 14460).
        let extended = controller.child("extendedEdge", key: "edgesForExtendedLayout")
        safe.top = extended != nil && extended?["top"] != "YES" && belowBars > safe.top ? 0 : belowBars
        safe.bottom = extended != nil && extended?["bottom"] != "YES" && aboveBars > 0 ? 0 : safe.bottom + aboveBars
        return safe
    }

    /// Status bar "None" in the simulated metrics (a today extension's widget), which Xcode 11
    /// honoured (LoopKit's widget, tools 16097) and later Xcodes no longer do (DuckDuckGo's iPad
    /// tab, build 22685, keeps 20 points); the change is taken at Xcode 12 (tools 17000).
    /// A rounded screen keeps its insets.
    private func hidesStatusBar(_ controller: XMLElementNode) -> Bool {
        controller.child("nil", key: "simulatedStatusBarMetrics") != nil && toolsVersion < 17000 && !device.hasRoundedScreen
    }

    /// The top of the safe area below a navigation bar: the bar its navigation controller saved
    /// (a sheet's bar where it was drawn, 56 points tall, or 16 below the sheet's top from Xcode
    /// 16; another below the status bar), else a simulated or inferred bar of 44 (74 with a
    /// prompt), below the status bar (none in Xcode 10.2 to 12 on a phone without rounded
    /// corners: ``Device/statuslessBuilds``; Xcode 9.0 saved every bar at 0 and drew the status
    /// bar above it, as Firebase's Firestore sample, 12121, shows). Below an opaque bar the view
    /// starts under the bars, so nothing covers it
    /// (`extendedLayoutIncludesOpaqueBars` is false by default).
    private func topInset(_ controller: XMLElementNode, below statusBar: Double) -> Double {
        let id = controller["id"] ?? ""
        if let entry = containment.navigationBars[id], let bar = entry {
            if bar.isHidden { return statusBar }
            if bar.isOpaque { return 0 }
            if bar.isMisplaced { return simulatedBarBottom(inSheet: containment.inSheet.contains(id), below: statusBar) }
            return containment.inSheet.contains(id) ? bar.y + bar.height : max(statusBar, bar.y) + bar.height
        }
        if let metrics = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") {
            if metrics["translucent"] == "NO" { return 0 }
            return statusBar + (metrics["prompted"] == "YES" ? 74 : 44)
        }
        return statusBar + (containment.navigationBars[id] != nil ? 44 : 0)
    }

    /// Where a navigation bar Xcode marked misplaced ends: where the canvas draws a bar, not where
    /// the document saved it. iNaturalist's bars, saved 50 tall at 20 and marked misplaced, have
    /// their pushed controllers' views 64 below the top (a 44-point bar below the status bar),
    /// and its sheet's bar, saved 56 tall at 0, its views 56 below (a sheet's bar of Xcode 11 to
    /// 15, 56 tall at its top; from Xcode 16, 16 below it and 54 tall).
    private func simulatedBarBottom(inSheet: Bool, below statusBar: Double) -> Double {
        guard inSheet else { return statusBar + 44 }
        return toolsVersion < 24000 ? 56 : 16 + 54
    }

    private func bottomBarHeight(_ controller: XMLElementNode) -> Double {
        if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil { return 49 }
        if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil { return 44 }
        if let toolbar = containment.toolbars[controller["id"] ?? ""] { return toolbar }
        guard let owner = containment.tabBarOwners[controller["id"] ?? ""] else { return 0 }
        return containment.opaqueTabBars.contains(owner) ? 0 : 49
    }

    /// The element without the subviews the size class leaves out, and with what the size
    /// class varies: `<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`
    /// gives the element its attributes, and the elements inside it (a frame) replace the
    /// element's of the same name and key, when the designed device has those classes (Esri's
    /// stack axis, DuckDuckGo's axis and constants, SwiftMessages' spacing, Xamarin's frames).
    ///
    /// With `carrying`, what ``IBCarriedVariations`` writes as `variations:` keeps its default
    /// value, so that the designed device's classes apply it over that as any other's do.
    private func prune(_ element: XMLElementNode, excluding views: Set<String>, carrying: Bool = false) -> XMLElementNode {
        let variations = self.variations.applicable(element.children("variation"))
        var attributes = element.attributes
        let carried = carrying ? IBCarriedVariations.attributes[element.name] ?? [] : []
        for variation in variations {
            for (name, value) in variation.attributes where name != "key" && name != XMLElementNode.commentKey {
                if variation["key"] != "default" && carried.contains(name) { continue }
                attributes[name] = value
            }
        }
        let copy = XMLElementNode(name: element.name, attributes: attributes, location: element.location)
        copy.text = element.text
        // Each variation's keyed elements looked up by name and key, not searched for each child.
        let keyed = variations.map { variation in
            Dictionary(variation.elements.compactMap { e in e["key"].map { (KeyedName(name: e.name, key: $0), e) } }, uniquingKeysWith: { first, _ in first })
        }
        for child in element.elements where !views.contains(child["id"] ?? "") {
            let varied = child["key"].flatMap { key in keyed.compactMap { $0[KeyedName(name: child.name, key: key)] }.last }
            copy.append(prune(varied ?? child, excluding: views, carrying: carrying))
        }
        return copy
    }

    /// Each scroll view's content layout guide as a guide of its own, its origin at the scroll
    /// view's (no content offset).
    private func addContentGuides(_ guides: [(guide: String, scrollView: String)], to root: inout ViewSpec) {
        guard !guides.isEmpty else { return }
        let byScrollView = Dictionary(grouping: guides, by: \.scrollView)
        func visit(_ spec: inout ViewSpec) {
            for (guide, _) in byScrollView[spec.id.value] ?? [] { spec.guides.append(Located(guide, at: spec.id.location)) }
            for i in spec.subviews.indices { visit(&spec.subviews[i]) }
        }
        visit(&root)
    }

    /// The content area sits at the scroll view's origin. Its size is the scroll view's content
    /// size: a table, collection or text view sets its own from its rows, items or text, which
    /// constraints never make ambiguous; a plain scroll view takes it from the constraints its
    /// content makes to its content area ("Scrollable Content Size Ambiguity" when they leave it
    /// open), or, when no constraint reaches the content area, from the app's code
    /// (`contentSize`). Those two are drawn as large as the scroll view.
    private func contentGuideConstraints(
        _ guides: [(guide: String, scrollView: String)], views: [String: IBViewInfo], constrained: Set<String>, at location: SourceLocation
    ) -> [ConstraintSpec] {
        guides.flatMap { guide, scrollView in
            let sizedByContent = views[scrollView]?.type == "scrollView" && constrained.contains(guide)
            return (sizedByContent ? ["top", "leading"] : ["top", "leading", "width", "height"]).map { attribute in
                let fields = FieldsSpec(
                    item: Located(guide, at: location), attribute: Located(attribute, at: location), relation: .equal,
                    toItem: Located(scrollView, at: location), toAttribute: Located(attribute, at: location), multiplier: 1,
                    constant: 0, priority: .required)
                return ConstraintSpec(form: .fields(fields), location: location)
            }
        }
    }

    /// Xcode's scene title: the comment it writes before the scene, else the controller's title
    /// or its navigation item's.
    static func title(controller: XMLElementNode?, root: XMLElementNode, comment: String?) -> String? {
        if let comment, !comment.isEmpty { return comment }
        if let title = controller?["title"] { return title }
        if let title = controller?.child("navigationItem", key: "navigationItem")?["title"] { return title }
        return root["userLabel"]
    }
}

/// An element's name and `key`, as a variation's elements are looked up.
private struct KeyedName: Hashable {
    var name: String
    var key: String
}
