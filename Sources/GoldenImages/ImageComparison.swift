import CairoRendering
import LayoutValues
/// How two images are compared: pixelmatch's perceptual colour distance (YIQ, as in its released
/// versions up to 7.2.0) with a threshold, anti-aliasing detection that does not excuse hairlines,
/// and limits on the count and ratio of differing pixels.
package struct ComparisonOptions: Sendable {
    /// 0...1: the YIQ distance above which two pixels differ, as a fraction of the largest
    /// possible (black against white). pixelmatch's default, 0.1.
    package var threshold = 0.1
    /// Differing pixels allowed before the images count as different.
    package var maxDifferentPixels: Int?
    /// Fraction of differing pixels allowed. When both limits are set the stricter holds (as
    /// Playwright's); when neither is, no pixel may differ.
    package var maxDifferentRatio: Double?
    /// Count anti-aliasing differences too.
    package var includeAntialiasing = false

    package init(threshold: Double = 0.1, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil, includeAntialiasing: Bool = false) {
        self.threshold = threshold
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
        self.includeAntialiasing = includeAntialiasing
    }
}

/// The outcome of a comparison, with its numbers and the diff image.
package struct ComparisonResult: Sendable {
    package let width: Int, height: Int
    package let differentPixels: Int
    package let antialiasedPixels: Int
    /// Set when the sizes differ (then every pixel outside the common area differs, and the diff,
    /// as large as both, hatches that area in magenta).
    package let sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// Unchanged pixels as a faded grey expected image, differences red, anti-aliasing yellow.
    package let diff: RGBAImage
    package let matches: Bool

    package var ratio: Double { Double(differentPixels) / Double(max(1, width * height)) }

    package var summary: String {
        if let m = sizeMismatch { return ImageComparison.sizeMismatch(expected: m.expected, actual: m.actual) }
        return matches
            ? "images match (\(differentPixels) different pixels, \(antialiasedPixels) anti-aliased)"
            : "\(differentPixels) pixels (ratio \(percent(ratio))) are different, \(antialiasedPixels) more only by anti-aliasing"
    }
}

/// A ratio as a percentage to two decimals: `0.05%`.
func percent(_ ratio: Double) -> String { formatNumber(ratio * 100, .decimals(2)) + "%" }

package enum ImageComparison {
    /// What a comparison of images of different sizes says: they differ, whatever their pixels
    /// (so the sizes, read from the files' headers, are enough to say it).
    package static func sizeMismatch(expected: (Int, Int), actual: (Int, Int)) -> String {
        "expected an image \(expected.0)x\(expected.1), got \(actual.0)x\(actual.1): the sizes differ"
    }

    /// Compares pixel by pixel over the larger of the two sizes (a size mismatch always fails).
    ///
    /// - Complexity: O(width × height).
    package static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions = .init()) -> ComparisonResult {
        if expected == actual {
            // Identical bytes (the usual case for a golden): no pixel walk.
            return ComparisonResult(
                width: expected.width, height: expected.height, differentPixels: 0, antialiasedPixels: 0,
                sizeMismatch: nil, diff: expected, matches: true)
        }
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let a = padded(expected, width, height), b = padded(actual, width, height)
        let limit = 35215 * options.threshold * options.threshold
        var diff = RGBAImage(width: width, height: height)
        var different = 0, antialiased = 0
        for y in 0..<height {
            for x in 0..<width {
                let delta = colorDelta(a, b, x, y)
                if abs(delta) > limit {
                    if !options.includeAntialiasing && (isAntialiased(a, b, x, y) || isAntialiased(b, a, x, y)) {
                        antialiased += 1
                        diff.setPixel(x, y, (255, 255, 0, 255))
                    } else {
                        different += 1
                        diff.setPixel(x, y, (255, 0, 0, 255))
                    }
                } else {
                    let gray = UInt8(255 - 0.1 * (255 - luma(blendedOverWhite(a, x, y))))
                    diff.setPixel(x, y, (gray, gray, gray, 255))
                }
            }
        }
        let mismatch = expected.width != actual.width || expected.height != actual.height
        if mismatch { markSizeMismatch(&diff, common: (min(expected.width, actual.width), min(expected.height, actual.height))) }
        return ComparisonResult(
            width: width, height: height, differentPixels: different, antialiasedPixels: antialiased,
            sizeMismatch: mismatch ? ((expected.width, expected.height), (actual.width, actual.height)) : nil,
            diff: diff, matches: !mismatch && different <= allowance(options, pixels: width * height))
    }

    /// The largest padded area (width × height of the larger sizes) decoded to draw the diff of two
    /// images of different sizes: 16 megapixels, 64 MB an image; beyond it the sizes alone answer.
    package static let largestPaddedArea = 16_000_000

    /// Marks, on the diff of two images of different sizes, what only one of them covers: magenta
    /// and white diagonal stripes outside the common area, its right and bottom edges in magenta.
    static func markSizeMismatch(_ diff: inout RGBAImage, common: (width: Int, height: Int)) {
        for y in 0..<diff.height {
            for x in 0..<diff.width where x >= common.width || y >= common.height {
                let edge = x == common.width || y == common.height
                let stripe = (x + y) / 4 % 2 == 0
                diff.setPixel(x, y, edge || stripe ? (255, 0, 255, 255) : (255, 255, 255, 255))
            }
        }
    }

    /// The number of differing pixels the options allow.
    static func allowance(_ options: ComparisonOptions, pixels: Int) -> Int {
        let byRatio = options.maxDifferentRatio.map { Int(($0 * Double(pixels)).rounded(.down)) }
        switch (options.maxDifferentPixels, byRatio) {
        case (nil, nil): return 0
        case (let count?, nil): return count
        case (nil, let ratio?): return ratio
        case (let count?, let ratio?): return min(count, ratio)
        }
    }

    /// The image on a larger canvas, the new area transparent (so it differs from any content).
    static func padded(_ image: RGBAImage, _ width: Int, _ height: Int) -> RGBAImage {
        guard image.width != width || image.height != height else { return image }
        var out = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        for y in 0..<image.height {
            let from = image.offset(0, y), to = out.offset(0, y)
            out.pixels.replaceSubrange(to..<to + image.width * 4, with: image.pixels[from..<from + image.width * 4])
        }
        return out
    }
}
