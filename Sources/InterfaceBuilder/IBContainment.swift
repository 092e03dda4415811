import AutoLayout
import SceneFile

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
    }

    /// Controllers shown under a navigation bar; the bar its navigation controller saved, if any.
    private(set) var navigationBars: [String: Bar?] = [:]
    /// Controllers shown above a tab bar, and the tab bar controller that shows it.
    private(set) var tabBarOwners: [String: String] = [:]
    var aboveTabBar: Set<String> { Set(tabBarOwners.keys) }
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
    /// Controllers presented as a sheet (iOS 13's automatic modal style), and those their
    /// navigation controllers show: no status bar above them.
    private(set) var inSheet: Set<String> = []

    init(_ root: XMLElementNode, sheets: Bool) {
        var pushes: [(source: String, destination: String)] = []
        var presented: Set<String> = []
        var roots: [(navigation: String, root: String)] = []
        var tabs: [(tabBar: String, child: String)] = []
        /// The columns of split view controllers.
        var columns: [(split: String, child: String)] = []
        var bars: [String: Bar] = [:]
        let controllers = IBContainment.allControllers(root)
        for controller in controllers {
            let id = controller["id"] ?? ""
            if controller.name == "navigationController", let bar = IBContainment.savedBar(controller) { bars[id] = bar }
            for segue in IBContainment.segues(in: controller) {
                guard let destination = segue["destination"] else { continue }
                switch (segue["kind"], segue["relationship"]) {
                case ("relationship", "rootViewController") where controller.name == "navigationController":
                    navigationBars[destination] = .some(bars[id])
                    if let toolbar = IBContainment.shownToolbar(controller) { toolbars[destination] = toolbar }
                    roots.append((id, destination))
                case ("relationship", "viewControllers") where controller.name == "tabBarController":
                    tabBarOwners[destination] = id
                    if controller.child("tabBar", key: "tabBar")?["translucent"] == "NO" { opaqueTabBars.insert(id) }
                    tabs.append((id, destination))
                case ("relationship", "masterViewController"), ("relationship", "detailViewController"):
                    columns.append((id, destination))
                case ("show", _), ("push", _): pushes.append((id, destination))
                case ("embed", _): embedded.insert(destination)
                case ("presentation", _), ("modal", _):
                    if IBContainment.isSheet(segue["modalPresentationStyle"]) { presented.insert(destination) }
                default: break
                }
            }
        }
        // Roots met before their navigation controller's bar was read.
        for (navigation, root) in roots { navigationBars[root] = .some(bars[navigation]) }
        let simulatingBar = Set(
            controllers.filter { $0.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil }.compactMap { $0["id"] })
        // A push reaches its destination only from a controller a navigation controller shows
        // (or one simulating a bar); elsewhere `show` presents, as `show(_:sender:)` does. A tab
        // bar controller's children sit inside its view, so under the navigation bar that shows
        // it: "for other views, the insets reflect only the portion of the view that is covered"
        // (UIView.safeAreaInsets), and they push onto that navigation controller.
        var grew = true
        while grew {
            grew = false
            for tab in tabs where navigationBars[tab.child] == nil {
                if let bar = navigationBars[tab.tabBar] {
                    navigationBars[tab.child] = bar
                    grew = true
                }
            }
            for push in pushes where navigationBars[push.destination] == nil {
                if let bar = navigationBars[push.source] {
                    navigationBars[push.destination] = bar
                    grew = true
                } else if simulatingBar.contains(push.source) {
                    navigationBars[push.destination] = .some(nil)
                    grew = true
                }
            }
        }
        for push in pushes where navigationBars[push.destination] == nil && !simulatingBar.contains(push.source) {
            presented.insert(push.destination)
        }
        grew = true
        while grew {
            grew = false
            for push in pushes where toolbars[push.destination] == nil && navigationBars[push.destination] != nil {
                if let height = toolbars[push.source] {
                    toolbars[push.destination] = height
                    grew = true
                }
            }
        }
        // A navigation controller that is a tab's child shows its root, and what it pushes,
        // above the tab bar: its view is inside the tab bar controller's, and a pushed
        // controller keeps the tab bar unless it hides it (`hidesBottomBarWhenPushed`).
        let hidesTabBar = Set(controllers.filter { $0["hidesBottomBarWhenPushed"] == "YES" }.compactMap { $0["id"] })
        for (navigation, root) in roots { if let owner = tabBarOwners[navigation] { tabBarOwners[root] = owner } }
        grew = true
        while grew {
            grew = false
            for push in pushes
            where tabBarOwners[push.source] != nil && tabBarOwners[push.destination] == nil && !hidesTabBar.contains(push.destination)
                && !presented.contains(push.destination) && !tabs.contains(where: { $0.child == push.source && navigationBars[$0.tabBar] != nil })
            {
                tabBarOwners[push.destination] = tabBarOwners[push.source]
                grew = true
            }
        }
        guard sheets else { return }
        inSheet = presented
        // What a presented container shows (a navigation controller's root, a tab, a split view's
        // columns) is inside the sheet.
        let contained = roots.map { ($0.navigation, $0.root) } + tabs.map { ($0.tabBar, $0.child) } + columns.map { ($0.split, $0.child) }
        grew = true
        while grew {
            grew = false
            for (container, child) in contained where inSheet.contains(container) && !inSheet.contains(child) {
                inSheet.insert(child)
                grew = true
            }
            for push in pushes where inSheet.contains(push.source) && navigationBars[push.destination] != nil && !inSheet.contains(push.destination) {
                inSheet.insert(push.destination)
                grew = true
            }
        }
    }

    /// Whether a modal presentation style shows a sheet: the default (automatic), a page or form
    /// sheet; full screen and the rest cover the screen.
    private static func isSheet(_ style: String?) -> Bool {
        guard let style else { return true }
        return ["automatic", "pageSheet", "formSheet"].contains(style)
    }

    /// The bar a navigation controller saved; a hidden one (`isNavigationBarHidden`, which UIKit
    /// documents as hiding the bar for every controller it shows) has no height.
    private static func savedBar(_ navigationController: XMLElementNode) -> Bar? {
        if navigationController["navigationBarHidden"] == "YES" { return Bar(y: 0, height: 0, isHidden: true) }
        guard let bar = navigationController.child("navigationBar", key: "navigationBar"), let rect = bar.child("rect", key: "frame"),
            let y = rect["y"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init), height > 0
        else { return nil }
        return Bar(y: y, height: height, isOpaque: bar["translucent"] == "NO")
    }

    /// The height of the toolbar a navigation controller shows, as it saved it (44 without one).
    private static func shownToolbar(_ navigationController: XMLElementNode) -> Double? {
        guard navigationController["toolbarHidden"] == "NO" else { return nil }
        let height = navigationController.child("toolbar", key: "toolbar")?.child("rect", key: "frame")?["height"].flatMap(Double.init)
        return height ?? 44
    }

    private static func segues(in element: XMLElementNode) -> [XMLElementNode] {
        element.elements.flatMap { $0.name == "segue" ? [$0] : segues(in: $0) }
    }

    private static func allControllers(_ root: XMLElementNode) -> [XMLElementNode] {
        root.child("scenes")?.children("scene").flatMap { $0.child("objects")?.elements ?? [] } ?? []
    }
}
