import AutoLayout

/// A device Interface Builder designs for (`<device id="retina4_7" orientation="portrait"/>`):
/// its screen in points and the safe area its status bar, notch and home indicator leave.
public struct IBDevice: Sendable, Equatable {
    public let id: String
    /// Portrait width and height.
    public let width: Double, height: Double
    /// Portrait safe area: the status bar (or notch) and the home indicator.
    public let top: Double, bottom: Double
    /// Landscape safe area, left and right of a notch, and the home indicator.
    public let landscapeSide: Double, landscapeTop: Double, landscapeBottom: Double

    public var isPad: Bool { id.hasPrefix("ipad") }

    /// The screen size, turned for landscape.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: height, height: width) : Size(width: width, height: height)
    }

    /// The safe area insets of a full-screen view controller's view, before bars. A 6.1-inch
    /// iPhone XR or 11 has 48 points above from iOS 14, as documents saved by Xcode 13 and later
    /// (tools 20000) show; before, 44.
    public func safeArea(landscape: Bool, toolsVersion: Double = 20000) -> DirectionalEdgeInsets {
        let top = id == "retina6_1" && toolsVersion >= 20000 ? 48 : self.top
        return landscape
            ? DirectionalEdgeInsets(top: landscapeTop, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide)
            : DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }

    /// A root view's system minimum margins on the sides: 16 points, 20 from 414 wide (the large
    /// phones, iPads, a wide freeform view of a xib), as the documents' saved frames show.
    public static func rootSideMargin(width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    /// Whether the screen has a notch or rounded corners: a safe area beyond the status bar.
    public var hasRoundedScreen: Bool { top > 20 }

    /// Interface Builder's device ids.
    public static let all: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 0, landscapeBottom: 0),
        IBDevice(id: "retina4_0", width: 320, height: 568, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 0, landscapeBottom: 0),
        IBDevice(id: "retina4_7", width: 375, height: 667, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 0, landscapeBottom: 0),
        IBDevice(id: "retina5_5", width: 414, height: 736, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 0, landscapeBottom: 0),
        IBDevice(id: "retina5_9", width: 375, height: 812, top: 44, bottom: 34, landscapeSide: 44, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina5_4", width: 375, height: 812, top: 50, bottom: 34, landscapeSide: 50, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_1", width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_5", width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_12", width: 393, height: 852, top: 59, bottom: 34, landscapeSide: 59, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_72", width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_7", width: 430, height: 932, top: 59, bottom: 34, landscapeSide: 59, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_3", width: 402, height: 874, top: 62, bottom: 34, landscapeSide: 62, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "retina6_9", width: 440, height: 956, top: 62, bottom: 34, landscapeSide: 62, landscapeTop: 0, landscapeBottom: 21),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 20, landscapeBottom: 0),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 20, landscapeBottom: 0),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 20, landscapeBottom: 0),
        IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, top: 24, bottom: 20, landscapeSide: 0, landscapeTop: 24, landscapeBottom: 20),
        IBDevice(id: "ipad11", width: 834, height: 1194, top: 24, bottom: 20, landscapeSide: 0, landscapeTop: 24, landscapeBottom: 20),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, top: 20, bottom: 0, landscapeSide: 0, landscapeTop: 20, landscapeBottom: 0),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, top: 24, bottom: 20, landscapeSide: 0, landscapeTop: 24, landscapeBottom: 20),
    ]

    public static func named(_ id: String) -> IBDevice? { all.first { $0.id == id } }
}
