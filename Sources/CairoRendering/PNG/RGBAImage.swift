/// A bitmap of 8-bit RGBA pixels, straight (not premultiplied) alpha, rows top to bottom: what
/// PNG files hold, and what image comparison works on.
package struct RGBAImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row after row.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBA pixels must be width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    package init(width: Int, height: Int, filledWith pixel: RGBA) {
        self.init(width: width, height: height, pixels: Array(repeating: [pixel.red, pixel.green, pixel.blue, pixel.alpha], count: width * height).flatMap { $0 })
    }

    /// The pixel at column `x`, row `y` (from the top left).
    package subscript(x x: Int, y y: Int) -> RGBA {
        get {
            let i = index(x, y)
            return RGBA(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            let i = index(x, y)
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    private func index(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside a \(width)×\(height) image")
        return (y * width + x) * 4
    }
}

/// One pixel: 8-bit red, green, blue and straight alpha.
package struct RGBA: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package var description: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue, alpha].map { String([digits[Int($0 / 16)], digits[Int($0 % 16)]]) }.joined()
    }
}
