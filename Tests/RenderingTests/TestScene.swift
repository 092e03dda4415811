import AutoLayout
import Rendering

/// A small scene built with AutoLayout's API, laid out and drawn on a recording canvas.
final class TestScene {
    let root = View("root")
    let engine: LayoutEngine
    var styles: [String: ViewStyle] = [:]

    init(_ width: Double = 200, _ height: Double = 100, direction: LayoutDirection = .leftToRight) {
        root.layoutMargins = DirectionalEdgeInsets(all: 0)
        engine = LayoutEngine(root: root, canvasSize: Size(width: width, height: height), direction: direction)
    }

    /// Adds a view to `parent` (the root by default).
    @discardableResult
    func add(_ id: String, to parent: View? = nil, _ style: ViewStyle? = nil) -> View {
        let view = View(id)
        (parent ?? root).addSubview(view)
        if let style { styles[id] = style }
        return view
    }

    /// Places a view at a fixed frame in its superview with four required constraints.
    func place(_ view: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let parent = view.superview!
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
            view.widthAnchor.constraint(equalToConstant: w),
            view.heightAnchor.constraint(equalToConstant: h),
        ])
    }

    /// Bars drawn over the views, as a storyboard's scene has them.
    var bars: [(frame: Rect, control: Control)] = []
    var marksIssuesFrom: AnnotationLevel = .constraints
    /// The family controls' titles are drawn in (a document's stand-in for San Francisco).
    var systemFamily = TextContent.systemFamily

    var scene: RenderScene {
        var scene = RenderScene(layout: engine.solvedLayout(), styles: styles)
        scene.bars = bars
        scene.marksIssuesFrom = marksIssuesFrom
        scene.systemFamily = systemFamily
        return scene
    }

    /// The recording of a render at @1x (unless told), laid out first.
    func record(_ options: RenderOptions = RenderOptions(scale: 1, annotate: .none)) -> [String] {
        engine.layout()
        let canvas = RecordingCanvas()
        Renderer(options: options).draw([scene], on: canvas)
        return canvas.lines
    }

    /// The recording with constraint annotations.
    func annotated(_ level: AnnotationLevel = .constraints, legend: Bool = false) -> [String] {
        record(RenderOptions(scale: 1, annotate: level, legend: legend))
    }
}
