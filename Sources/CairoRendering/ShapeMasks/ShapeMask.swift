import CCairo
import LayoutValues
import Rendering

/// How much of each device pixel one shape covers, rasterized by Cairo into an A8 surface: the
/// coverage Cairo's own fill or stroke of that shape would blend with, wherever the shape is
/// moved by whole device pixels.
struct ShapeMask {
    let width: Int, height: Int
    /// Row after row, `width` bytes each.
    let coverage: [UInt8]
    /// The covered pixels, as runs along rows: blending skips the rest, and fills the fully
    /// covered runs without looking at each pixel's coverage.
    private let runs: [Run]

    /// Pixels side by side on one row, all fully covered or all partly.
    private struct Run {
        var row: Int, start: Int, count: Int
        var isFull: Bool
    }

    /// The outline `key` holds, filled or stroked as it says, in a mask of `width × height` pixels.
    init(_ key: ShapeMaskKey, width: Int, height: Int) {
        self.width = width
        self.height = height
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        key.addOutline(to: cr)
        // The pen of a stroke follows the transform's scale, as when the path was drawn.
        var scale = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: 0, y0: 0)
        cairo_set_matrix(cr, &scale)
        if let lineWidth = key.lineWidth {
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CairoCanvas.lineCap(key.cap))
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        coverage = (0..<height).flatMap { row in UnsafeBufferPointer(start: data + row * stride, count: width) }
        runs = ShapeMask.runs(coverage, width: width, height: height)
    }

    /// Runs of pixels that are all uncovered, all partly covered or all fully covered; the
    /// uncovered ones left out.
    private static func runs(_ coverage: [UInt8], width: Int, height: Int) -> [Run] {
        let kind = { (a: UInt8) in a == 0 ? 0 : a == 0xff ? 2 : 1 }
        var runs: [Run] = []
        for row in 0..<height {
            var column = 0
            while column < width {
                let first = kind(coverage[row * width + column])
                var end = column + 1
                while end < width, kind(coverage[row * width + end]) == first { end += 1 }
                if first != 0 { runs.append(Run(row: row, start: column, count: end - column, isFull: first == 2)) }
                column = end
            }
        }
        return runs
    }

    /// Blends `pixel` (premultiplied ARGB32) through the mask into an ARGB32 image at (`x`, `y`),
    /// which must hold the whole mask, as Cairo fills a solid colour: its span fill when the
    /// colour is opaque, pixman's OVER otherwise.
    /// - Complexity: O(covered pixels).
    func blend(_ pixel: UInt32, into data: UnsafeMutablePointer<UInt8>, stride: Int, x: Int, y: Int) {
        let opaque = pixel >> 24 == 0xff
        coverage.withUnsafeBufferPointer { coverage in
            for run in runs {
                let start = UnsafeMutableRawPointer(data + (y + run.row) * stride).assumingMemoryBound(to: UInt32.self)
                let line = UnsafeMutableBufferPointer(start: start + x + run.start, count: run.count)
                if run.isFull {
                    ShapeMask.fill(line, with: pixel, opaque: opaque)
                } else {
                    let mask = UnsafeBufferPointer(rebasing: coverage[(run.row * width + run.start)...].prefix(run.count))
                    ShapeMask.blend(line, with: pixel, opaque: opaque, coverage: mask)
                }
            }
        }
    }

    @inline(__always)
    private static func fill(_ line: UnsafeMutableBufferPointer<UInt32>, with pixel: UInt32, opaque: Bool) {
        if opaque {
            line.update(repeating: pixel)
        } else {
            PixelBlend.over(pixel, onto: line)
        }
    }

    @inline(__always)
    private static func blend(
        _ line: UnsafeMutableBufferPointer<UInt32>, with pixel: UInt32, opaque: Bool, coverage: UnsafeBufferPointer<UInt8>
    ) {
        if opaque {
            for i in line.indices { line[i] = PixelBlend.lerp(pixel, coverage: coverage[i], line[i]) }
        } else {
            for i in line.indices { line[i] = PixelBlend.over(pixel, coverage: coverage[i], line[i]) }
        }
    }
}
