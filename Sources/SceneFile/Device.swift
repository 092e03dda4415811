import AutoLayout

/// A device a scene can be shown on: its portrait size, safe area and root margins.
public struct Device: Sendable, Equatable {
    public let name: String
    public let size: Size
    public let safeArea: DirectionalEdgeInsets
    public let landscapeSafeArea: DirectionalEdgeInsets
    public let rootMargins: Double

    public static let all: [Device] = [
        Device(name: "iphone-se", size: Size(width: 320, height: 568), safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .zero, rootMargins: 16),
        Device(name: "iphone-8", size: Size(width: 375, height: 667), safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .zero, rootMargins: 16),
        Device(name: "iphone-15", size: Size(width: 393, height: 852), safeArea: .init(top: 59, leading: 0, bottom: 34, trailing: 0),
               landscapeSafeArea: .init(top: 0, leading: 59, bottom: 21, trailing: 59), rootMargins: 16),
        Device(name: "ipad", size: Size(width: 768, height: 1024), safeArea: .init(top: 24, leading: 0, bottom: 0, trailing: 0),
               landscapeSafeArea: .init(top: 24, leading: 0, bottom: 0, trailing: 0), rootMargins: 20),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: size.height, height: size.width) : size
    }

    public func safeArea(landscape: Bool) -> DirectionalEdgeInsets { landscape ? landscapeSafeArea : safeArea }
}
