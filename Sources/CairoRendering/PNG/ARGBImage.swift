import CCairo

/// A raster image as 32-bit words, `0xAARRGGBB`, colour not premultiplied: what libwebp's
/// encoder takes (`WebPPicture.argb`) without a copy of its own.
package struct ARGBImage: Sendable {
    package let width: Int
    package let height: Int
    /// `width × height` words, row after row.
    package var pixels: [UInt32]
}

extension ImageSurface {
    /// An ARGB32 surface's pixels, un-premultiplied, as words: one pass and one buffer, where
    /// ``rgba(_:)`` and an encoder's import make two.
    static func argb(_ surface: OpaquePointer) -> ARGBImage {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = unpremultiplied(row[x]) }
            }
            count = width * height
        }
        return ARGBImage(width: width, height: height, pixels: pixels)
    }

    /// A premultiplied word with its colour divided back by its alpha; opaque words are as they
    /// are, and a transparent one is 0, as ``rgba(_:)`` gives them.
    @inline(__always)
    private static func unpremultiplied(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 255 { return word }
        guard alpha > 0 else { return 0 }
        let red = UInt32(unpremultiplied((word >> 16) & 0xff, alpha))
        let green = UInt32(unpremultiplied((word >> 8) & 0xff, alpha))
        let blue = UInt32(unpremultiplied(word & 0xff, alpha))
        return alpha << 24 | red << 16 | green << 8 | blue
    }
}
