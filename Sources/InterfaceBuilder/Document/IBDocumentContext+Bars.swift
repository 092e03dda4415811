import AutoLayout
import SceneModel

/// The bars Interface Builder draws over a view controller's view: the status bar, the
/// navigation bar the controller is shown under and the tab bar or toolbar below it, where the
/// root's safe area leaves room for them.
extension IBDocumentContext {
    func bars(controller: XMLElementNode?, root: ViewSpec, size: Size) -> [(frame: Rect, control: ControlSpec)] {
        guard let controller, let safe = root.safeArea else { return [] }
        var bars: [(frame: Rect, control: ControlSpec)] = []
        let navigation = navigationBarHeight(controller)
        var statusBar = safe.top
        if navigation > 0, safe.top >= navigation {
            statusBar = safe.top - navigation
            let item = controller.child("navigationItem", key: "navigationItem")
            let content = item.map(IBBarItems.navigationBar) ?? .navigationBar(title: "", leading: [], trailing: [])
            bars.append((Rect(x: 0, y: statusBar, width: size.width, height: navigation), content))
        }
        if statusBar >= 20 { bars.append((Rect(x: 0, y: 0, width: size.width, height: statusBar), .statusBar)) }
        if safe.bottom > 0, let bottom = bottomBar(controller) {
            bars.append((Rect(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom), bottom))
        }
        return bars
    }

    /// The height of the navigation bar the controller is shown under: the one its navigation
    /// controller saved, else a simulated one (74 with a prompt); 0 without one.
    private func navigationBarHeight(_ controller: XMLElementNode) -> Double {
        let id = controller["id"] ?? ""
        if let entry = containment.navigationBars[id] {
            if let bar = entry { return bar.isOpaque || bar.isHidden ? 0 : bar.height }
            return 44
        }
        guard let metrics = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") else { return 0 }
        return metrics["translucent"] == "NO" ? 0 : metrics["prompted"] == "YES" ? 74 : 44
    }

    /// A tab bar with the controller's own item selected, or a toolbar with its toolbar items.
    private func bottomBar(_ controller: XMLElementNode) -> ControlSpec? {
        let tabItem = controller.child("tabBarItem", key: "tabBarItem").map(IBBarItems.tabItem)
        if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil
            || containment.tabBarOwners[controller["id"] ?? ""] != nil
        {
            return .tabBar(items: tabItem.map { [$0] } ?? [], selected: 0)
        }
        if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
            let items = controller.child("toolbarItems").map { IBBarItems.items($0.children("barButtonItem")) } ?? []
            return .toolbar(items: items)
        }
        return nil
    }
}
