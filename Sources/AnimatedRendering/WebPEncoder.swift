import CWebP
import CairoRendering

/// Animated WebP through libwebp's `WebPAnimEncoder`, lossless (exact colours, no smeared lines
/// or text), one thread, looping forever.
enum WebPEncoder {
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    /// `timestamps` in milliseconds: when each frame starts; `end` when the last one ends.
    static func encode(_ frames: [RGBAImage], timestamps: [Int], end: Int) throws(Error) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == timestamps.count, "one timestamp per frame")
        let width = Int32(frames[0].width), height = Int32(frames[0].height)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw Error(description: "libwebp: version mismatch") }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        // Every frame after the first a sub-frame of what changed: no second encoding as a key frame.
        options.kmin = 0
        options.kmax = 0
        guard let encoder = WebPAnimEncoderNew(width, height, &options) else { throw Error(description: "libwebp: cannot start the animation") }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw Error(description: "libwebp: version mismatch") }
        config.lossless = 1
        config.quality = 25
        config.method = 1
        config.exact = 1
        config.thread_level = 0
        for (frame, timestamp) in zip(frames, timestamps) {
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { throw Error(description: "libwebp: version mismatch") }
            picture.use_argb = 1
            picture.width = width
            picture.height = height
            let imported = frame.pixels.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, width * 4) }
            defer { WebPPictureFree(&picture) }
            guard imported != 0 else { throw Error(description: "libwebp: cannot import a frame") }
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
                throw Error(description: "libwebp: \(String(cString: WebPAnimEncoderGetError(encoder)))")
            }
        }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
            throw Error(description: "libwebp: \(String(cString: WebPAnimEncoderGetError(encoder)))")
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw Error(description: "libwebp: cannot assemble the animation") }
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }
}
