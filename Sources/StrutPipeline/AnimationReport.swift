import Animation
import AutoLayout
import Rendering
import SceneFile
import SceneModel

/// What `strut layout --animate NAME --at T` prints: the presentation of every view at T, as
/// the §3.1 object (frames in the superview's coordinates, a transformed view's frame its
/// bounding box, as UIKit's `frame`), with the animation, the time and, per view, its
/// transform, alpha and whether it shows.
package enum AnimationReport {
    package static func json(_ input: AnimationInput, at t: Double) -> String {
        let sample = input.timeline.sample(at: t)
        let presentation = Presentation(layouts: input.scenes.map { LayoutSnapshot($0.solvedLayout) }, timeline: input.timeline)
        let model = input.scenes[sample.model]
        var views: [[(String, JSONValue)]] = []
        for view in model.views {
            guard let p = presentation.present(view.identifier, sample) else { continue }
            var fields: [(String, JSONValue)] = [
                ("superview", .string(p.superview)), ("frame", .rect(boundingBox(p))), ("center", .point(p.frame.center)),
                ("bounds", .rect(Rect(origin: .zero, size: p.frame.size))),
            ]
            if !p.transform.isIdentity {
                let m = p.transform
                fields.append(("transform", .array([m.a, m.b, m.c, m.d, m.tx, m.ty].map(JSONValue.number))))
            }
            let alpha = self.alpha(view.identifier, input, sample)
            if alpha < 1 { fields.append(("alpha", .number(alpha))) }
            if !p.isVisible { fields.append(("hidden", .bool(true))) }
            views.append([(view.identifier, .object(fields))])
        }
        let canvas = model.solvedLayout.canvasSize
        return JSONValue.objectLines([
            [("animation", .string(input.name)), ("time", .number(t)), ("progress", sample.isMoving ? .number(sample.progress) : .null)],
            [("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))]))],
            [("views", .objectLines(views))],
        ]).text
    }

    package static func table(_ input: AnimationInput, at t: Double) -> String {
        let sample = input.timeline.sample(at: t)
        let presentation = Presentation(layouts: input.scenes.map { LayoutSnapshot($0.solvedLayout) }, timeline: input.timeline)
        let model = input.scenes[sample.model]
        var rows: [[String]] = [["view", "superview", "x", "y", "width", "height"]]
        for view in model.views {
            guard let p = presentation.present(view.identifier, sample) else { continue }
            let f = boundingBox(p)
            rows.append([view.identifier + (p.isVisible ? "" : " (hidden)"), p.superview ?? "-"] + [f.minX, f.minY, f.width, f.height].map(LayoutReport.short))
        }
        let moving = sample.isMoving ? ", progress \(LayoutReport.short(sample.progress))" : ""
        return (["\(model.document.file): animation '\(input.name)' at \(LayoutReport.short(t)) s\(moving)", ""] + LayoutReport.aligned(rows))
            .joined(separator: "\n")
    }

    /// The frame as UIKit reports it: the bounding box of the transformed bounds.
    private static func boundingBox(_ p: Presentation.PresentedView) -> Rect {
        guard !p.transform.isIdentity else { return p.frame }
        let t = AffineTransform(p.transform, about: p.frame.center)
        let corners = [Point(x: p.frame.minX, y: p.frame.minY), Point(x: p.frame.maxX, y: p.frame.minY),
                       Point(x: p.frame.minX, y: p.frame.maxY), Point(x: p.frame.maxX, y: p.frame.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The alpha blended between the two ends (the model's for a layer animation).
    private static func alpha(_ id: String, _ input: AnimationInput, _ sample: Timeline.Sample) -> Double {
        func at(_ i: Int) -> Double { input.scenes[i].styles[id]?.alpha ?? 1 }
        guard !sample.isLayerAnimation else { return at(sample.model) }
        return min(max(lerp(at(sample.from), at(sample.to), sample.progress), 0), 1)
    }
}
