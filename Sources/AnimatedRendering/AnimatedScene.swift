import Animation
import CairoRendering
import LayoutValues
import Rendering

/// A scene's animation ready to draw: the solved scene of every layout it moves between, what
/// each view draws in each of them, and the presentation that says where every view is at any
/// time.
package struct AnimatedScene: Sendable {
    /// One solved scene per layout index of the timeline.
    package let scenes: [RenderScene]
    package let presentation: Presentation
    /// What each view draws of its own, per layout, by identifier.
    let contents: [[String: ViewContent]]
    let theme: Theme

    package init(scenes: [RenderScene], timeline: Timeline, renderer: Renderer, measure: @escaping (TextBlock) -> TextMetrics) {
        self.scenes = scenes
        presentation = Presentation(layouts: scenes.map { LayoutSnapshot($0.layout) }, timeline: timeline)
        contents = scenes.map { renderer.contents(of: $0, measure: measure) }
        theme = renderer.options.theme
    }

    package var timeline: Timeline { presentation.timeline }

    /// The panel to draw at `t` seconds: the views where the presentation has them, annotated
    /// (when `annotate` is not `.none`) with the constraints of the layout shown, which holds
    /// them exactly only at rest.
    package func frame(at t: Double, annotate: AnnotationLevel = .none, label: String? = nil) -> RenderScene {
        let sample = timeline.sample(at: t)
        let shown = sample.progress == 1 ? sample.to : sample.progress == 0 ? sample.from : sample.model
        var scene = scenes[sample.isLayerAnimation ? sample.model : shown]
        scene.annotate = annotate
        scene.label = label
        let painter = PresentationPainter(animated: self, sample: sample)
        scene.drawViews = { canvas in painter.draw(on: canvas) }
        return scene
    }

    /// The whole animation as one panel, for a canvas that can play it (an animated SVG);
    /// other canvases get its last frame.
    package func animatedPanel(annotate: AnnotationLevel = .none, hold: Double) -> RenderScene {
        var scene = scenes[timeline.finalLayout]
        scene.annotate = annotate
        scene.label = nil
        let writer = SMILWriter(animated: self, hold: hold)
        let last = PresentationPainter(animated: self, sample: timeline.sample(at: timeline.shownDuration))
        scene.drawViews = { canvas in
            if let svg = canvas as? SVGMarkupCanvas { writer.write(to: svg) } else { last.draw(on: canvas) }
        }
        return scene
    }

    /// A view's style at a sample: alpha and background blended between the two ends, the rest
    /// the model's; colours resolved for the theme.
    func style(_ identifier: String, _ sample: Timeline.Sample) -> ViewStyle {
        var style = scenes[sample.model].styles[identifier] ?? ViewStyle()
        guard !sample.isLayerAnimation else { return resolved(style) }
        let a = scenes[sample.from].styles[identifier] ?? ViewStyle(), b = scenes[sample.to].styles[identifier] ?? ViewStyle()
        style.alpha = min(max(lerp(a.alpha, b.alpha, sample.progress), 0), 1)
        style.background = Self.blend(a.background?.resolved(for: theme), b.background?.resolved(for: theme), sample.progress)
        return resolved(style)
    }

    private func resolved(_ style: ViewStyle) -> ViewStyle {
        var s = style
        s.background = s.background?.resolved(for: theme)
        s.borderColor = s.borderColor?.resolved(for: theme)
        return s
    }

    /// Per component, straight; no colour is the other one transparent.
    static func blend(_ a: Color?, _ b: Color?, _ p: Double) -> Color? {
        guard a != nil || b != nil else { return nil }
        let from = a ?? b!.withAlpha(0), to = b ?? a!.withAlpha(0)
        if from == to { return from }
        func c(_ x: Double, _ y: Double) -> Double { min(max(lerp(x, y, p), 0), 1) }
        return Color(red: c(from.red, to.red), green: c(from.green, to.green), blue: c(from.blue, to.blue), alpha: c(from.alpha, to.alpha))
    }

    /// The view's content for a layout, if it draws any.
    func content(_ identifier: String, layout: Int) -> ViewContent? { contents[layout][identifier] }
}

extension Color {
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
