import CCairo

/// Reading Cairo image surfaces.
enum ImageSurface {
    /// An ARGB32 surface's pixels, un-premultiplied, as RGBA bytes.
    ///
    /// Cairo stores each pixel as a native-endian 32-bit word, alpha in the high byte, colour
    /// premultiplied by alpha.
    static func rgba(_ surface: OpaquePointer) -> RGBAImage {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    unpremultiply(row[x], into: out, at: (y * width + x) * 4)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @inline(__always)
    private static func unpremultiply(_ word: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        let alpha = word >> 24
        out[i + 3] = UInt8(alpha)
        // Most pixels are opaque: nothing to divide (a third of an animated GIF's time was here).
        if alpha == 255 {
            out[i] = UInt8(truncatingIfNeeded: word >> 16)
            out[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
            out[i + 2] = UInt8(truncatingIfNeeded: word)
            return
        }
        guard alpha > 0 else { return }
        out[i] = unpremultiplied((word >> 16) & 0xff, alpha)
        out[i + 1] = unpremultiplied((word >> 8) & 0xff, alpha)
        out[i + 2] = unpremultiplied(word & 0xff, alpha)
    }

    /// A colour channel premultiplied by `alpha` (1...255), divided back, rounded.
    @inline(__always)
    static func unpremultiplied(_ value: UInt32, _ alpha: UInt32) -> UInt8 {
        UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }
}
