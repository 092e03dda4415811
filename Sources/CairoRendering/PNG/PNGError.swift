/// Why a PNG could not be read or written.
package enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case cannotRead(path: String, reason: String)
    /// The bytes are not a PNG libpng can decode.
    case invalidData(reason: String)
    /// libpng could not encode the image.
    case cannotEncode(reason: String)

    package var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidData(let reason): "not a readable PNG: \(reason)"
        case .cannotEncode(let reason): "cannot encode PNG: \(reason)"
        }
    }
}
