import AutoLayout
import CCairo
@testable import CairoRendering
import Rendering
import Testing

/// Rounded shapes blended from cached masks must give the pixels Cairo gives when it draws them.
@Suite struct ShapeMaskCacheTests {
    static let colors = [
        Color(red: 0, green: 122 / 255, blue: 1), Color(white: 1, alpha: 0.75), Color(white: 1, alpha: 0.85),
        Color(red: 0.3, green: 0.2, blue: 0.9, alpha: 0.5), .black,
    ]

    /// Draws on a fresh surface of `width × height` pixels, over stripes of several colours,
    /// at `scale`; returns the pixels and how many shapes came from masks.
    func pixels(
        width: Int32 = 600, height: Int32 = 400, scale: Double, reusesShapes: Bool, _ draw: (CairoCanvas) -> Void
    ) -> (bytes: [UInt8], blended: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_scale(cr, scale, scale)
        let canvas = CairoCanvas(context: cr, reusesShapes: reusesShapes)
        for (i, color) in Self.colors.enumerated() {
            canvas.fill(.rect(Rect(x: Double(i) * 37.3, y: 0, width: 30, height: 400)), with: color)
        }
        draw(canvas)
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface) * height)
        let bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
        return (bytes, canvas.shapes?.blended ?? 0)
    }

    /// Where two renders differ: how many bytes, and the first pixel (x, y).
    func differences(_ a: [UInt8], _ b: [UInt8], width: Int = 600) -> String? {
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard let first = differing.first else { return nil }
        return "\(differing.count) bytes differ, the first at pixel (\(first / 4 % width), \(first / 4 / width))"
    }

    /// Badge-like shapes at positions on Pango's grid (1/1024 point) and off it, drawn twice,
    /// 90 points apart.
    func badges(on canvas: CairoCanvas) {
        for (copy, i) in (0..<2).flatMap({ copy in (0..<30).map { (copy, $0) } }) {
            let x = 3 + Double(i % 5) * 17.0419921875 + Double(i / 15) * 0.3 + Double(copy) * 90
            let y = 4 + Double(i / 5) * 21.5
            let width = 14 + Double(i % 3) * 4.916015625
            let color = Self.colors[i % Self.colors.count]
            canvas.fill(.roundedRect(Rect(x: x - 1, y: y - 1, width: width + 2, height: 17), radius: 8.5), with: color)
            canvas.fill(.roundedRect(Rect(x: x, y: y, width: width, height: 15), radius: 7.5), with: color)
            canvas.fill(.ellipse(Rect(x: x + 2, y: y + 2, width: 11, height: 11)), with: Self.colors[(i + 1) % 5])
            canvas.stroke(.roundedRect(Rect(x: x, y: y, width: width, height: 15), radius: 3), with: StrokeStyle(color: color))
        }
    }

    @Test(arguments: [1, 1.5, 2, 3])
    func masksGiveCairosPixels(scale: Double) {
        let direct = pixels(scale: scale, reusesShapes: false, badges)
        let masked = pixels(scale: scale, reusesShapes: true, badges)
        #expect(differences(masked.bytes, direct.bytes) == nil)
        #expect(masked.blended >= 120, "the cache was hardly used: \(masked.blended)")
        #expect(direct.blended == 0)
    }

    @Test func insideAClipOfWholePixelsMasksGiveCairosPixels() {
        let clipped = { (canvas: CairoCanvas) in
            canvas.save()
            canvas.clip(to: .rect(Rect(x: 20, y: 10, width: 150, height: 120)))
            self.badges(on: canvas)
            canvas.restore()
        }
        let masked = pixels(scale: 2, reusesShapes: true, clipped)
        #expect(differences(masked.bytes, pixels(scale: 2, reusesShapes: false, clipped).bytes) == nil)
        #expect(masked.blended > 0)
    }

    @Test func shapesAcrossTheEdgesOrUnderOtherClipsAreLeftToCairo() {
        let awkward = { (canvas: CairoCanvas) in
            for _ in 0..<3 {
                canvas.fill(.roundedRect(Rect(x: -4, y: 10, width: 30, height: 15), radius: 7.5), with: Self.colors[1])
                canvas.fill(.roundedRect(Rect(x: 290, y: 190, width: 30, height: 15), radius: 7.5), with: Self.colors[0])
                canvas.save()
                canvas.clip(to: .roundedRect(Rect(x: 40, y: 40, width: 60, height: 60), radius: 10))
                canvas.fill(.roundedRect(Rect(x: 50, y: 50, width: 30, height: 15), radius: 7.5), with: Self.colors[3])
                canvas.restore()
                canvas.save()
                canvas.concatenate(AffineTransform(rotationAngle: 0.4))
                canvas.fill(.roundedRect(Rect(x: 80, y: 20, width: 30, height: 15), radius: 7.5), with: Self.colors[2])
                canvas.restore()
                canvas.beginTransparencyLayer(alpha: 0.5)
                canvas.fill(.roundedRect(Rect(x: 120, y: 60, width: 30, height: 15), radius: 7.5), with: Self.colors[0])
                canvas.endTransparencyLayer()
            }
        }
        let masked = pixels(scale: 2, reusesShapes: true, awkward)
        #expect(differences(masked.bytes, pixels(scale: 2, reusesShapes: false, awkward).bytes) == nil)
        #expect(masked.blended == 0)
    }

    @Test func dashedStrokesAreLeftToCairo() {
        let dashed = { (canvas: CairoCanvas) in
            for _ in 0..<3 {
                let style = StrokeStyle(color: .black, width: 1, dash: [4, 3])
                canvas.stroke(.roundedRect(Rect(x: 10, y: 10, width: 60, height: 30), radius: 5), with: style)
            }
        }
        #expect(pixels(scale: 2, reusesShapes: true, dashed).blended == 0)
    }

    @Test func aShapeIsDrawnByCairoTheFirstTimeAndFromItsMaskAfter() {
        let result = pixels(scale: 2, reusesShapes: true) { canvas in
            for i in 0..<5 {
                canvas.fill(.roundedRect(Rect(x: 10 + Double(i) * 20, y: 10, width: 15, height: 9), radius: 4.5), with: .black)
            }
        }
        #expect(result.blended == 4)
    }
}

