import CCairo
import LayoutValues
import Rendering

/// Scenes prepared for rendering with Cairo: their geometry, annotations and layout (the image's
/// size in ``PreparedRender/layout``), text measured with Pango. Check the size, then render, on
/// the same thread: the measuring uses that thread's Pango font map.
package func prepareRender(_ scenes: [RenderScene], options: RenderOptions) -> PreparedRender {
    CairoOutput.prepare(scenes, options: options)
}

/// Renders scenes side by side (PNG, SVG) or one page each (PDF) and returns the file's bytes.
///
/// The same scenes and options give the same bytes, across runs and processes.
/// - Parameter compression: for PNG only.
package func render(
    _ scenes: [RenderScene], options: RenderOptions, format: OutputFormat, compression: PNG.Compression = .fast
) throws(RenderError) -> [UInt8] {
    guard !scenes.isEmpty else { throw .noScenes }
    return try render(prepareRender(scenes, options: options), format: format, compression: compression)
}

/// Renders prepared scenes side by side (PNG, SVG) or one page each (PDF) and returns the
/// file's bytes.
package func render(
    _ prepared: PreparedRender, format: OutputFormat, compression: PNG.Compression = .fast
) throws(RenderError) -> [UInt8] {
    guard !prepared.scenes.isEmpty else { throw .noScenes }
    switch format {
    case .png: return try CairoOutput.png(prepared, compression: compression)
    case .svg: return try CairoOutput.svg(prepared)
    case .pdf: return try CairoOutput.pdf(prepared)
    }
}

/// Renders scenes to a file, in the format given or else the one the path's extension names.
///
/// The file is written whole or not at all: to a temporary file in the same directory, then
/// renamed over `path`.
package func render(
    _ scenes: [RenderScene], options: RenderOptions, to path: String, format: OutputFormat? = nil,
    compression: PNG.Compression = .fast
) throws(RenderError) {
    guard let format = format ?? OutputFormat(path: path) else { throw .unknownFormat(path: path) }
    guard !scenes.isEmpty else { throw .noScenes }
    try render(prepareRender(scenes, options: options), to: path, format: format, compression: compression)
}

/// Renders prepared scenes to a file, as ``render(_:options:to:format:compression:)`` does.
package func render(
    _ prepared: PreparedRender, to path: String, format: OutputFormat? = nil, compression: PNG.Compression = .fast
) throws(RenderError) {
    guard let format = format ?? OutputFormat(path: path) else { throw .unknownFormat(path: path) }
    let bytes = try render(prepared, format: format, compression: compression)
    do {
        try FileBytes.writeAtomically(bytes, to: path)
    } catch {
        throw .cannotWrite(path: path, reason: error.reason)
    }
}

/// The size of the image `render` would make, measured with Pango.
package func renderLayout(of scenes: [RenderScene], options: RenderOptions) -> RenderLayout {
    prepareRender(scenes, options: options).layout
}

/// Prepared scenes drawn into pixels (unpremultiplied RGBA), on the calling thread.
package func rasterize(_ prepared: PreparedRender) throws(RenderError) -> RGBAImage {
    try CairoOutput.rgba(prepared)
}

/// Prepared scenes drawn to pixels as `0xAARRGGBB` words, for libwebp.
package func rasterizeARGB(_ prepared: PreparedRender) throws(RenderError) -> ARGBImage {
    try CairoOutput.argb(prepared)
}

/// Prepared scenes written as SVG by strut's own writer (``SVGMarkupCanvas``): a panel may add
/// its own elements, such as an animation's.
package func renderMarkupSVG(_ prepared: PreparedRender) -> [UInt8] {
    let canvas = SVGMarkupCanvas(size: prepared.layout.size)
    prepared.draw(on: canvas)
    return Array(canvas.markup.utf8)
}

/// Writes bytes to a file whole or not at all: to a temporary file beside it, then renamed. The
/// one rule of every output: a symbolic link is written through (its target replaced), and a
/// FIFO or a device written to in place, never replaced by a file.
package func writeAtomically(_ bytes: [UInt8], to path: String) throws(RenderError) {
    do {
        try FileBytes.writeAtomically(bytes, to: path)
    } catch {
        throw .cannotWrite(path: path, reason: error.reason)
    }
}

