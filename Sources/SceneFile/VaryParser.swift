import AutoLayout
import SceneModel

/// Reads `vary: { device: [...], contentSize: [...], theme: [...], direction: [...] }`.
package enum VaryParser {
    static let keys = ["device", "contentSize", "theme", "direction"]
    static let themes = ["light", "dark"]
    /// The most combinations one scene is drawn in: each is a drawing and a golden.
    package static let maximumCombinations = 64

    static func parse(_ node: YAMLNode) throws(SceneError) -> VarySpec {
        let map = try node.mapping("vary", allowed: keys)
        var vary = VarySpec(location: node.location)
        if let list = map["device"] {
            vary.devices = try values(list, "device") { item throws(SceneError) in
                let name = try item.string("device")
                guard let device = OrientedDevice.named(name) else { throw item.error(OrientedDevice.unknown(name)) }
                return device
            }
        }
        if let list = map["contentSize"] {
            vary.contentSizes = try values(list, "contentSize") { item throws(SceneError) in try SceneParser.contentSizeCategory(item) }
        }
        if let list = map["theme"] {
            vary.themes = try values(list, "theme") { item throws(SceneError) in
                let name = try item.string("theme")
                guard themes.contains(name) else { throw item.error("theme is light or dark, not '\(name)'\(didYouMean(name, themes))") }
                return name
            }
        }
        if let list = map["direction"] {
            vary.directions = try values(list, "direction") { item throws(SceneError) in
                let name = try item.string("direction")
                guard let direction = LayoutDirection(rawValue: name) else {
                    throw item.error("direction is leftToRight or rightToLeft, not '\(name)'\(didYouMean(name, ["leftToRight", "rightToLeft"]))")
                }
                return direction
            }
        }
        guard vary.count <= maximumCombinations else {
            throw node.error("vary gives \(vary.count) combinations; at most \(maximumCombinations) (each is a drawing and a golden)")
        }
        return vary
    }

    /// A non-empty list of distinct values (a value twice would be two drawings of one golden).
    private static func values<T>(_ node: YAMLNode, _ what: String, _ read: (YAMLNode) throws(SceneError) -> T) throws(SceneError) -> [T] {
        let items = try node.sequence("vary's \(what)")
        guard !items.isEmpty else { throw node.error("vary's \(what) lists no value; leave it out to keep the scene's own") }
        var seen: Set<String> = []
        var values: [T] = []
        for item in items {
            let text = try item.string(what)
            guard seen.insert(text).inserted else { throw item.error("'\(text)' is listed twice in vary's \(what)") }
            values.append(try read(item))
        }
        return values
    }
}
