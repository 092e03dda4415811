import AutoLayout
import Yams

/// Reads a scene file's text into a ``SceneDocument``; every problem is a located ``SceneError``.
public enum SceneParser {
    static let topKeys = ["title", "canvas", "root", "constraints", "states", "animations"]
    static let canvasKeys = ["size", "device", "orientation", "scale", "direction", "background"]
    /// The largest canvas side and raster image strut makes.
    public static let maximumSide = 16_384.0
    public static let maximumPixels = 100_000_000.0

    public static func parse(_ text: String, file: String) throws(SceneError) -> SceneDocument {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let node: YAMLNode
        do {
            guard let composed = try YAMLComposer.compose(text, file: file) else { throw SceneError("the scene is empty", at: start) }
            node = composed
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw SceneError("cannot read YAML: \(error)", at: start)
        }
        let top = try node.mapping("the scene", allowed: topKeys)
        if text.utf8.contains(UInt8(ascii: "*")) { try node.checkExpandedSize(textLength: text.utf8.count, file: file) }
        let canvas = try top["canvas"].map(parseCanvas) ?? CanvasSpec(location: top.node.location)
        try checkLimits(canvas)
        let rootNode = try top.required("root", in: "the scene")
        var document = SceneDocument(
            file: file, title: try top["title"]?.string("title"), canvas: canvas,
            root: try ViewParser.root(rootNode), constraints: [], states: [])
        if let list = top["constraints"] { document.constraints = try ConstraintParser.list(list, scope: nil) }
        if let states = top["states"] { document.states = try StateParser.states(states) }
        if let animations = top["animations"] { document.animations = try AnimationParser.animations(animations, states: document.states) }
        try SceneLimits.check(document, at: rootNode.location)
        return document
    }

    private static func parseCanvas(_ node: YAMLNode) throws(SceneError) -> CanvasSpec {
        let map = try node.mapping("canvas", allowed: canvasKeys)
        var canvas = CanvasSpec(location: node.location)
        if let size = map["size"] {
            let v = try size.numbers("canvas size", count: 2)
            guard v[0] > 0 && v[1] > 0 else { throw size.error("canvas size must be positive") }
            canvas.size = Size(width: v[0], height: v[1])
        }
        if let device = map["device"] {
            let name = try device.string("device")
            guard let found = Device.named(name) else {
                throw device.error("unknown device '\(name)'\(didYouMean(name, Device.all.map(\.name))); known: "
                    + Device.all.map(\.name).joined(separator: ", "))
            }
            canvas.device = found
        }
        if let orientation = map["orientation"] {
            switch try orientation.string("orientation") {
            case "portrait": canvas.landscape = false
            case "landscape": canvas.landscape = true
            case let other: throw orientation.error("orientation is portrait or landscape, not '\(other)'")
            }
        }
        if let scale = map["scale"] {
            canvas.scale = try scale.double("scale")
            guard canvas.scale > 0 && canvas.scale <= 16 else { throw scale.error("scale must be more than 0 and at most 16") }
        }
        if let direction = map["direction"] {
            let name = try direction.string("direction")
            guard let value = LayoutDirection(rawValue: name) else {
                throw direction.error("direction is leftToRight or rightToLeft, not '\(name)'\(didYouMean(name, ["leftToRight", "rightToLeft"]))")
            }
            canvas.direction = value
        }
        if let background = map["background"] { canvas.background = Located(try background.string("background"), at: background.textLocation) }
        return canvas
    }

    /// A canvas over 16,384 points a side. How many pixels an image of it has depends on the
    /// scale and the format it is drawn in (`render --scale`, SVG or PNG), so that is checked where
    /// an image is made, never here: `layout` draws nothing.
    static func checkLimits(_ canvas: CanvasSpec) throws(SceneError) {
        let size = canvas.resolvedSize
        guard size.width <= maximumSide && size.height <= maximumSide else {
            throw SceneError("the canvas is \(formatted(size.width))x\(formatted(size.height)); at most \(Int(maximumSide)) points a side", at: canvas.location)
        }
    }

    private static func yamlError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let text = [context.map { "\($0)" }, problem].compactMap { $0 }.joined(separator: ": ")
            return SceneError("bad YAML: \(text)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams' own message holds the whole file; its mark is where the mapping starts.
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return SceneError("bad YAML: duplicate \(noun) \(keys) in the mapping that starts here",
                              at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return SceneError("bad YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

extension CanvasSpec {
    init(location: SourceLocation) {
        self.init(size: nil, device: nil, location: location)
    }

    /// The canvas size: as written, else the device's (turned for landscape), else iphone-se's.
    public var resolvedSize: Size {
        if let size { return landscape && device == nil ? Size(width: size.height, height: size.width) : size }
        return (device ?? Device.named("iphone-se")!).size(landscape: landscape)
    }
}
