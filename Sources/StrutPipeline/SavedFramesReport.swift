import AutoLayout
import InterfaceBuilder
import LayoutValues
import SceneFile
import SceneModel

/// `strut layout DOC --saved-frames`: every view's solved frame against the one the document
/// saved, to half a point; hidden views (whose saved frames mean nothing) are left out, and so
/// are the views a custom class sizes by its own drawing and those their size places, which strut
/// cannot know (``InterfaceBuilderScene/sizedByTheirOwnDrawing()``).
package struct SavedFramesReport {
    package static let tolerance = 0.5

    package struct Difference {
        package let info: IBViewInfo
        package let saved: Rect
        package let solved: Rect
    }

    package let document: InterfaceBuilderScene
    /// The combination laid out when several are (`--device a,b`, `--content-size`): its
    /// caption in the text, its object in the JSON, so that each report says which it is.
    package let variation: (caption: String, value: Variation)?
    package private(set) var compared = 0
    /// Views Xcode marked misplaced or ambiguous: a scene with none was saved clean.
    package private(set) var flagged = 0
    package private(set) var differing: [Difference] = []
    /// Views left out: sized by their custom class's drawing, and placed by such a view's size.
    package private(set) var sizedByDrawing: (classes: [String], placed: [String]) = ([], [])

    package init(scene: LoadedScene, document: InterfaceBuilderScene, variation: (caption: String, value: Variation)? = nil) {
        self.document = document
        self.variation = variation
        flagged = document.views.values.filter { $0.misplaced || $0.ambiguous }.count
        let layout = scene.solvedLayout
        sizedByDrawing = document.sizedByTheirOwnDrawing()
        let unknown = Set(sizedByDrawing.classes + sizedByDrawing.placed)
        for id in document.viewOrder where !unknown.contains(id) {
            guard let info = document.views[id], let saved = info.savedFrame, let view = layout.view(id),
                view.superview != nil, !view.isHiddenOrHasHiddenAncestor
            else { continue }
            compared += 1
            let solved = view.frame
            let apart = [saved.minX - solved.minX, saved.minY - solved.minY, saved.width - solved.width, saved.height - solved.height]
            if apart.contains(where: { abs($0) > SavedFramesReport.tolerance }) {
                differing.append(Difference(info: info, saved: saved, solved: solved))
            }
        }
    }

    /// A line per differing view, with Xcode's own flags.
    package var text: String {
        let title = (document.title.map { " (\($0))" } ?? "") + (variation.map { " [\($0.caption)]" } ?? "")
        var lines = ["\(document.document.file) scene \(document.id)\(title): \(compared - differing.count) of \(compared) views at their saved frames"]
        if !sizedByDrawing.classes.isEmpty {
            lines.append(
                "    left out, sized by their own class's drawing, which strut does not run: \(sizedByDrawing.classes.joined(separator: ", "))"
                    + (sizedByDrawing.placed.isEmpty ? "" : "; and the views their size places: \(sizedByDrawing.placed.joined(separator: ", "))"))
        }
        for c in document.contradictions {
            lines.append("    saved frames break \(c.constraint) \(c.equation): \(format(c.saved)) where it requires \(format(c.required))")
        }
        for d in differing {
            var flags: [String] = []
            if d.info.misplaced { flags.append("misplaced in the document") }
            if d.info.ambiguous { flags.append("ambiguous in the document") }
            lines.append(
                "    \(d.info.id) \(d.info.name): saved \(format(d.saved)), solved \(format(d.solved))"
                    + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"))
        }
        return lines.joined(separator: "\n")
    }

    package var json: String {
        let entries: [JSONValue] = differing.map { d in
            .object([
                ("id", .string(d.info.id)), ("name", .string(d.info.name)), ("saved", .rect(d.saved)), ("solved", .rect(d.solved)),
                ("misplaced", .bool(d.info.misplaced)), ("ambiguous", .bool(d.info.ambiguous)),
            ])
        }
        let contradictions: [JSONValue] = document.contradictions.map { c in
            .object([("constraint", .string(c.constraint)), ("equation", .string(c.equation)), ("saved", .number(c.saved)), ("required", .number(c.required))])
        }
        return JSONValue.objectLines([
            [("scene", .string(document.id)), ("title", .string(document.title))] + (variation.map { [("variation", $0.value.jsonObject)] } ?? []),
            [("compared", .int(compared)), ("flagged", .int(flagged))],
            [("sizedByDrawing", .array(sizedByDrawing.classes.map(JSONValue.string))),
             ("placedByDrawing", .array(sizedByDrawing.placed.map(JSONValue.string)))],
            [("contradicted", .array(contradictions))],
            [("differing", .arrayLines(entries))],
        ]).text
    }

    /// A number to two decimals, as the text gives frames.
    private func format(_ value: Double) -> String { formatNumber(value, .decimals(2)) }

    private func format(_ r: Rect) -> String {
        "(\([r.minX, r.minY, r.width, r.height].map(format).joined(separator: ", ")))"
    }
}
