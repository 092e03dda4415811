import CGif
import CairoRendering

/// Animated GIF through giflib, written a frame at a time: one palette shared by every frame (so
/// colours do not flicker), exact when the frames have at most 256 colours, else giflib's median
/// cut over a sample of every frame's pixels; each frame after the first stores only the
/// rectangle that changed.
///
/// The palette needs every frame before the first can be written, so an animation is drawn twice:
/// once into a ``PaletteBuilder``, once into the writer. Neither keeps more than the frame it is
/// given (and the writer the previous frame's indices): memory does not grow with the frames.
final class GIFWriter {
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    private let file: UnsafeMutablePointer<GifFileType>
    private let sink = Sink()
    private var palette: GIFPalette
    private var previous: [UInt8]? = nil
    private var closed = false

    /// Starts a GIF of `width × height` pixels with `palette`, looping forever.
    init(width: Int, height: Int, palette: GIFPalette) throws(Error) {
        self.palette = palette
        var status: Int32 = 0
        guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            let sink = Unmanaged<Sink>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }, &status) else { throw Error(description: "giflib: cannot start a GIF (\(status))") }
        self.file = file
        let map = palette.colorMap()
        defer { GifFreeMapObject(map) }
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
        try putLoop()
    }

    deinit {
        var status: Int32 = 0
        if !closed { EGifCloseFile(file, &status) }
    }

    /// Adds a frame shown for `delay` hundredths of a second.
    func add(_ frame: RGBAImage, delay: Int) throws(Error) {
        let pixels = palette.indices(of: frame)
        let box = previous.map { Self.changedBox($0, pixels, width: frame.width, height: frame.height) } ?? (0, 0, frame.width, frame.height)
        try putFrame(pixels, width: frame.width, box: box, delay: delay)
        previous = pixels
    }

    /// Ends the GIF and returns its bytes.
    func finish() throws(Error) -> [UInt8] {
        var status: Int32 = 0
        closed = true
        guard EGifCloseFile(file, &status) == GIF_OK else { throw Error(description: "giflib: cannot finish the GIF (\(status))") }
        return sink.bytes
    }

    private final class Sink {
        var bytes: [UInt8] = []
    }

    private func check(_ result: Int32) throws(Error) {
        guard result == GIF_OK else { throw Error(description: "giflib: error \(file.pointee.Error)") }
    }

    /// The NETSCAPE2.0 extension: loop forever.
    private func putLoop() throws(Error) {
        var name = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(file, Int32(name.count), &name))
        try check(EGifPutExtensionBlock(file, Int32(loop.count), &loop))
        try check(EGifPutExtensionTrailer(file))
    }

    private func putFrame(_ pixels: [UInt8], width: Int, box: (x: Int, y: Int, w: Int, h: Int), delay: Int) throws(Error) {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(max(delay, 2), 65535)), TransparentColor: NO_TRANSPARENT_COLOR)
        var extension_ = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extension_)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extension_))
        try check(EGifPutImageDesc(file, Int32(box.x), Int32(box.y), Int32(box.w), Int32(box.h), false, nil))
        var row = [UInt8](repeating: 0, count: box.w)
        for y in box.y..<(box.y + box.h) {
            for x in 0..<box.w { row[x] = pixels[y * width + box.x + x] }
            try check(EGifPutLine(file, &row, Int32(box.w)))
        }
    }

    /// The smallest rectangle holding every pixel that differs (at least one pixel).
    private static func changedBox(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (Int, Int, Int, Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where a[row + x] != b[row + x] {
                if x < minX { minX = x }
                if x > maxX { maxX = x }
                if y < minY { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
