import AutoLayout
import Rendering
import SceneFile
import SceneModel

/// One combination of the axes a scene is drawn in: a device (turned or not), a text size, a
/// theme and a layout direction; nil on an axis keeps the scene's own.
package struct Variation: Equatable {
    package var device: OrientedDevice?
    package var contentSize: ContentSizeCategory?
    package var theme: Theme?
    package var direction: LayoutDirection?

    package init(
        device: OrientedDevice? = nil, contentSize: ContentSizeCategory? = nil, theme: Theme? = nil, direction: LayoutDirection? = nil
    ) {
        self.device = device
        self.contentSize = contentSize
        self.theme = theme
        self.direction = direction
    }

    /// The document with this variation's text size, orientation and direction written into its
    /// canvas (the device is given to the loader, which sizes the canvas by it).
    package func applied(to document: SceneDocument) -> SceneDocument {
        var varied = document
        if let contentSize {
            varied.canvas.contentSize = contentSize
            varied.root.measureTextStyles()
        }
        if let landscape = device?.landscape { varied.canvas.landscape = landscape }
        if let direction { varied.canvas.direction = direction }
        return varied
    }

    /// `{ "device": "iphone-15:landscape", "contentSize": "accessibility5", … }`: the axes set.
    package var jsonObject: JSONValue {
        let fields = [
            device.map { ("device", $0.name) }, contentSize.map { ("contentSize", $0.shortName) }, theme.map { ("theme", $0.rawValue) },
            direction.map { ("direction", $0.rawValue) },
        ].compactMap { $0 }
        return .object(fields.map { ($0.0, .string($0.1)) })
    }

    /// The options that draw this variation: ` --device iphone-15:landscape --theme dark`.
    package var arguments: String {
        (device.map { " --device \($0.name)" } ?? "") + (contentSize.map { " --content-size \($0.shortName)" } ?? "")
            + (theme.map { " --theme \($0.rawValue)" } ?? "") + (direction.map { " --direction \($0.rawValue)" } ?? "")
    }

    /// The golden's suffix of the axes other than the device: `.contentSize-accessibility5.theme-dark.direction-rightToLeft`.
    package var goldenSuffix: String {
        (contentSize.map { ".contentSize-\($0.shortName)" } ?? "") + (theme.map { ".theme-\($0.rawValue)" } ?? "")
            + (direction.map { ".direction-\($0.rawValue)" } ?? "")
    }
}

/// The values asked for on each axis; every combination of them is drawn, devices outermost.
package struct VariationMatrix {
    package var devices: [OrientedDevice?] = [nil]
    package var contentSizes: [ContentSizeCategory?] = [nil]
    package var themes: [Theme?] = [nil]
    package var directions: [LayoutDirection?] = [nil]

    /// The matrix a scene file lists under `vary:`; an axis it leaves out keeps the scene's own.
    package init(_ vary: VarySpec) {
        devices = vary.devices.isEmpty ? [nil] : vary.devices
        contentSizes = vary.contentSizes.isEmpty ? [nil] : vary.contentSizes
        themes = vary.themes.isEmpty ? [nil] : vary.themes.map { Theme(rawValue: $0) }
        directions = vary.directions.isEmpty ? [nil] : vary.directions
    }

    /// The matrix of one variation.
    package init(_ variation: Variation) {
        self.init(devices: [variation.device], contentSizes: [variation.contentSize], themes: [variation.theme], directions: [variation.direction])
    }

    package init(
        devices: [OrientedDevice?] = [nil], contentSizes: [ContentSizeCategory?] = [nil], themes: [Theme?] = [nil],
        directions: [LayoutDirection?] = [nil]
    ) {
        self.devices = devices
        self.contentSizes = contentSizes
        self.themes = themes
        self.directions = directions
    }

    /// The theme of the page, the title and the captions: the first one listed, else light.
    package var pageTheme: Theme { themes.compactMap { $0 }.first ?? .light }

    /// Device × content size × theme × direction, in that order.
    package var combinations: [Variation] {
        devices.flatMap { device in
            contentSizes.flatMap { contentSize in
                themes.flatMap { theme in
                    directions.map { Variation(device: device, contentSize: contentSize, theme: theme, direction: $0) }
                }
            }
        }
    }

    /// Whether more than one value is asked for on any axis.
    package var isMatrix: Bool { combinations.count > 1 }

    /// A panel's caption: the device whenever one is given, and each other axis with several values.
    package func caption(_ variation: Variation) -> [String] {
        [
            variation.device?.label, contentSizes.count > 1 ? variation.contentSize?.shortName : nil,
            themes.count > 1 ? variation.theme?.rawValue : nil,
            directions.count > 1 ? variation.direction.map { $0 == .leftToRight ? "LTR" : "RTL" } : nil,
        ].compactMap { $0 }
    }
}

extension VariationMatrix {
    /// The combinations a scene's `vary:` may list at most, and a command ask for.
    package static var maximumCombinations: Int { VaryParser.maximumCombinations }

    /// Refuses more combinations than a scene's `vary:` may list, before any is laid out: each
    /// is a layout and a panel, and lists on four axes multiply (300 text sizes on 30 devices laid
    /// out for a minute).
    package func checkSize() throws(TooManyCombinations) {
        let count = devices.count * contentSizes.count * themes.count * directions.count
        guard count <= Self.maximumCombinations else { throw TooManyCombinations(count: count) }
    }
}

extension VariationMatrix {
    /// Refuses a device asked for twice in the orientation the scene is drawn in, however
    /// written: a device without an orientation keeps the scene's, so `iphone-15` beside
    /// `iphone-15:portrait` is one panel twice (and one golden under two names) in a portrait
    /// scene, and beside `iphone-15:landscape` in a landscape one.
    ///
    /// - Parameter sceneLandscape: the scene's own orientation (a storyboard or xib is read upright
    ///   on a device given without one).
    package func refuseRepeatedDevices(sceneLandscape: Bool, file: String) throws(SceneError) {
        var seen: [(device: Device, landscape: Bool, name: String)] = []
        for case let device? in devices {
            let landscape = device.landscape ?? sceneLandscape
            if let earlier = seen.first(where: { $0.device == device.device && $0.landscape == landscape }) {
                throw SceneError(
                    "the devices '\(earlier.name)' and '\(device.name)' are one in this \(landscape ? "landscape" : "portrait") scene "
                        + "('\(device.device.name)' alone keeps the scene's orientation); name each device once in each orientation",
                    at: SourceLocation(file: file, line: 1, column: 1))
            }
            seen.append((device.device, landscape, device.name))
        }
    }
}

/// More combinations of devices, content sizes, themes and directions than may be laid out.
package struct TooManyCombinations: Error, CustomStringConvertible {
    package let count: Int

    package var description: String {
        "the devices, content sizes, themes and directions asked for make \(count) combinations; at most \(VariationMatrix.maximumCombinations)"
    }
}
