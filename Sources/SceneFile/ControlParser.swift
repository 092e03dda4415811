import SceneModel

/// Reads `control:` on a view.
enum ControlParser {
    static let kinds = ["switch", "slider", "segmentedControl", "stepper", "progressView", "pageControl", "activityIndicator", "image", "customView", "symbol", "material"]

    static func control(_ node: YAMLNode) throws(SceneError) -> ControlSpec {
        let map = try node.mapping("a control", allowed: ["kind", "on", "value", "segments", "selected", "pages", "current", "name", "scale", "weight", "fitsView", "style"])
        let kindNode = try map.required("kind", in: "a control")
        let kind = try kindNode.string("a control's kind")
        switch kind {
        case "switch": return .toggle(on: try map["on"]?.bool("on") ?? true)
        case "slider": return .slider(value: try fraction(map["value"]))
        case "segmentedControl":
            let titles = try (map["segments"]?.sequence("segments") ?? []).map { n throws(SceneError) in
                let title = try n.string("a segment")
                try SceneLimits.checkText(title, at: n)
                return title
            }
            return .segmented(titles: titles, selected: try map["selected"]?.int("selected") ?? 0)
        case "stepper": return .stepper
        case "progressView": return .progress(value: try fraction(map["value"]))
        case "pageControl":
            let pages = try map["pages"]?.int("pages") ?? 3
            guard (0...100).contains(pages) else { throw map["pages"]!.error("pages is from 0 to 100") }
            return .pageControl(pages: pages, current: try map["current"]?.int("current") ?? 0)
        case "activityIndicator": return .activityIndicator
        case "image":
            let name = try map["name"]?.string("name") ?? ""
            if let node = map["name"] { try SceneLimits.checkText(name, at: node) }
            return .image(name: name)
        case "customView":
            let name = try map["name"]?.string("name") ?? ""
            if let node = map["name"] { try SceneLimits.checkText(name, at: node) }
            return .customView(className: name)
        case "material":
            return .material(style: try oneOf(map["style"], "style", ControlSpec.blurStyles) ?? "systemMaterial")
        case "symbol":
            let nameNode = try map.required("name", in: "a symbol")
            let name = try nameNode.string("name")
            try SceneLimits.checkText(name, at: nameNode)
            return .symbol(
                name: name, scale: try oneOf(map["scale"], "scale", ControlSpec.symbolScales),
                weight: try oneOf(map["weight"], "weight", ControlSpec.symbolWeights), fitsView: try map["fitsView"]?.bool("fitsView") ?? true)
        default:
            throw kindNode.error("unknown control '\(kind)'\(didYouMean(kind, kinds)); controls: \(kinds.joined(separator: ", "))")
        }
    }

    /// A name among `names`, or a located error with a suggestion; nil when the key is absent.
    private static func oneOf(_ node: YAMLNode?, _ what: String, _ names: [String]) throws(SceneError) -> String? {
        guard let node else { return nil }
        let name = try node.string(what)
        guard names.contains(name) else {
            throw node.error("unknown symbol \(what) '\(name)'\(didYouMean(name, names)); \(what)s: \(names.joined(separator: ", "))")
        }
        return name
    }

    private static func fraction(_ node: YAMLNode?) throws(SceneError) -> Double {
        guard let node else { return 0.5 }
        let value = try node.double("value")
        guard (0...1).contains(value) else { throw node.error("value is from 0 to 1") }
        return value
    }
}
