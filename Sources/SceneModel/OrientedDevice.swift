/// A device in an orientation, as `--device` and `vary:` name it: `iphone-15` (the scene's own
/// orientation), `iphone-15:landscape` or `iphone-15:portrait`.
package struct OrientedDevice: Sendable, Equatable {
    package let device: Device
    /// Whether the device is turned on its side; nil keeps the scene's orientation.
    package let landscape: Bool?

    package init(_ device: Device, landscape: Bool? = nil) {
        self.device = device
        self.landscape = landscape
    }

    /// `NAME`, `NAME:landscape` or `NAME:portrait`, of strut's devices or Interface Builder's.
    package static func named(_ text: String) -> OrientedDevice? {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let device = Device.named(parts[0]) else { return nil }
        guard parts.count == 2 else { return OrientedDevice(device) }
        switch parts[1] {
        case "landscape": return OrientedDevice(device, landscape: true)
        case "portrait": return OrientedDevice(device, landscape: false)
        default: return nil
        }
    }

    /// Why a name is not a device, with every device's name.
    package static func unknown(_ text: String) -> String {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if Device.named(parts[0]) != nil, parts.count == 2 {
            return "unknown orientation '\(parts[1])' in '\(text)'; NAME:landscape or NAME:portrait"
        }
        return "unknown device '\(parts[0])'; known: \((Device.all + Device.interfaceBuilder).map(\.name).joined(separator: ", ")) (each NAME or NAME:landscape)"
    }

    /// What a panel's caption calls it: `iphone-15`, `iphone-15 landscape`.
    package var label: String { device.name + (landscape.map { $0 ? " landscape" : " portrait" } ?? "") }

    /// What a golden's name calls it: `iphone-15`, `iphone-15-landscape` (no colon, which some
    /// file systems refuse).
    package var fileName: String { device.name + (landscape.map { $0 ? "-landscape" : "-portrait" } ?? "") }

    /// The name as written back: `iphone-15:landscape`.
    package var name: String { device.name + (landscape.map { $0 ? ":landscape" : ":portrait" } ?? "") }
}
