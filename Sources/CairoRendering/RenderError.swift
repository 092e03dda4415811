/// Why a render produced no output.
package enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing to draw.
    case noScenes
    /// The format could not be told from the output path's extension.
    case unknownFormat(path: String)
    /// The image is beyond what a raster surface can hold (32767 pixels a side).
    case imageTooLarge(width: Int, height: Int)
    /// Cairo reported an error while drawing or writing.
    case cairo(String)
    case png(PNGError)
    /// The output file could not be written; nothing was left at `path`.
    case cannotWrite(path: String, reason: String)

    package var description: String {
        switch self {
        case .noScenes: "nothing to render"
        case .unknownFormat(let path): "cannot tell the output format of \(path): use .png, .svg or .pdf"
        case .imageTooLarge(let width, let height): "the image would be \(width)×\(height) pixels; at most 32767 a side and 100 megapixels (lower --scale)"
        case .cairo(let message): "cairo: \(message)"
        case .png(let error): error.description
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
