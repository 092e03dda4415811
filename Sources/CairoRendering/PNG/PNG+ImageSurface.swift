import CCairo
import Dispatch
import Synchronization

extension PNG {
    /// An ARGB32 image surface as PNG bytes, written straight from the surface's rows: no image
    /// copied in between. 8-bit RGB when every pixel is opaque (a quarter fewer bytes to deflate
    /// and to store), else RGBA with straight alpha.
    ///
    /// `.fast` deflates (rows unfiltered, ``ParallelDeflate/level``) blocks of about a megabyte of
    /// rows on all cores, each block primed with the 32 KiB before it, and joins them into one
    /// zlib stream, as pigz does: the blocks do not depend on the number of cores, so the same
    /// image gives the same bytes on any machine. `.small` is ``encode(_:compression:)``'s.
    static func encode(surface: OpaquePointer, compression: Compression) throws(PNGError) -> [UInt8] {
        guard compression == .fast else { return try encode(ImageSurface.rgba(surface), compression: compression) }
        let rows = SurfaceRows(surface)
        guard rows.width > 0, rows.height > 0 else { throw .cannotEncode(reason: "the image is empty") }
        let zlib = try ParallelDeflate.compress(rows)
        var png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(rows.width))
        header.appendBigEndian(UInt32(rows.height))
        // 8 bits a channel, RGB or RGBA, deflate, adaptive filtering method, not interlaced.
        header += [8, rows.isOpaque ? 2 : 6, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("sRGB", [0])  // perceptual, as libpng writes for 8-bit sRGB
        png.appendChunk("IDAT", zlib)
        png.appendChunk("IEND", [])
        return png
    }
}

/// The rows of an ARGB32 surface as a PNG's filtered scanlines: a filter byte (none), then the
/// pixels as RGB when the whole surface is opaque, else as straight-alpha RGBA.
///
/// Unfiltered: on strut's drawings (flat fills, hairlines, anti-aliased text) Up, Sub, Paeth and
/// libpng's adaptive choice all made the deflated image larger, at every zlib level measured
/// (docs/performance.md).
struct SurfaceRows: @unchecked Sendable {
    let width: Int, height: Int, stride: Int
    let data: UnsafeMutablePointer<UInt8>
    /// Whether every pixel's alpha is 255, so that scanlines leave alpha out.
    let isOpaque: Bool

    /// Bytes in one scanline, the filter byte included.
    var scanlineLength: Int { 1 + (isOpaque ? 3 : 4) * width }

    init(_ surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        data = cairo_image_surface_get_data(surface)
        isOpaque = Self.isOpaque(data, width: width, height: height, stride: stride)
    }

    /// Whether every pixel is opaque: bands of rows looked at on all cores, all of them stopping
    /// at the first pixel that is not (a large image is read in half the time).
    private static func isOpaque(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        let rowsPerBand = max(1, (1 << 20) / max(1, width * 4))
        let bands = (height + rowsPerBand - 1) / rowsPerBand
        let translucent = TranslucentPixelFound()
        let pixels = UnsafeSendable(data)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            guard !translucent.found.load(ordering: .relaxed) else { return }
            for y in band * rowsPerBand..<min(height, (band + 1) * rowsPerBand) {
                let row = UnsafeRawPointer(pixels.value + y * stride).assumingMemoryBound(to: UInt32.self)
                var all: UInt32 = 0xffff_ffff
                for x in 0..<width { all &= row[x] | 0x00ff_ffff }
                if all != 0xffff_ffff {
                    translucent.found.store(true, ordering: .relaxed)
                    return
                }
            }
        }
        return !translucent.found.load(ordering: .relaxed)
    }

    /// Writes scanline `y` at `out`, ``scanlineLength`` bytes. Cairo's pixels are native-endian
    /// words, alpha in the high byte, colour premultiplied; divided back as ``ImageSurface`` does.
    func scanline(_ y: Int, into out: UnsafeMutablePointer<UInt8>) {
        out[0] = 0
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        if isOpaque {
            var o = out + 1
            for x in 0..<width {
                let word = row[x]
                o[0] = UInt8(truncatingIfNeeded: word >> 16)
                o[1] = UInt8(truncatingIfNeeded: word >> 8)
                o[2] = UInt8(truncatingIfNeeded: word)
                o += 3
            }
            return
        }
        var o = out + 1
        for x in 0..<width {
            let word = row[x]
            let alpha = word >> 24
            if alpha == 255 {
                o[0] = UInt8(truncatingIfNeeded: word >> 16)
                o[1] = UInt8(truncatingIfNeeded: word >> 8)
                o[2] = UInt8(truncatingIfNeeded: word)
            } else if alpha == 0 {
                o[0] = 0
                o[1] = 0
                o[2] = 0
            } else {
                o[0] = ImageSurface.unpremultiplied((word >> 16) & 0xff, alpha)
                o[1] = ImageSurface.unpremultiplied((word >> 8) & 0xff, alpha)
                o[2] = ImageSurface.unpremultiplied(word & 0xff, alpha)
            }
            o[3] = UInt8(alpha)
            o += 4
        }
    }
}

/// Set by whichever band of rows first finds a pixel that is not opaque.
private final class TranslucentPixelFound: Sendable {
    let found = Atomic(false)
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)])
    }

    /// A PNG chunk: length, type, data, and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        append(contentsOf: typed)
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
