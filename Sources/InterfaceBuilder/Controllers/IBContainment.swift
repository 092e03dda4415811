import AutoLayout
import SceneModel

/// How a storyboard's view controllers are shown, as Interface Builder infers it from segues:
/// under which navigation bar, above a tab bar, or in a sheet.
struct IBContainment {
    /// A navigation bar as the navigation controller saved it: its top and height.
    struct Bar {
        var y: Double
        var height: Double
        /// `translucent="NO"`: the controllers' views start below it.
        var isOpaque = false
        /// `navigationBarHidden="YES"`: no bar; the controllers' views start below the status bar.
        var isHidden = false
        /// Xcode marked the saved bar misplaced: its frame is not where the canvas draws it.
        var isMisplaced = false
    }

    /// Controllers shown under a navigation bar; the bar its navigation controller saved, if any.
    private(set) var navigationBars: [String: Bar?] = [:]
    /// Controllers shown above a tab bar, and the tab bar controller that shows it.
    private(set) var tabBarOwners: [String: String] = [:]
    /// Tab bar controllers whose bar is opaque (`translucent="NO"`): the views of the
    /// controllers above it end at its top, so it covers nothing
    /// (`extendedLayoutIncludesOpaqueBars` is false by default).
    private(set) var opaqueTabBars: Set<String> = []
    /// Controllers shown by a navigation controller that shows its toolbar (`toolbarHidden="NO"`),
    /// and the toolbar's saved height: "the insets account for the status bar, other visible
    /// bars" (UIView.safeAreaInsets).
    private(set) var toolbars: [String: Double] = [:]
    /// Controllers embedded in a container view (`kind="embed"`).
    private(set) var embedded: Set<String> = []
    /// Those whose container view lies inside a scroll view: scrolled clear of the bars, nothing
    /// covers them.
    private(set) var embeddedInScrollViews: Set<String> = []
    /// Controllers presented as a sheet (iOS 13's automatic modal style), and those their
    /// navigation controllers show: no status bar above them.
    private(set) var inSheet: Set<String> = []

    init(_ root: XMLElementNode, sheets: Bool) throws(SceneError) {
        let graph = IBSegueGraph(root)
        embedded = graph.embedded
        embeddedInScrollViews = graph.embeddedInScrollViews
        var presented = try inferNavigationBars(graph)
        try inferToolbars(graph)
        inferTabBars(graph, presented: presented)
        guard sheets else { return }
        presented.formUnion(graph.presented)
        inferSheets(graph, presented: presented)
    }

    /// Which bar each controller is shown under: a navigation controller's root gets the bar it
    /// saved, and so does what it pushes. A push reaches its destination only from a controller
    /// a navigation controller shows (or one simulating a bar); elsewhere `show` presents, as
    /// `show(_:sender:)` does. A tab bar controller's children sit inside its view, so under the
    /// navigation bar that shows it: "for other views, the insets reflect only the portion of
    /// the view that is covered" (UIView.safeAreaInsets), and they push onto that navigation
    /// controller. Returns the controllers `show` presents.
    private mutating func inferNavigationBars(_ graph: IBSegueGraph) throws(SceneError) -> Set<String> {
        for (navigation, root) in graph.roots {
            navigationBars[root] = .some(try graph.controllers[navigation].flatMap { c throws(SceneError) in try IBContainment.savedBar(c) })
        }
        let simulatingBar = Set(
            graph.controllers.filter { $0.value.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil }.keys)
        // A controller simulating a bar pushes under one; it keeps its own simulated metrics.
        let simulatingOutside = simulatingBar.filter { navigationBars[$0] == nil }
        for push in graph.pushes where simulatingOutside.contains(push.from) && navigationBars[push.to] == nil {
            navigationBars[push.to] = .some(nil)
        }
        IBSegueGraph.spread(&navigationBars, along: graph.tabs + graph.pushes)
        return Set(graph.pushes.filter { navigationBars[$0.to] == nil && !simulatingBar.contains($0.from) }.map(\.to))
    }

    /// The toolbar a navigation controller shows, for its root and what it pushes.
    private mutating func inferToolbars(_ graph: IBSegueGraph) throws(SceneError) {
        for (navigation, root) in graph.roots {
            if let controller = graph.controllers[navigation], let toolbar = try IBContainment.shownToolbar(controller) { toolbars[root] = toolbar }
        }
        let bars = navigationBars
        IBSegueGraph.spread(&toolbars, along: graph.pushes) { bars[$0.to] != nil }
    }

    /// The tab bar each controller is shown above: a tab's, and, for a navigation controller
    /// that is a tab, its root and what it pushes, unless the pushed controller hides the tab bar
    /// (`hidesBottomBarWhenPushed`) or the push goes onto a navigation controller outside the
    /// tab bar controller.
    private mutating func inferTabBars(_ graph: IBSegueGraph, presented: Set<String>) {
        for (tabBar, child) in graph.tabs {
            tabBarOwners[child] = tabBar
            if graph.controllers[tabBar]?.child("tabBar", key: "tabBar")?["translucent"] == "NO" { opaqueTabBars.insert(tabBar) }
        }
        let hidesTabBar = Set(graph.controllers.filter { $0.value["hidesBottomBarWhenPushed"] == "YES" }.keys)
        let bars = navigationBars
        let pushesOutside = Set(graph.tabs.filter { bars[$0.from] != nil }.map(\.to))
        IBSegueGraph.spread(&tabBarOwners, along: graph.roots)
        IBSegueGraph.spread(&tabBarOwners, along: graph.pushes) {
            !hidesTabBar.contains($0.to) && !presented.contains($0.to) && !pushesOutside.contains($0.from)
        }
    }

    /// The controllers in a sheet: those presented, what a presented container shows (a
    /// navigation controller's root, a tab, a split view's columns) and what they push.
    private mutating func inferSheets(_ graph: IBSegueGraph, presented: Set<String>) {
        var sheet = Dictionary(uniqueKeysWithValues: presented.map { ($0, true) })
        let bars = navigationBars
        IBSegueGraph.spread(&sheet, along: graph.roots + graph.tabs + graph.columns + graph.pushes.filter { bars[$0.to] != nil })
        inSheet = Set(sheet.keys)
    }

    /// The bar a navigation controller saved; a hidden one (`isNavigationBarHidden`, which UIKit
    /// documents as hiding the bar for every controller it shows) has no height.
    /// Its frame is read as a view's is: every number finite and in range.
    private static func savedBar(_ navigationController: XMLElementNode) throws(SceneError) -> Bar? {
        if navigationController["navigationBarHidden"] == "YES" { return Bar(y: 0, height: 0, isHidden: true) }
        guard let bar = navigationController.child("navigationBar", key: "navigationBar"), let frame = try IBViewReader.frame(of: bar),
            frame.height > 0
        else { return nil }
        return Bar(y: frame.minY, height: frame.height, isOpaque: bar["translucent"] == "NO", isMisplaced: bar["misplaced"] == "YES")
    }

    /// The height of the toolbar a navigation controller shows, as it saved it (44 without one).
    private static func shownToolbar(_ navigationController: XMLElementNode) throws(SceneError) -> Double? {
        guard navigationController["toolbarHidden"] == "NO" else { return nil }
        let frame = try navigationController.child("toolbar", key: "toolbar").flatMap { t throws(SceneError) in try IBViewReader.frame(of: t) }
        return frame?.height ?? 44
    }

}
