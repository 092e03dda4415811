/// UIKit's `UIUserInterfaceSizeClass`: how much room an axis of the screen gives.
package enum UserInterfaceSizeClass: String, Sendable, Equatable, CaseIterable {
    case compact
    case regular
}

/// The horizontal and vertical size classes of a screen (`traitCollection.horizontalSizeClass`
/// and `verticalSizeClass`), which Interface Builder calls width and height classes.
package struct SizeClasses: Sendable, Equatable, CustomStringConvertible {
    package var width: UserInterfaceSizeClass
    package var height: UserInterfaceSizeClass

    package init(width: UserInterfaceSizeClass, height: UserInterfaceSizeClass) {
        self.width = width
        self.height = height
    }

    /// `compact width, regular height`.
    package var description: String { "\(width.rawValue) width, \(height.rawValue) height" }
}

extension Device {
    /// Whether the device is an iPad: strut's `ipad` and Interface Builder's `ipad…` ids.
    package var isTablet: Bool { name.hasPrefix("ipad") }

    /// The size classes of a full-screen app on the device, as Apple's Human Interface Guidelines
    /// tabulate them (Layout, "Device size classes"): an iPad is regular on both axes in either
    /// orientation; an iPhone in portrait has a compact width and a regular height, and in
    /// landscape a compact height and a compact width, except the large phones (414 points wide
    /// and more in portrait: the Plus and Max models, the iPhone XR and 11), whose landscape
    /// width is regular.
    package func sizeClasses(landscape: Bool) -> SizeClasses {
        if isTablet { return SizeClasses(width: .regular, height: .regular) }
        guard landscape else { return SizeClasses(width: .compact, height: .regular) }
        return SizeClasses(width: size.width >= 414 ? .regular : .compact, height: .compact)
    }
}
