import CWebP
import CairoRendering

/// Animated WebP through libwebp's `WebPAnimEncoder`, written a frame at a time: lossless (exact
/// colours, no smeared lines or text), one thread, looping forever. Each frame is encoded as it
/// is added, so no more than it is held.
final class WebPWriter {
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int32, height: Int32

    init(width: Int, height: Int) throws(Error) {
        self.width = Int32(width)
        self.height = Int32(height)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw Error(description: "libwebp: version mismatch") }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        // Every frame after the first a sub-frame of what changed: no second encoding as a key frame.
        options.kmin = 0
        options.kmax = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw Error(description: "libwebp: cannot start the animation")
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else { throw Error(description: "libwebp: version mismatch") }
        config.lossless = 1
        // Lossless effort, not loss: 75 (img2webp's default) made a 100-view animation a third the
        // size of 25 for the same time at method 1 (docs/performance.md).
        config.quality = 75
        config.method = 1
        config.exact = 1
        config.thread_level = 0
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// Adds a frame that starts at `timestamp` milliseconds. The encoder reads the frame's own
    /// words (`use_argb`, no import) and writes none of them: it copies what it keeps into its
    /// own canvases (libwebp's `anim_encode.c`), so nothing here outlives the call.
    func add(_ frame: ARGBImage, timestamp: Int) throws(Error) {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Error(description: "libwebp: version mismatch") }
        picture.use_argb = 1
        picture.width = width
        picture.height = height
        picture.argb_stride = width
        let added = frame.pixels.withUnsafeBufferPointer { words in
            picture.argb = UnsafeMutablePointer(mutating: words.baseAddress)
            return WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config)
        }
        guard added != 0 else { throw Error(description: "libwebp: \(String(cString: WebPAnimEncoderGetError(encoder)))") }
    }

    /// Ends the animation, the last frame ending at `end` milliseconds, and returns its bytes.
    func finish(end: Int) throws(Error) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
            throw Error(description: "libwebp: \(String(cString: WebPAnimEncoderGetError(encoder)))")
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw Error(description: "libwebp: cannot assemble the animation") }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }
}
