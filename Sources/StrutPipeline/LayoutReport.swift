import AutoLayout
import Cassowary
import InterfaceBuilder
import SceneFile
import SceneModel

/// What `strut layout` prints: a table for people, or the contract's JSON (§3.1).
package enum LayoutReport {
    /// - Parameter document: what a storyboard or xib says of the scene: its id and title, and
    ///   each view's name and type.
    /// - Parameter state: the state shown, named in the object when every state is printed.
    /// - Parameter variation: the combination laid out, named in the object when several are.
    package static func json(_ layout: SolvedLayout, _ document: InterfaceBuilderScene? = nil, state: String? = nil, variation: Variation? = nil) -> String {
        var header: [[(String, JSONValue)]] = []
        if let document { header.append([("scene", .string(document.id)), ("title", .string(document.title))]) }
        if let state { header.append([("state", .string(state))]) }
        if let variation { header.append([("variation", variation.jsonObject)]) }
        return layout.jsonObject(header: header) { view in
            // `"name"` and `"type"` of a view of a storyboard or xib (§5).
            guard let info = document?.views[view.identifier] else { return [] }
            return [("name", .string(info.name)), ("type", .string(info.type))]
        }.text
    }

    /// - Parameter document: a storyboard's or xib's scene: each view is listed with its name in
    ///   Xcode's outline beside its object id.
    package static func table(_ scene: LoadedScene, _ document: InterfaceBuilderScene? = nil, state: String? = nil, variation: String? = nil) -> String {
        let layout = scene.solvedLayout
        let named = document != nil
        var rows: [[String]] = [["view"] + (named ? ["name"] : []) + ["superview", "x", "y", "width", "height"]]
        for view in layout.views {
            let frame = view.frame
            let name = named ? [tableName(document?.views[view.identifier]?.name ?? "-")] : []
            rows.append([view.identifier] + name + [view.superview ?? "-"] + [frame.minX, frame.minY, frame.width, frame.height].map(short))
        }
        for guide in layout.guides {
            let f = guide.frame
            let name = named ? ["-"] : []
            rows.append([guide.identifier + " (guide)"] + name + [guide.owner] + [f.minX, f.minY, f.width, f.height].map(short))
        }
        let title = (scene.title.map { " — \($0)" } ?? "") + (variation.map { " [\($0)]" } ?? "") + (state.map { " [state \($0)]" } ?? "")
        var lines = ["\(scene.file)\(title): \(short(layout.canvasSize.width)) x \(short(layout.canvasSize.height))", ""]
        lines += aligned(rows, textColumns: named ? 3 : 2)
        for conflict in layout.conflicts { lines += ["", conflict.description] }
        if !layout.ambiguities.isEmpty {
            lines += ["", "Ambiguous layout:"] + layout.ambiguities.map { "    \($0)" }
        }
        if !layout.misplacedViews.isEmpty {
            lines += ["", "Misplaced views:"] + layout.misplacedViews.map { "    \($0)" }
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
        // Each cell's length is counted once and each line written into one string: a large
        // scene's table has hundreds of thousands of cells.
        let lengths = rows.map { $0.map(\.count) }
        let widths = (0..<rows[0].count).map { column in lengths.map { $0[column] }.max() ?? 0 }
        return zip(rows, lengths).map { row, lengths in
            var line = ""
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                let padding = String(repeating: " ", count: max(0, widths[i] - lengths[i]))
                if i < textColumns {
                    line += cell
                    line += padding
                } else {
                    line += padding
                    line += cell
                }
            }
            return line
        }
    }

    /// A number for the table: at most two decimals.
    package static func short(_ value: Double) -> String { formatNumber(value, .decimals(2)) }
}

extension String {
    package func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
