import AutoLayout
import SceneModel

/// What Interface Builder's devices add to strut's: its ids are in ``Device/interfaceBuilder``.
extension Device {
    /// A view controller's root view's minimum margins on its sides (`systemMinimumLayoutMargins`),
    /// by the root's own width: 16 points up to 393 wide (the phones up to the iPhone 15), 20
    /// from 400 (the larger phones, iPads, a freeform root wider than a phone). The saved frames:
    /// roots of 240 and 375 points at 16 (Tofu, RxDataSources, UIKitCatalog, Firebase, Google,
    /// Twilio, XLPagerTabStrip), of 400 (SkyFloatingLabelTextField's freeform controllers, made
    /// on a 375-point phone), 414, 600 and 1024 at 20 (uistackview_adaptivity, Revert,
    /// iNaturalist, LoopKit, SwiftMessages, Xamarin, eidolon, Monal). No root between 376 and
    /// 399 points wide in the corpus shows its margins.
    static func rootSideMargin(width: Double) -> Double {
        width >= 400 ? 20 : 16
    }

    /// The sides of a table view cell's content view from Xcode 10 (the table view's margins,
    /// which its cells preserve), by the cell's own width: 16 up to 375 points, 20 beyond. The
    /// saved cells: 320 and 375 points at 16 (corona-warn-app's 320-point cell of a document made
    /// on a 414-point phone, Google's ads samples, LoopKit, Tofu, FirebaseUI, Hackers), 382, 393
    /// and 414 at 20 (ARKit+CoreLocation, GoMap, Esri, Twilio, SwipeCellKit). A cell is wider than
    /// a root of the same width shows: the 393-point phones' roots keep 16.
    static func cellSideMargin(width: Double) -> Double {
        width > 375 ? 20 : 16
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
