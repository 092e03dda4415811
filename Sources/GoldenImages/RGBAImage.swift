import CairoRendering

// Pixel access for comparison, over CairoRendering's image type (what PNG files decode to).
extension RGBAImage {
    /// A blank image of one colour (white by default).
    init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) {
        self.init(width: width, height: height, filledWith: RGBA(red: fill.0, green: fill.1, blue: fill.2, alpha: fill.3))
    }

    @inline(__always) func offset(_ x: Int, _ y: Int) -> Int { (y * width + x) * 4 }

    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = offset(x, y)
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    mutating func setPixel(_ x: Int, _ y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = offset(x, y)
        pixels[i] = p.0; pixels[i + 1] = p.1; pixels[i + 2] = p.2; pixels[i + 3] = p.3
    }

    /// Images side by side with a gap, on white: the three-panel artifact of a failure.
    package static func sideBySide(_ images: [RGBAImage], gap: Int = 8) -> RGBAImage {
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var out = RGBAImage(width: width, height: height)
        var x0 = 0
        for image in images {
            for y in 0..<image.height {
                let from = image.offset(0, y), to = out.offset(x0, y)
                out.pixels.replaceSubrange(to..<to + image.width * 4, with: image.pixels[from..<from + image.width * 4])
            }
            x0 += image.width + gap
        }
        return out
    }
}
