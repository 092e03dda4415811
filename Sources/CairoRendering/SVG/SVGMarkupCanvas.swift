import CCairo
import LayoutValues
import Rendering

/// A canvas that writes SVG markup itself, element by element, instead of through Cairo's SVG
/// surface: so that a caller can put its own elements between the drawing's (an animation's
/// SMIL elements). Text becomes the outlines of its glyphs, laid out by Pango exactly as the
/// other canvases lay it out, so the file draws the same everywhere without fonts.
///
/// Lengths are written with at most three decimals.
package final class SVGMarkupCanvas: Canvas {
    package let size: Size
    private var body: [String] = []
    private var definitions: [String] = []
    /// For each save (and transparency layer), how many groups were opened since.
    private var openGroups: [Int] = [0]
    private var identifiers = 0
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let pango: OpaquePointer
    private let layouts: PangoLayoutCache

    package init(size: Size) {
        self.size = size
        surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)!
        cr = cairo_create(surface)!
        BundledFonts.useOnThisThread()
        pango = pango_cairo_create_context(cr)!
        let options = PangoText.makeFontOptions()
        PangoText.configure(pango, fontOptions: options)
        cairo_font_options_destroy(options)
        layouts = PangoLayoutCache(context: pango)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The whole document.
    package var markup: String {
        let w = svgNumber(size.width), h = svgNumber(size.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)pt\" height=\"\(h)pt\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !definitions.isEmpty { out += "<defs>\n" + definitions.joined(separator: "\n") + "\n</defs>\n" }
        out += body.joined(separator: "\n")
        out += "\n</svg>\n"
        return out
    }

    /// Appends markup as it is.
    package func append(_ markup: String) { body.append(markup) }

    /// Adds an element to `<defs>`.
    package func define(_ markup: String) { definitions.append(markup) }

    /// A fresh identifier for an element, unique in the document.
    package func makeIdentifier(_ prefix: String) -> String {
        identifiers += 1
        return "\(prefix)\(identifiers)"
    }

    // MARK: Canvas

    package func fill(_ path: Path, with color: Color) {
        guard color.alpha > 0 else { return }
        body.append(element(path, attributes: "fill=\"\(svgColor(color))\"\(opacity("fill-opacity", color))"))
    }

    package func stroke(_ path: Path, with style: StrokeStyle) {
        guard style.color.alpha > 0, style.width > 0 else { return }
        var attributes = "fill=\"none\" stroke=\"\(svgColor(style.color))\"\(opacity("stroke-opacity", style.color)) stroke-width=\"\(svgNumber(style.width))\""
        if !style.dash.isEmpty { attributes += " stroke-dasharray=\"\(style.dash.map(svgNumber).joined(separator: " "))\"" }
        if style.cap == .round { attributes += " stroke-linecap=\"round\"" }
        body.append(element(path, attributes: attributes))
    }

    package func draw(_ text: TextBlock, at origin: Point) {
        guard text.color.alpha > 0 else { return }
        let layout = layouts.layout(text)
        cairo_new_path(cr)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_layout_path(cr, layout)
        let d = SVGMarkupCanvas.pathData(cr)
        cairo_new_path(cr)
        guard !d.isEmpty else { return }
        body.append("<path d=\"\(d)\" fill=\"\(svgColor(text.color))\"\(opacity("fill-opacity", text.color))/>")
    }

    package func measure(_ text: TextBlock) -> TextMetrics { layouts.metrics(text) }

    package func save() { openGroups.append(0) }

    package func restore() {
        guard openGroups.count > 1 else { return }
        let count = openGroups.removeLast()
        for _ in 0..<count { body.append("</g>") }
    }

    package func concatenate(_ t: AffineTransform) {
        guard !t.isIdentity else { return }
        openGroup("transform=\"\(svgTransform(t))\"")
    }

    package func clip(to path: Path) {
        let id = makeIdentifier("clip")
        definitions.append("<clipPath id=\"\(id)\">\(element(path, attributes: ""))</clipPath>")
        openGroup("clip-path=\"url(#\(id))\"")
    }

    package func beginTransparencyLayer(alpha: Double) {
        save()
        openGroup("opacity=\"\(svgNumber(alpha))\"")
    }

    package func endTransparencyLayer() { restore() }

    /// Opens `<g attributes>`, closed by the matching ``restore()``.
    package func openGroup(_ attributes: String, children: String = "") {
        body.append("<g \(attributes)>" + children)
        openGroups[openGroups.count - 1] += 1
    }

    // MARK: Markup

    private func opacity(_ name: String, _ color: Color) -> String {
        color.alpha < 1 ? " \(name)=\"\(svgNumber(color.alpha))\"" : ""
    }

    /// The element for a path with extra attributes.
    package func element(_ path: Path, attributes: String) -> String {
        let extra = attributes.isEmpty ? "" : " " + attributes
        switch path {
        case .rect(let r):
            return "<rect x=\"\(svgNumber(r.minX))\" y=\"\(svgNumber(r.minY))\" width=\"\(svgNumber(r.width))\" height=\"\(svgNumber(r.height))\"\(extra)/>"
        case .roundedRect(let r, let radius):
            let rr = min(radius, r.width / 2, r.height / 2)
            return "<rect x=\"\(svgNumber(r.minX))\" y=\"\(svgNumber(r.minY))\" width=\"\(svgNumber(r.width))\" height=\"\(svgNumber(r.height))\" rx=\"\(svgNumber(rr))\"\(extra)/>"
        case .line(let a, let b):
            return "<line x1=\"\(svgNumber(a.x))\" y1=\"\(svgNumber(a.y))\" x2=\"\(svgNumber(b.x))\" y2=\"\(svgNumber(b.y))\"\(extra)/>"
        case .polyline(let points, let closed):
            let list = points.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
            return "<\(closed ? "polygon" : "polyline") points=\"\(list)\"\(extra)/>"
        case .ellipse(let r):
            return "<ellipse cx=\"\(svgNumber(r.midX))\" cy=\"\(svgNumber(r.midY))\" rx=\"\(svgNumber(r.width / 2))\" ry=\"\(svgNumber(r.height / 2))\"\(extra)/>"
        case .outline(let outline):
            let d = outline.elements.map { element -> String in
                switch element {
                case .move(let p): "M\(svgNumber(p.x)) \(svgNumber(p.y))"
                case .line(let p): "L\(svgNumber(p.x)) \(svgNumber(p.y))"
                case .quad(let c, let p): "Q\(svgNumber(c.x)) \(svgNumber(c.y)) \(svgNumber(p.x)) \(svgNumber(p.y))"
                case .close: "Z"
                }
            }.joined()
            return "<path d=\"\(d)\"\(extra)/>"
        }
    }

    /// Cairo's current path as SVG path data.
    private static func pathData(_ cr: OpaquePointer) -> String {
        guard let path = cairo_copy_path(cr) else { return "" }
        defer { cairo_path_destroy(path) }
        var d = ""
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = path.pointee.data[i].header
            func point(_ k: Int) -> String {
                let p = path.pointee.data[i + k].point
                return "\(svgNumber(p.x)) \(svgNumber(p.y))"
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: d += "M\(point(1))"
            case CAIRO_PATH_LINE_TO: d += "L\(point(1))"
            case CAIRO_PATH_CURVE_TO: d += "C\(point(1)) \(point(2)) \(point(3))"
            default: d += "Z"
            }
            i += Int(header.length)
        }
        return d
    }
}

/// A length for SVG: at most three decimals, no trailing zeros, no "-0".
package func svgNumber(_ value: Double) -> String {
    formatNumber(value, .decimals(3))
}

/// `#rrggbb`, the alpha written apart.
package func svgColor(_ color: Color) -> String {
    func byte(_ v: Double) -> String {
        let b = Int((min(max(v, 0), 1) * 255).rounded())
        let hex = String(b, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
}

/// `matrix(a b c d tx ty)`.
package func svgTransform(_ t: AffineTransform) -> String {
    if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 { return "translate(\(svgNumber(t.tx)) \(svgNumber(t.ty)))" }
    return "matrix(\([t.a, t.b, t.c, t.d].map { formatNumber($0, .decimals(6)) }.joined(separator: " ")) \(svgNumber(t.tx)) \(svgNumber(t.ty)))"
}
