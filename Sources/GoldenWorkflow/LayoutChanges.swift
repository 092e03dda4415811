import Foundation
import StrutPipeline

/// What moved between a golden's layout (`NAME.json` beside `NAME.png`, `strut layout --json`'s
/// object, or its array for a storyboard's scenes) and the layout drawn now: each view that
/// moved or resized and by how much (`mover: y 20 → 40 (+20)`), views added and removed, or, when
/// nothing moved, that the change is in the pixels alone.
package enum LayoutChanges {
    /// The line said when every frame is the same.
    package static let pixelsOnly = "no view moved or resized: the change is in the pixels alone (colour, text, drawing)"

    /// The changes, one line each; nil when either text is not a layout.
    package static func describe(golden: String, actual: String) -> [String]? {
        guard let before = scenes(golden), let after = scenes(actual) else { return nil }
        var lines: [String] = []
        let titled = max(before.count, after.count) > 1
        for (index, now) in after.enumerated() {
            let prefix = titled ? "[\(now.title ?? "scene \(index + 1)")] " : ""
            guard let then = match(now, index, in: before) else {
                lines.append(prefix + "a new scene")
                continue
            }
            lines += changes(then, now).map { prefix + $0 }
        }
        for (index, then) in before.enumerated() where match(then, index, in: after) == nil {
            lines.append((titled ? "[\(then.title ?? "scene \(index + 1)")] " : "") + "a scene no longer drawn")
        }
        return lines.isEmpty ? [pixelsOnly] : lines
    }

    /// A change as `check` prints it under a failure: a view's move after `moved: `; a
    /// constraint's change and the lines that say nothing moved as they are.
    package static func printed(_ change: String) -> String {
        change.hasPrefix("constraint ") || change.hasPrefix("no view moved") ? change : "moved: " + change
    }

    /// The constraints the scene lost and gained since the golden's (`NAME.constraints.txt`),
    /// one line each (`constraint removed: a.width == 90`, `constraint added: a.width == 100`),
    /// each counted as often as it is written.
    package static func constraintChanges(golden: String, actual: String) -> [String] {
        let before = lines(golden), after = lines(actual)
        var left = counts(after)
        var removed: [String] = []
        for line in before {
            if let n = left[line], n > 0 { left[line] = n - 1 } else { removed.append(line) }
        }
        var gone = counts(before)
        var added: [String] = []
        for line in after {
            if let n = gone[line], n > 0 { gone[line] = n - 1 } else { added.append(line) }
        }
        return removed.map { "constraint removed: " + $0 } + added.map { "constraint added: " + $0 }
    }

    /// A layout's changes and its constraints' together: where no view moved but constraints
    /// changed, the change is not in the pixels alone.
    package static func merge(_ moved: [String]?, constraints: [String]) -> [String]? {
        guard !constraints.isEmpty else { return moved }
        let frames = (moved ?? []).filter { $0 != pixelsOnly }
        return (frames.isEmpty && moved != nil ? ["no view moved or resized"] : frames) + constraints
    }

    private static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { !$0.isEmpty } }

    private static func counts(_ lines: [String]) -> [String: Int] { lines.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

    /// The scene of the other layout that is this one: a document's by its id, else by position.
    private static func match(_ scene: Scene, _ index: Int, in others: [Scene]) -> Scene? {
        if let key = scene.key { return others.first { $0.key == key } }
        return index < others.count ? others[index] : nil
    }

    /// One scene's layout as read back: its canvas, and each view's frame and Interface Builder name.
    struct Scene {
        var key: String?
        var title: String?
        var canvas: [Double]
        var order: [String]
        var frames: [String: [Double]]
        var names: [String: String]
    }

    private static func changes(_ then: Scene, _ now: Scene) -> [String] {
        var lines: [String] = []
        if let canvas = moves(then.canvas, now.canvas, names: ["x", "y", "width", "height"]) { lines.append("canvas: \(canvas)") }
        for id in now.order {
            let label = now.names[id].map { "\(id) (\($0))" } ?? id
            guard let old = then.frames[id] else {
                lines.append("\(label): a new view")
                continue
            }
            if let moved = moves(old, now.frames[id] ?? old, names: ["x", "y", "width", "height"]) { lines.append("\(label): \(moved)") }
        }
        for id in then.order where now.frames[id] == nil {
            lines.append("\(then.names[id].map { "\(id) (\($0))" } ?? id): no longer drawn")
        }
        return lines
    }

    /// `y 20 → 40 (+20), width 200 → 180 (-20)`; nil when nothing changed by more than 0.001.
    private static func moves(_ old: [Double], _ new: [Double], names: [String]) -> String? {
        var parts: [String] = []
        for (i, name) in names.enumerated() where i < old.count && i < new.count && abs(old[i] - new[i]) > 0.001 {
            let delta = new[i] - old[i]
            parts.append("\(name) \(LayoutReport.short(old[i])) → \(LayoutReport.short(new[i])) (\(delta > 0 ? "+" : "")\(LayoutReport.short(delta)))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The scenes of a layout's text: one object, or an array of them.
    static func scenes(_ text: String) -> [Scene]? {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
        let objects = (parsed as? [[String: Any]]) ?? (parsed as? [String: Any]).map { [$0] }
        guard let objects, !objects.isEmpty else { return nil }
        var found: [Scene] = []
        for object in objects {
            guard let views = object["views"] as? [String: [String: Any]] else { return nil }
            let canvas = object["canvas"] as? [String: Any]
            var frames: [String: [Double]] = [:], names: [String: String] = [:]
            for (id, view) in views {
                frames[id] = (view["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
                names[id] = view["name"] as? String
            }
            let title = object["title"] as? String
            let key = (object["scene"] as? String).map { $0 + ((object["state"] as? String).map { " " + $0 } ?? "") }
            found.append(
                Scene(
                    key: key, title: title.map { $0.isEmpty ? (key ?? "") : $0 }, canvas: [0, 0, number(canvas?["width"]), number(canvas?["height"])],
                    order: viewOrder(text, among: Set(views.keys), after: key), frames: frames, names: names))
        }
        return found
    }

    private static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? 0 }

    /// The views' ids in the order the text lists them (root first, depth first), each once:
    /// JSON's objects keep no order once read.
    private static func viewOrder(_ text: String, among ids: Set<String>, after key: String?) -> [String] {
        var order: [String] = [], seen: Set<String> = []
        var body = Substring(text)
        if let key, let range = text.range(of: "\"scene\": " + "\"" + key.split(separator: " ")[0]) { body = text[range.upperBound...] }
        for line in body.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.range(of: "\": { \"superview\"") else { continue }
            let quoted = String(trimmed[..<end.lowerBound]) + "\""
            guard let id = (try? JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed)) as? String else { continue }
            if ids.contains(id) && seen.insert(id).inserted { order.append(id) }
            if seen.count == ids.count { break }
        }
        return order + ids.subtracting(seen).sorted()
    }
}
