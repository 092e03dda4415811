import AutoLayout
import InterfaceBuilder
import SceneFile
import SceneModel

/// What `strut layout` prints: a table for people, or the contract's JSON (§3.1).
package enum LayoutReport {
    /// - Parameter document: what a storyboard or xib says of the scene: its id and title, and
    ///   each view's name and type.
    /// - Parameter state: the state shown, named in the object when every state is printed.
    /// - Parameter variation: the combination laid out, named in the object when several are.
    package static func json(_ scene: LoadedScene, _ document: InterfaceBuilderScene? = nil, state: String? = nil, variation: Variation? = nil) -> String {
        var views: [String] = []
        for view in scene.views {
            let frame = view === scene.root ? Rect(origin: .zero, size: scene.canvasSize) : view.frame
            let superview = view.superview.map { "\"\(escape($0.identifier))\"" } ?? "null"
            views.append(
                "    \"\(escape(view.identifier))\": { \"superview\": \(superview), \"frame\": \(array(frame)), "
                    + "\"center\": [\(number(view.center.x)), \(number(view.center.y))], \"bounds\": \(array(view.bounds))"
                    + extras(view) + documentExtras(view, document) + " }")
        }
        let guides = scene.guides.map {
            "    \"\(escape($0.identifier))\": { \"owner\": \"\(escape($0.owningView?.identifier ?? ""))\", \"frame\": \(array($0.layoutFrame)) }"
        }
        let conflicts = scene.engine.conflicts.map { conflict in
            "    { \"constraints\": [" + conflict.constraints.map { "\"\(escape($0.description))\"" }.joined(separator: ", ")
                + "], \"broken\": \"\(escape(conflict.broken.description))\" }"
        }
        let misplaced = scene.engine.misplacedViews().map { m in
            "    { \"item\": \"\(escape(m.view.identifier))\", \"designed\": \(array(m.designed)), \"runtime\": \(array(m.runtime)) }"
        }
        let ambiguous = scene.engine.ambiguities().map { a in
            "    { \"item\": \"\(escape(a.item.identifier))\", \"needs\": [" + a.needs.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "] }"
        }
        var header = document.map {
            "  \"scene\": \"\(escape($0.id))\", \"title\": " + ($0.title.map { "\"\(escape($0))\"" } ?? "null") + ",\n"
        } ?? ""
        if let state { header += "  \"state\": \"\(escape(state))\",\n" }
        if let variation { header += "  \"variation\": \(variation.json),\n" }
        return """
            {
            \(header)  "canvas": { "width": \(number(scene.canvasSize.width)), "height": \(number(scene.canvasSize.height)) },
              "views": {
            \(views.joined(separator: ",\n"))
              },
              "guides": {\(block(guides))},
              "conflicts": [\(block(conflicts))],
              "ambiguous": [\(block(ambiguous))]\(misplaced.isEmpty ? "" : ",\n  \"misplaced\": [" + block(misplaced) + "]")
            }
            """
    }

    /// `"hidden": true` for a hidden view, `"arranged": [ids]` for a stack view (§1.6).
    private static func extras(_ view: View) -> String {
        var text = view.isHidden ? ", \"hidden\": true" : ""
        if let stack = view as? StackView {
            text += ", \"arranged\": [" + stack.arrangedSubviews.map { "\"\(escape($0.identifier))\"" }.joined(separator: ", ") + "]"
        }
        return text
    }

    /// `"name"` and `"type"` of a view of a storyboard or xib (§5).
    private static func documentExtras(_ view: View, _ document: InterfaceBuilderScene?) -> String {
        guard let info = document?.views[view.identifier] else { return "" }
        return ", \"name\": \"\(escape(info.name))\", \"type\": \"\(escape(info.type))\""
    }

    private static func block(_ lines: [String]) -> String {
        lines.isEmpty ? "" : "\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n  "
    }

    /// - Parameter document: a storyboard's or xib's scene: each view is listed with its name in
    ///   Xcode's outline beside its object id.
    package static func table(_ scene: LoadedScene, _ document: InterfaceBuilderScene? = nil, state: String? = nil, variation: String? = nil) -> String {
        let named = document != nil
        var rows: [[String]] = [["view"] + (named ? ["name"] : []) + ["superview", "x", "y", "width", "height"]]
        for view in scene.views {
            let frame = view === scene.root ? Rect(origin: .zero, size: scene.canvasSize) : view.frame
            let name = named ? [tableName(document?.views[view.identifier]?.name ?? "-")] : []
            rows.append([view.identifier] + name + [view.superview?.identifier ?? "-"] + [frame.minX, frame.minY, frame.width, frame.height].map(short))
        }
        for guide in scene.guides {
            let f = guide.layoutFrame
            let name = named ? ["-"] : []
            rows.append([guide.identifier + " (guide)"] + name + [guide.owningView?.identifier ?? "-"] + [f.minX, f.minY, f.width, f.height].map(short))
        }
        let title = (scene.document.title.map { " — \($0)" } ?? "") + (variation.map { " [\($0)]" } ?? "") + (state.map { " [state \($0)]" } ?? "")
        var lines = ["\(scene.document.file)\(title): \(short(scene.canvasSize.width)) x \(short(scene.canvasSize.height))", ""]
        lines += aligned(rows, textColumns: named ? 3 : 2)
        for conflict in scene.engine.conflicts { lines += ["", conflict.description] }
        let ambiguities = scene.engine.ambiguities()
        if !ambiguities.isEmpty {
            lines += ["", "Ambiguous layout:"] + ambiguities.map { "    \($0)" }
        }
        let misplaced = scene.engine.misplacedViews()
        if !misplaced.isEmpty {
            lines += ["", "Misplaced views:"] + misplaced.map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// A view's name on one line of at most 40 characters.
    private static func tableName(_ name: String) -> String {
        let line = name.replacingOccurrences(of: "\n", with: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// The rows in columns: the first `textColumns` left-aligned, the numbers after them right-aligned.
    package static func aligned(_ rows: [[String]], textColumns: Int = 2) -> [String] {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i < textColumns ? cell.padding(widths[i]) : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }
    }

    /// A number for the table: at most two decimals.
    package static func short(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100 + 0.0
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)"
    }

    package static func array(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    /// A plain JSON number: solver noise below 1e-9 rounded away, no trailing `.0`.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9 + 0.0
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    package static func escape(_ text: String) -> String { text.escapedForJSON }
}

extension String {
    package func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
