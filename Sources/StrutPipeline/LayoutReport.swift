import AutoLayout
import InterfaceBuilder
import LayoutValues
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
        let header = ["view"] + (named ? ["name"] : []) + ["superview", "x", "y", "width", "height"]
        var table = TextTable(columns: header.count, rows: 1 + layout.views.count + layout.guides.count)
        table.add(header)
        for view in layout.views {
            let frame = view.frame
            table.add(view.identifier)
            if named { table.add(tableName(document?.views[view.identifier]?.name ?? "-")) }
            table.add(view.superview ?? "-")
            for number in [frame.minX, frame.minY, frame.width, frame.height] { table.add(short(number)) }
        }
        for guide in layout.guides {
            let f = guide.frame
            table.add(guide.identifier + " (guide)")
            if named { table.add("-") }
            table.add(guide.owner)
            for number in [f.minX, f.minY, f.width, f.height] { table.add(short(number)) }
        }
        let title = (scene.title.map { " — \($0.onOneLine)" } ?? "") + (variation.map { " [\($0)]" } ?? "") + (state.map { " [state \($0)]" } ?? "")
        // Written into one string: the lines of a large scene, then joined, cost their size twice over.
        var text = "\(scene.file.onOneLine)\(title): \(short(layout.canvasSize.width)) x \(short(layout.canvasSize.height))\n\n"
        table.write(into: &text, textColumns: named ? 3 : 2)
        var lines: [String] = []
        for conflict in layout.conflicts { lines += ["", conflict.description] }
        if !layout.ambiguities.isEmpty {
            lines += ["", "Ambiguous layout:"] + layout.ambiguities.map { "    \($0)" }
        }
        if !layout.misplacedViews.isEmpty {
            lines += ["", "Misplaced views:"] + layout.misplacedViews.map { "    \($0)" }
        }
        for line in lines { text += "\n" + line }
        return text
    }

    /// A view's name on one line of at most 40 characters.
    private static func tableName(_ name: String) -> String {
        let line = name.replacingOccurrences(of: "\n", with: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// The rows in columns: the first `textColumns` left-aligned, the numbers after them right-aligned.
    package static func aligned(_ rows: [[String]], textColumns: Int = 2) -> [String] {
        var table = TextTable(columns: rows[0].count, rows: rows.count)
        for row in rows { table.add(row) }
        return table.lines(textColumns: textColumns)
    }

    /// A number for the table: at most two decimals.
    package static func short(_ value: Double) -> String { formatNumber(value, .decimals(2)) }
}

extension String {
    package func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
