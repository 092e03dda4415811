import Animation
import AutoLayout
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// What `strut layout --animate NAME --at T` prints: the presentation of every view at T, as
/// the §3.1 object (frames in the superview's coordinates, a transformed view's frame its
/// bounding box, as UIKit's `frame`), with the animation, the time and, per view, its
/// transform, alpha and whether it shows.
enum AnimationReport {
    static func json(_ input: AnimationInput, at t: Double) -> String {
        let sample = input.timeline.sample(at: t)
        let presentation = Presentation(layouts: input.scenes.map { LayoutSnapshot($0.engine) }, timeline: input.timeline)
        let model = input.scenes[sample.model]
        var views: [String] = []
        for view in model.views {
            guard let p = presentation.present(view.identifier, sample) else { continue }
            let superview = p.superview.map { "\"\(LayoutReport.escape($0))\"" } ?? "null"
            var extras = ""
            if !p.transform.isIdentity {
                let m = p.transform
                extras += ", \"transform\": [" + [m.a, m.b, m.c, m.d, m.tx, m.ty].map(LayoutReport.number).joined(separator: ", ") + "]"
            }
            let alpha = self.alpha(view.identifier, input, sample)
            if alpha < 1 { extras += ", \"alpha\": \(LayoutReport.number(alpha))" }
            if !p.isVisible { extras += ", \"hidden\": true" }
            views.append(
                "    \"\(LayoutReport.escape(view.identifier))\": { \"superview\": \(superview), \"frame\": \(LayoutReport.array(boundingBox(p))), "
                    + "\"center\": [\(LayoutReport.number(p.frame.midX)), \(LayoutReport.number(p.frame.midY))], "
                    + "\"bounds\": [0, 0, \(LayoutReport.number(p.frame.width)), \(LayoutReport.number(p.frame.height))]\(extras) }")
        }
        let progress = sample.isMoving ? LayoutReport.number(sample.progress) : "null"
        return """
            {
              "animation": "\(LayoutReport.escape(input.name))", "time": \(LayoutReport.number(t)), "progress": \(progress),
              "canvas": { "width": \(LayoutReport.number(model.canvasSize.width)), "height": \(LayoutReport.number(model.canvasSize.height)) },
              "views": {
            \(views.joined(separator: ",\n"))
              }
            }
            """
    }

    static func table(_ input: AnimationInput, at t: Double) -> String {
        let sample = input.timeline.sample(at: t)
        let presentation = Presentation(layouts: input.scenes.map { LayoutSnapshot($0.engine) }, timeline: input.timeline)
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
