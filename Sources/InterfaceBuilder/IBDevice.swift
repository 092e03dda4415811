import AutoLayout
import SceneModel

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

    /// The safe area of a full-screen view controller's view, before bars. A 6.1-inch phone
    /// (`retina6_1`) has 48 points above in documents saved by Xcode builds from 21701 on
    /// (OnionBrowser 21701, RevenueCat 22684, FloatingPanel 22685), 44 before (RadarCOVID and
    /// Esri 20037, Twilio 21208, stopp-corona 17701): the change is taken at 21500.
    ///
    /// The Xcode of build 24412 and later (Xcode 26) counts a rounded phone's insets twice on
    /// its canvas, above and below: the saved frames of DataDog's storyboards (24412, iPhone 15:
    /// 118 above, 68 below), GoMap's and sentry's (24765: 118 and 68 on an iPhone 15, 96 above on
    /// a 6.1-inch phone) and NetNewsWire's (24506, 68 below) put views constrained to the safe
    /// area there, where the same devices saved by Xcode 16 (GoMap's POI storyboard, 24093:
    /// navigation bars at 59) and 15 have the insets once.
    func safeArea(landscape: Bool, toolsVersion: Double) -> DirectionalEdgeInsets {
        var insets = safeArea(landscape: landscape)
        if name == "retina6_1", toolsVersion >= 21500, !landscape { insets.top = 48 }
        if Device.statuslessBuilds.contains(toolsVersion), !hasRoundedScreen, !isPad { insets.top = 0 }
        if toolsVersion >= Device.doubledInsetsBuild, hasRoundedScreen, !isPad, !landscape {
            insets.top *= 2
            insets.bottom *= 2
        }
        return insets
    }

    /// The Xcode builds (10.2 to 12) that drew a phone without rounded corners with no status bar:
    /// they saved navigation bars at y = 0 (SwipeCellKit 14868, LoopKit 15705, Azure 16097,
    /// FirebaseUI and Tofu 17701), put UIKitCatalog's view under a simulated bar 44 below the top
    /// (14810), and views pinned to the top of the safe area or the top layout guide at 0 (Azure's
    /// tab, 16097; FirebaseUI's storage screen, 17701). Xcode 10.1 (XLPagerTabStrip, 14460) and 14
    /// (Google's ads samples, 23089) saved bars at 20.
    static let statuslessBuilds = 14800.0..<18000.0

    /// The first Xcode build known to double a rounded phone's safe area on its canvas.
    static let doubledInsetsBuild = 24412.0
}
