import CCairo

/// PNG encoding and decoding through libpng's simplified API, which reports errors as values
/// (the classic API needs `setjmp`, which Swift cannot use).
package enum PNG {
    /// How hard to compress: speed for everyday renders, size for files kept in a repository.
    package enum Compression: Sendable {
        /// libpng's fast mode: low zlib level, no filtering.
        case fast
        /// libpng's defaults: adaptive filtering, zlib's default level.
        case small
    }

    /// The image as PNG bytes (8-bit RGBA, no time stamp: the same image gives the same bytes).
    package static func encode(_ image: RGBAImage, compression: Compression = .fast) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .cannotEncode(reason: "the image is empty") }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        png.flags = compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        let raw = image.pixels.count + image.height
        var capacity = raw + raw / 8 + 4096
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = image.pixels.withUnsafeBytes { pixels in
                output.withUnsafeMutableBytes { out in
                    png_image_write_to_memory(&png, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
                }
            }
            if ok != 0 { return Array(output.prefix(Int(size))) }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
            png.warning_or_error = 0
        }
        throw .cannotEncode(reason: message(&png))
    }

    /// The largest image read, as the largest strut draws: a few bytes of PNG can declare a
    /// gigapixel image, and decoding it would take gigabytes before any pixel is compared.
    package static let maximumSide = 32_767
    package static let maximumPixels = 100_000_000

    /// Decodes PNG bytes of any colour type and depth to 8-bit RGBA.
    package static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .invalidData(reason: message(&png)) }
        return try finishReading(&png)
    }

    /// Reads and decodes a PNG file.
    package static func read(contentsOf path: String) throws(PNGError) -> RGBAImage {
        try decode(readBytes(contentsOf: path))
    }

    /// The largest PNG file read: a PNG of ``maximumPixels`` that compresses at all is smaller,
    /// and `/dev/zero` or an endless pipe ends in a message.
    package static let maximumFileBytes = 512 << 20

    /// A PNG file's bytes, undecoded, at most ``maximumFileBytes``.
    package static func readBytes(contentsOf path: String) throws(PNGError) -> [UInt8] {
        do {
            return try FileBytes.read(path, atMost: maximumFileBytes)
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
    }

    /// The width and height a PNG's header declares, read without decoding a pixel: a size
    /// mismatch is known before gigabytes are spent on it.
    package static func size(of bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw .invalidData(reason: message(&png)) }
        let size = (Int(png.width), Int(png.height))
        png_image_free(&png)
        return size
    }

    private static func finishReading(_ png: inout png_image) throws(PNGError) -> RGBAImage {
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(png.width), height = Int(png.height)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            png_image_free(&png)
            throw .invalidData(
                reason: "a \(width)×\(height) image is over what strut reads (\(maximumSide) pixels a side, \(maximumPixels / 1_000_000) megapixels)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
        guard finished != 0 else { throw .invalidData(reason: message(&png)) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// libpng's message for the last error, and the image's resources released.
    private static func message(_ png: inout png_image) -> String {
        let text = withUnsafeBytes(of: png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&png)
        return text.isEmpty ? "unknown libpng error" : text
    }
}
