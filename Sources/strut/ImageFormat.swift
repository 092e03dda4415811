import ArgumentParser
import CairoRendering

/// What `render` writes: a still (PNG, SVG, PDF) or, of an animation, a moving SVG, GIF or WebP.
enum ImageFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg, pdf, gif, webp

    /// The format a path's extension names (case-insensitive).
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The still format, nil for GIF and WebP.
    var still: OutputFormat? { OutputFormat(rawValue: rawValue) }
}
