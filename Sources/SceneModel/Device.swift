import AutoLayout

/// A device a scene can be shown on: its portrait size, safe area and root margins.
package struct Device: Sendable, Equatable {
    package let name: String
    package let size: Size
    package let safeArea: DirectionalEdgeInsets
    package let landscapeSafeArea: DirectionalEdgeInsets
    package let rootMargins: Double

    package static let all: [Device] = [
        Device(name: "iphone-se", size: Size(width: 320, height: 568), safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .zero, rootMargins: 16),
        Device(name: "iphone-8", size: Size(width: 375, height: 667), safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .zero, rootMargins: 16),
        Device(name: "iphone-15", size: Size(width: 393, height: 852), safeArea: .init(top: 59, leading: 0, bottom: 34, trailing: 0),
               landscapeSafeArea: .init(top: 0, leading: 59, bottom: 21, trailing: 59), rootMargins: 16),
        // The phones Xcode 16 and 26 simulate: sizes in points from Apple's Human Interface
        // Guidelines (Layout, "Specifications"); safe areas as UIKit reports them on those screens,
        // the same as Interface Builder's devices of the same size and sensor housing (a Dynamic
        // Island of 59 points, 62 on the 6.3- and 6.9-inch screens; the 16e's notch, 47).
        phone("iphone-16", 393, 852, top: 59, bottom: 34, side: 59), phone("iphone-16-plus", 430, 932, top: 59, bottom: 34, side: 59),
        phone("iphone-16-pro", 402, 874, top: 62, bottom: 34, side: 62), phone("iphone-16-pro-max", 440, 956, top: 62, bottom: 34, side: 62),
        phone("iphone-16e", 390, 844, top: 47, bottom: 34, side: 47),
        phone("iphone-17", 402, 874, top: 62, bottom: 34, side: 62), phone("iphone-17-pro", 402, 874, top: 62, bottom: 34, side: 62),
        phone("iphone-17-pro-max", 440, 956, top: 62, bottom: 34, side: 62),
        Device(name: "ipad", size: Size(width: 768, height: 1024), safeArea: .init(top: 24, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .init(top: 24, leading: 0, bottom: 0, trailing: 0), rootMargins: 20),
    ]

    /// Interface Builder's devices by their document ids (`<device id="retina4_7"/>`), portrait
    /// size and safe area, landscape safe area. An id names a screen's diagonal; a second
    /// generation of a diagonal, with the Dynamic Island, adds a 2: `retina6_1` is the iPhone 11's
    /// 6.1 inches (414 × 896), `retina6_12` the iPhone 15's (393 × 852, 59 above), `retina6_7`
    /// the iPhone 12 Pro Max's 6.7 inches (428 × 926, 47 above), `retina6_72` the iPhone 15 Pro
    /// Max's (430 × 932, 59 above: OnionBrowser's saved scenes); `retina6_0` is the iPhone 12's
    /// 6.06 inches (390 × 844, 47 above).
    package static let interfaceBuilder: [Device] = [
        phone("retina3_5", 320, 480, top: 20, bottom: 0, side: 0), phone("retina4_0", 320, 568, top: 20, bottom: 0, side: 0),
        phone("retina4_7", 375, 667, top: 20, bottom: 0, side: 0), phone("retina5_5", 414, 736, top: 20, bottom: 0, side: 0),
        phone("retina5_9", 375, 812, top: 44, bottom: 34, side: 44), phone("retina5_4", 375, 812, top: 50, bottom: 34, side: 50),
        phone("retina6_0", 390, 844, top: 47, bottom: 34, side: 47),
        phone("retina6_1", 414, 896, top: 44, bottom: 34, side: 44), phone("retina6_5", 414, 896, top: 44, bottom: 34, side: 44),
        phone("retina6_12", 393, 852, top: 59, bottom: 34, side: 59), phone("retina6_7", 428, 926, top: 47, bottom: 34, side: 47),
        phone("retina6_72", 430, 932, top: 59, bottom: 34, side: 59), phone("retina6_3", 402, 874, top: 62, bottom: 34, side: 62),
        phone("retina6_9", 440, 956, top: 62, bottom: 34, side: 62),
        pad("ipad9_7", 768, 1024, top: 20, bottom: 0), pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
        pad("ipad10_5", 834, 1112, top: 20, bottom: 0), pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
        pad("ipad11", 834, 1194, top: 24, bottom: 20), pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
        pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
    ]

    private static func phone(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double, side: Double) -> Device {
        Device(
            name: id, size: Size(width: w, height: h), safeArea: .init(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeSafeArea: .init(top: 0, leading: side, bottom: bottom > 0 ? 21 : 0, trailing: side), rootMargins: w >= 414 ? 20 : 16)
    }

    private static func pad(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> Device {
        Device(
            name: id, size: Size(width: w, height: h), safeArea: .init(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeSafeArea: .init(top: top, leading: 0, bottom: bottom, trailing: 0), rootMargins: 20)
    }

    /// strut's devices and Interface Builder's, by name.
    package static func named(_ name: String) -> Device? { (all + interfaceBuilder).first { $0.name == name } }

    package func size(landscape: Bool) -> Size {
        landscape ? Size(width: size.height, height: size.width) : size
    }

    package func safeArea(landscape: Bool) -> DirectionalEdgeInsets { landscape ? landscapeSafeArea : safeArea }
}
