import CairoRendering
import Testing
@testable import GoldenImages

/// Synthetic image pairs: a white canvas with shapes drawn pixel by pixel.
func canvas(_ w: Int = 40, _ h: Int = 30, draw: (inout RGBAImage) -> Void = { _ in }) -> RGBAImage {
    var image = RGBAImage(width: w, height: h)
    draw(&image)
    return image
}

func hairline(x: Int) -> (inout RGBAImage) -> Void {
    { image in for y in 5..<25 { image.setPixel(x, y, (0, 0, 0, 255)) } }
}

/// A filled square whose left edge is anti-aliased (a grey column), at `x`.
func antialiasedSquare(x: Int) -> (inout RGBAImage) -> Void {
    { image in
        for y in 5..<25 {
            image.setPixel(x, y, (128, 128, 128, 255))
            for dx in 1...10 { image.setPixel(x + dx, y, (0, 0, 0, 255)) }
        }
    }
}

@Suite struct ImageComparisonTests {
    @Test func identicalImagesMatch() {
        let result = ImageComparison.compare(canvas(draw: hairline(x: 10)), canvas(draw: hairline(x: 10)))
        #expect(result.matches)
        #expect(result.differentPixels == 0)
    }

    @Test func onePixelIsADifference() {
        let result = ImageComparison.compare(canvas(), canvas { $0.setPixel(3, 3, (255, 0, 0, 255)) })
        #expect(!result.matches)
        #expect(result.differentPixels == 1)
        #expect(result.diff.pixel(3, 3) == (255, 0, 0, 255))
    }

    @Test func aHairlineShiftedByOnePixelIsNotWavedThroughAsAntialiasing() {
        let result = ImageComparison.compare(canvas(draw: hairline(x: 10)), canvas(draw: hairline(x: 11)))
        #expect(!result.matches)
        #expect(result.differentPixels == 40)
        #expect(result.antialiasedPixels == 0)
    }

    @Test func anAntialiasedEdgeChangeIsAntialiasing() {
        let a = canvas(draw: antialiasedSquare(x: 10))
        let b = canvas { image in
            antialiasedSquare(x: 10)(&image)
            for y in 5..<25 { image.setPixel(10, y, (160, 160, 160, 255)) }
        }
        let result = ImageComparison.compare(a, b)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels > 0)
        #expect(result.matches)
        #expect(!ImageComparison.compare(a, b, options: .init(includeAntialiasing: true)).matches)
    }

    @Test func aColourChangeBelowTheThresholdMatchesAndAboveDoesNot() {
        let base = canvas { $0.setPixel(5, 5, (100, 100, 100, 255)) }
        let slight = canvas { $0.setPixel(5, 5, (104, 100, 100, 255)) }
        let strong = canvas { $0.setPixel(5, 5, (200, 100, 100, 255)) }
        #expect(ImageComparison.compare(base, slight).matches)
        #expect(!ImageComparison.compare(base, strong).matches)
        #expect(!ImageComparison.compare(base, slight, options: .init(threshold: 0.005)).matches)
    }

    @Test func aSizeMismatchFails() {
        let result = ImageComparison.compare(canvas(40, 30), canvas(41, 30))
        #expect(!result.matches)
        #expect(result.sizeMismatch != nil)
        #expect(result.summary.hasPrefix("expected an image 40x30, got 41x30"))
    }

    /// The diff of two sizes covers both: the common area compared as usual, what only one image
    /// covers hatched in magenta and white, the common area's edge magenta.
    @Test func aSizeMismatchIsDrawnPaddedWithTheExtraAreaHatched() {
        let result = ImageComparison.compare(canvas(40, 30) { $0.setPixel(3, 3, (255, 0, 0, 255)) }, canvas(48, 36))
        #expect(result.diff.width == 48 && result.diff.height == 36)
        #expect(result.diff.pixel(3, 3) == (255, 0, 0, 255), "a difference in the common area is red")
        #expect(result.diff.pixel(5, 5) != (255, 0, 255, 255), "the common area keeps the faded expected")
        #expect(result.diff.pixel(40, 10) == (255, 0, 255, 255) && result.diff.pixel(10, 30) == (255, 0, 255, 255), "the edge")
        let outside = (41..<48).flatMap { x in (0..<36).map { result.diff.pixel(x, $0) } }
        #expect(outside.allSatisfy { $0 == (255, 0, 255, 255) || $0 == (255, 255, 255, 255) })
        #expect(Set(outside.map(\.1)).count == 2, "stripes of both colours")
        #expect(!result.matches)
    }

    @Test func limitsByCountAndRatio() {
        let a = canvas(), b = canvas { for x in 0..<4 { $0.setPixel(x, 0, (0, 0, 0, 255)) } }
        #expect(!ImageComparison.compare(a, b).matches)
        #expect(ImageComparison.compare(a, b, options: .init(maxDifferentPixels: 4)).matches)
        #expect(!ImageComparison.compare(a, b, options: .init(maxDifferentPixels: 3)).matches)
        #expect(ImageComparison.compare(a, b, options: .init(maxDifferentRatio: 0.004)).matches)  // 1200 px → 4
        #expect(!ImageComparison.compare(a, b, options: .init(maxDifferentPixels: 10, maxDifferentRatio: 0.001)).matches)
    }

    @Test func transparentPixelsCompareOverWhite() {
        let a = canvas(), b = canvas { $0.setPixel(1, 1, (0, 0, 0, 0)) }
        #expect(ImageComparison.compare(a, b).matches)
    }
}
