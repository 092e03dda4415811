import AutoLayout
import CairoRendering
import Rendering

/// A documentation-style scene: two labelled buttons between two spacer guides, a rotated card
/// below them with a conflicting width, measured with Pango.
enum DemoScene {
    static func make(label: String? = nil, spacing: Double = 8) -> RenderScene {
        let root = View("root")
        root.layoutMargins = DirectionalEdgeInsets(all: 16)
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 360, height: 260), textMeasurer: PangoTextMeasurer())
        let cancel = button("cancel", "Cancel", in: root)
        let ok = button("ok", "OK", in: root)
        let left = LayoutGuide("leftSpace"), right = LayoutGuide("rightSpace")
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        let card = View("card")
        root.addSubview(card)
        let caption = View("caption")
        caption.text = TextContent("Rotated card", font: "DejaVu Sans 13")
        card.addSubview(caption)
        card.transform = AffineTransform(rotationAngle: -8 * Double.pi / 180)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            cancel.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            ok.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: spacing),
            right.leadingAnchor.constraint(equalTo: ok.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: cancel.topAnchor), left.bottomAnchor.constraint(equalTo: cancel.bottomAnchor),
            right.topAnchor.constraint(equalTo: ok.topAnchor), right.bottomAnchor.constraint(equalTo: ok.bottomAnchor),
            cancel.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            ok.centerYAnchor.constraint(equalTo: cancel.centerYAnchor),
            cancel.widthAnchor.constraint(equalToConstant: 96), ok.widthAnchor.constraint(equalTo: cancel.widthAnchor),
            cancel.heightAnchor.constraint(equalToConstant: 44), ok.heightAnchor.constraint(equalToConstant: 44),
            card.topAnchor.constraint(equalTo: cancel.bottomAnchor, constant: 44),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.widthAnchor.constraint(equalToConstant: 180),
            card.heightAnchor.constraint(equalToConstant: 80),
            caption.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.6),
        ])
        let optional = card.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -20)
        optional.priority = 750
        optional.isActive = true
        engine.layout()
        let styles: [String: ViewStyle] = [
            "cancel": ViewStyle(background: Color(parsing: "systemBlue"), cornerRadius: 10, textColor: .white, textAlignment: .center),
            "ok": ViewStyle(background: Color(parsing: "systemGreen"), cornerRadius: 10, textColor: .white, textAlignment: .center),
            "card": ViewStyle(background: .white, borderWidth: 1, borderColor: Color(parsing: "#c7c7cc"), cornerRadius: 12),
            "caption": ViewStyle(textColor: Color(parsing: "secondaryLabel")),
        ]
        return RenderScene(
            layout: engine.solvedLayout(), styles: styles, title: "Two buttons centred with layout guides",
            background: Color(parsing: "systemGroupedBackground"), label: label)
    }

    private static func button(_ id: String, _ text: String, in root: View) -> View {
        let view = View(id)
        view.text = TextContent(text, font: "DejaVu Sans 17")
        root.addSubview(view)
        return view
    }
}