/// The key of a mask is the outline as Cairo holds it, up to whole device pixels.
@Suite struct ShapeMaskKeyTests {
    func key(_ path: Path, scale: Double = 2) -> ShapeMaskKey? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_scale(cr, scale, scale)
        CairoCanvas.addPath(path, to: cr)
        return ShapeMaskKey.make(cr, lineWidth: nil, cap: .butt, margin: 0)?.0
    }

    @Test func movingByWholeDevicePixelsKeepsTheKey() {
        let a = key(.roundedRect(Rect(x: 3.25, y: 4, width: 20, height: 10), radius: 5))
        #expect(a != nil)
        #expect(key(.roundedRect(Rect(x: 13.75, y: 9.5, width: 20, height: 10), radius: 5)) == a)
    }

    @Test func movingByPartOfAPixelChangesIt() {
        let a = key(.roundedRect(Rect(x: 3.25, y: 4, width: 20, height: 10), radius: 5))
        #expect(key(.roundedRect(Rect(x: 3.5, y: 4, width: 20, height: 10), radius: 5)) != a)
    }
}

@Suite struct DeviceClipTests {
    @Test func clipsIntersectAndRestore() {
        var clip = DeviceClip(bounds: PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 80))
        clip.save()
        clip.clip(to: PixelRect(minX: 10, minY: -5, maxX: 200, maxY: 50))
        #expect(clip.bounds == PixelRect(minX: 10, minY: 0, maxX: 100, maxY: 50))
        clip.save()
        clip.clip(to: nil)
        #expect(clip.bounds == nil)
        clip.restore()
        #expect(clip.bounds == PixelRect(minX: 10, minY: 0, maxX: 100, maxY: 50))
        clip.restore()
        #expect(clip.bounds == PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 80))
    }
}
