import AutoLayout
import CairoRendering
import Rendering

/// Small scenes for output tests, measured with Pango.
enum Scenes {
    /// A 60×40 canvas, white, with a pure red box at (10, 10, 20, 10).
    static func redBox(label: String? = nil) -> RenderScene {
        let root = View("root")
        let box = View("box")
        root.addSubview(box)
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 60, height: 40), textMeasurer: PangoTextMeasurer())
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        engine.layout()
        return RenderScene(layout: engine.solvedLayout(), styles: ["box": ViewStyle(background: Color(parsing: "#ff0000"))], background: .white, label: label)
    }

    /// A label with `text` at the canvas's top left, sized by its text.
    static func label(_ text: String, font: String = "DejaVu Sans 17", size: Size = Size(width: 200, height: 40)) -> RenderScene {
        let root = View("root")
        let label = View("label")
        label.text = TextContent(text, font: font)
        root.addSubview(label)
        let engine = LayoutEngine(root: root, canvasSize: size, textMeasurer: PangoTextMeasurer())
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        engine.layout()
        return RenderScene(layout: engine.solvedLayout(), background: .white)
    }

    /// Options for plain output: no annotations.
    static func plain(scale: Double = 2) -> RenderOptions {
        RenderOptions(scale: scale, annotate: .none)
    }
}
