import CGif
import CairoRendering

/// Animated GIF through giflib: one palette shared by every frame (so colours do not flicker),
/// exact when the frames have at most 256 colours, else giflib's median cut over a sample of
/// every frame's pixels; each frame after the first stores only the rectangle that changed.
enum GIFEncoder {
    struct Error: Swift.Error, CustomStringConvertible {
        var description: String
    }

    /// `delays` in hundredths of a second, one per frame; loops forever.
    static func encode(_ frames: [RGBAImage], delays: [Int]) throws(Error) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == delays.count, "one delay per frame")
        let width = frames[0].width, height = frames[0].height
        var palette = Palette(frames)
        let indexed = frames.map { palette.indices(of: $0) }
        let sink = Sink()
        var status: Int32 = 0
        let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            let sink = Unmanaged<Sink>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            return count
        }, &status)
        guard let file else { throw Error(description: "giflib: cannot start a GIF (\(status))") }
        var closed = false
        defer { if !closed { EGifCloseFile(file, &status) } }
        try withExtendedLifetime(sink) { () throws(Error) in
            let map = palette.colorMap()
            defer { GifFreeMapObject(map) }
            EGifSetGifVersion(file, true)
            try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), file)
            try putLoop(file)
            var previous: [UInt8]? = nil
            for (index, pixels) in indexed.enumerated() {
                let box = previous.map { changedBox($0, pixels, width: width, height: height) } ?? (0, 0, width, height)
                try putFrame(file, pixels, width: width, box: box, delay: delays[index])
                previous = pixels
            }
            closed = true
            guard EGifCloseFile(file, &status) == GIF_OK else { throw Error(description: "giflib: cannot finish the GIF (\(status))") }
        }
        return sink.bytes
    }

    private final class Sink {
        var bytes: [UInt8] = []
    }

    private static func check(_ result: Int32, _ file: UnsafeMutablePointer<GifFileType>) throws(Error) {
        guard result == GIF_OK else { throw Error(description: "giflib: error \(file.pointee.Error)") }
    }

    /// The NETSCAPE2.0 extension: loop forever.
    private static func putLoop(_ file: UnsafeMutablePointer<GifFileType>) throws(Error) {
        var name = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), file)
        try check(EGifPutExtensionBlock(file, Int32(name.count), &name), file)
        try check(EGifPutExtensionBlock(file, Int32(loop.count), &loop), file)
        try check(EGifPutExtensionTrailer(file), file)
    }

    private static func putFrame(
        _ file: UnsafeMutablePointer<GifFileType>, _ pixels: [UInt8], width: Int, box: (x: Int, y: Int, w: Int, h: Int), delay: Int
    ) throws(Error) {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(max(delay, 2), 65535)), TransparentColor: NO_TRANSPARENT_COLOR)
        var extension_ = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extension_)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extension_), file)
        try check(EGifPutImageDesc(file, Int32(box.x), Int32(box.y), Int32(box.w), Int32(box.h), false, nil), file)
        var row = [UInt8](repeating: 0, count: box.w)
        for y in box.y..<(box.y + box.h) {
            for x in 0..<box.w { row[x] = pixels[y * width + box.x + x] }
            try check(EGifPutLine(file, &row, Int32(box.w)), file)
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

    /// The colours of all frames, at most 256.
    struct Palette {
        private(set) var colors: [UInt32] = []
        private var lookup: [UInt32: UInt8] = [:]

        init(_ frames: [RGBAImage]) {
            var distinct = Set<UInt32>()
            outer: for frame in frames {
                for i in stride(from: 0, to: frame.pixels.count, by: 4) {
                    distinct.insert(Self.rgb(frame.pixels, i))
                    if distinct.count > 256 { break outer }
                }
            }
            if distinct.count <= 256 {
                colors = distinct.sorted()
                for (i, c) in colors.enumerated() { lookup[c] = UInt8(i) }
            } else {
                colors = Self.medianCut(frames)
            }
        }

        /// A pixel's colour over white, as 0xRRGGBB.
        static func rgb(_ p: [UInt8], _ i: Int) -> UInt32 {
            let a = UInt32(p[i + 3])
            func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
            return a == 255 ? UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) : over(p[i]) << 16 | over(p[i + 1]) << 8 | over(p[i + 2])
        }

        /// The 128 commonest colours exactly (a flat drawing's fills stay true: white stays white),
        /// and giflib's median cut for the rest, over up to about two million pixels taken evenly
        /// from every frame.
        private static func medianCut(_ frames: [RGBAImage]) -> [UInt32] {
            let total = frames.reduce(0) { $0 + $1.width * $1.height }
            let step = max(1, total / 2_000_000)
            var counts: [UInt32: Int] = [:]
            var r: [UInt8] = [], g: [UInt8] = [], b: [UInt8] = []
            for frame in frames {
                for i in stride(from: 0, to: frame.pixels.count, by: 4 * step) {
                    let c = rgb(frame.pixels, i)
                    counts[c, default: 0] += 1
                    r.append(UInt8(c >> 16)); g.append(UInt8((c >> 8) & 0xff)); b.append(UInt8(c & 0xff))
                }
            }
            let common = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(128).map(\.key)
            var size: Int32 = 128
            var output = [UInt8](repeating: 0, count: r.count)
            var map = [GifColorType](repeating: GifColorType(), count: 256)
            _ = GifQuantizeBuffer(UInt32(r.count), 1, &size, &r, &g, &b, &output, &map)
            let cut = map.prefix(Int(size)).map { UInt32($0.Red) << 16 | UInt32($0.Green) << 8 | UInt32($0.Blue) }
            var seen = Set(common)
            return common + cut.filter { seen.insert($0).inserted }
        }

        /// Every pixel's palette index: its own colour, or the nearest.
        mutating func indices(of frame: RGBAImage) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: frame.width * frame.height)
            for k in 0..<out.count {
                let c = Self.rgb(frame.pixels, k * 4)
                if let index = lookup[c] {
                    out[k] = index
                } else {
                    let index = nearest(c)
                    lookup[c] = index
                    out[k] = index
                }
            }
            return out
        }

        private func nearest(_ c: UInt32) -> UInt8 {
            var best = 0, bestDistance = Int.max
            let r = Int(c >> 16), g = Int((c >> 8) & 0xff), b = Int(c & 0xff)
            for (i, p) in colors.enumerated() {
                let dr = r - Int(p >> 16), dg = g - Int((p >> 8) & 0xff), db = b - Int(p & 0xff)
                let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                if d < bestDistance { bestDistance = d; best = i }
            }
            return UInt8(best)
        }

        /// giflib's colour map, padded to a power of two.
        func colorMap() -> UnsafeMutablePointer<ColorMapObject> {
            var size = 2
            while size < colors.count { size *= 2 }
            var entries = colors.map { GifColorType(Red: UInt8($0 >> 16), Green: UInt8(($0 >> 8) & 0xff), Blue: UInt8($0 & 0xff)) }
            entries += Array(repeating: GifColorType(), count: size - entries.count)
            return GifMakeMapObject(Int32(size), &entries)!
        }
    }
}
