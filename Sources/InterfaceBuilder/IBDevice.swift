import AutoLayout
import SceneFile

/// What Interface Builder's devices add to strut's: its ids are in ``Device/interfaceBuilder``.
extension Device {
    /// A root view's system minimum margins on the sides: 16 points, 20 from 414 wide (the large
    /// phones, iPads, a wide freeform view of a xib), as the documents' saved frames show.
    static func rootSideMargin(width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    /// Whether the screen has a notch or rounded corners: a safe area beyond the status bar.
    var hasRoundedScreen: Bool { safeArea.top > 20 }

    var isPad: Bool { name.hasPrefix("ipad") || name == "ipad" }

    /// The safe area of a full-screen view controller's view, before bars. A 6.1-inch iPhone XR
    /// or 11 has 48 points above from iOS 14, as documents saved by Xcode 13 and later (tools
    /// 20000) show; before, 44.
    func safeArea(landscape: Bool, toolsVersion: Double) -> DirectionalEdgeInsets {
        var insets = safeArea(landscape: landscape)
        if name == "retina6_1", toolsVersion >= 20000, !landscape { insets.top = 48 }
        return insets
    }
}
