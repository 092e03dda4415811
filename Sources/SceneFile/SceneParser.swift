import AutoLayout
import SceneModel
import Yams

/// Reads a scene file's text into a ``SceneDocument``; every problem is a located ``SceneError``.
package enum SceneParser {
    static let topKeys = ["title", "canvas", "root", "constraints", "states", "animations", "vary"]
    static let canvasKeys = ["size", "device", "orientation", "scale", "direction", "background", "contentSize"]
    /// The largest canvas side and raster image strut makes.
    package static let maximumSide = 16_384.0
    package static let maximumPixels = 100_000_000.0

    package static func parse(_ text: String, file: String) throws(SceneError) -> SceneDocument {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let node: YAMLNode
        do {
            guard let composed = try YAMLComposer.compose(text, file: file) else { throw SceneError("the scene is empty", at: start) }
            node = composed
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file, text: text)
        } catch {
            throw SceneError("cannot read YAML: \(error)", at: start)
        }
        let top = try node.mapping("the scene", allowed: topKeys)
        try node.checkExpandedSize(of: text, file: file)
        let canvas = try top["canvas"].map(parseCanvas) ?? CanvasSpec(location: top.node.location)
        try checkLimits(canvas)
        let rootNode = try top.required("root", in: "the scene")
        let title = try top["title"]?.string("title")
        if let title, let node = top["title"] { try SceneLimits.checkText(title, at: node) }
        let (root, constraints) = try rootAndConstraints(rootNode, top["constraints"])
        var document = SceneDocument(file: file, title: title, canvas: canvas, root: root, constraints: constraints, states: [])
        if let states = top["states"] { document.states = try StateParser.states(states) }
        if let animations = top["animations"] { document.animations = try AnimationParser.animations(animations, states: document.states) }
        if let vary = top["vary"] { document.vary = try VaryParser.parse(vary) }
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
        if let size = map["contentSize"] { canvas.contentSize = try contentSizeCategory(size) }
        return canvas
    }

    /// A content size category by UIKit's or SwiftUI's name (`extraExtraExtraLarge`, `xxxLarge`).
    static func contentSizeCategory(_ node: YAMLNode) throws(SceneError) -> ContentSizeCategory {
        let name = try node.string("contentSize")
        guard let category = ContentSizeCategory.named(name) else {
            throw node.error("unknown content size '\(name)'\(didYouMean(name, ContentSizeCategory.allNames)); "
                + "UIKit's names (extraSmall … extraExtraExtraLarge, accessibilityMedium … accessibilityExtraExtraExtraLarge) or SwiftUI's (xSmall … xxxLarge, accessibility1 … accessibility5)")
        }
        return category
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

    /// Yams' error as one located line: its context without the position it repeats, its
    /// problem, and "tab" when a tab stands where YAML wants spaces.
    private static func yamlError(_ error: YamlError, file: String, text: String) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let location = SourceLocation(file: file, line: mark.line, column: mark.column)
            if let tab = tabInIndentation(text, line: mark.line, column: mark.column) {
                return SceneError("bad YAML: a tab in the indentation; YAML indents with spaces only", at: tab.map { SourceLocation(file: file, line: mark.line, column: $0) } ?? location)
            }
            let message = [context?.text, problem].compactMap { $0 }.map(oneLine).filter { !$0.isEmpty }.joined(separator: ": ")
            return SceneError("bad YAML: \(message)", at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams' own message holds the whole file; its mark is where the mapping starts.
            if let found = DuplicateKeyLocator.locate(
                keys: duplicates, in: text, line: context.mark.line, column: context.mark.column) {
                return SceneError("bad YAML: duplicate key '\(found.key)'; it is first at line \(found.first)",
                                  at: SourceLocation(file: file, line: found.line, column: found.column))
            }
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            return SceneError("bad YAML: duplicate \(noun) \(keys) in the mapping that starts here",
                              at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        case .reader(let problem, let offset, let value, _):
            // libyaml's reader refuses a character (a control character, a byte that is not
            // UTF-8) before any token: located where it stands, named by its code point.
            let location = offset.map { characterLocation($0, in: text, file: file) }
                ?? SourceLocation(file: file, line: 1, column: 1)
            let hex = String(value, radix: 16, uppercase: true)
            let code = value >= 0 ? " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))" : ""
            return SceneError("bad YAML: \(oneLine(problem))\(code)", at: location)
        default:
            return SceneError("bad YAML: \(oneLine("\(error)"))", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The line and column of the character `offset` characters into `text` (a CR LF is one).
    private static func characterLocation(_ offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character.isNewline { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Text on one line: its line breaks and runs of spaces made single spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == " " }).joined(separator: " ")
    }

    /// The column of the tab in the indentation of the error's line, or of the line before it
    /// (libyaml often notices a tab one token late), when there is one: `.some(nil)` when the
    /// tab is on the line before, nil when neither line's indentation holds a tab.
    private static func tabInIndentation(_ text: String, line: Int, column: Int) -> Int?? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for number in [line, line - 1] where number >= 1 && number <= lines.count {
            let indentation = lines[number - 1].prefix { $0 == " " || $0 == "\t" }
            guard let tab = indentation.firstIndex(of: "\t") else { continue }
            return number == line ? .some(indentation.distance(from: indentation.startIndex, to: tab) + 1) : .some(nil)
        }
        return nil
    }
}
