import CCairo
import LayoutValues
import Rendering

/// The shapes an image canvas fills and strokes again and again — badges' pills and halos,
/// captions' backings, relation circles, views' rounded borders — each rasterized once per
/// outline (its device coordinates in Cairo's fixed point, up to a move by whole pixels) into a
/// ``ShapeMask``, then blended where it is drawn with the arithmetic Cairo's own fill uses: the
/// pixels are those of drawing the path, at a fraction of the cost (Cairo flattens and
/// scan-converts a rounded rectangle anew each time).
///
/// Only where that holds: on an ARGB32 image surface, outside transparency layers, under a
/// transform that only scales and translates, with the shape wholly inside the surface and a
/// clip of whole device pixels (Cairo then composites exactly as unclipped). A shape is drawn
/// by Cairo the first time it is seen, and cached from the second.
final class ShapeMaskCache {
    private let surface: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int
    private var clip: DeviceClip
    /// Open transparency layers: their groups are not the surface.
    private var layers = 0
    private var masks: [ShapeMaskKey: ShapeMask] = [:]
    private var seen: Set<ShapeMaskKey> = []
    /// Each colour as Cairo's pixel.
    private var pixels: [Color: UInt32] = [:]
    /// At most this many masks are kept; shapes beyond them are drawn by Cairo.
    static let capacity = 4096
    /// How many shapes were blended from masks, for tests.
    private(set) var blended = 0

    /// A cache for drawing on `surface`; nil unless it is an ARGB32 image surface.
    init?(surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        self.surface = surface
        self.data = data
        stride = Int(cairo_image_surface_get_stride(surface))
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        clip = DeviceClip(bounds: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height))
    }

    /// Draws `outline` in `color` from its mask, filled or stroked as its key says, if it can;
    /// false: Cairo must draw it (as it must the first time a shape is seen).
    func draw(_ outline: ShapeOutline, in color: Color) -> Bool {
        guard layers == 0, let bounds = clip.bounds, bounds.contains(outline.place),
            let mask = mask(outline.key, size: outline.place)
        else { return false }
        let place = outline.place
        cairo_surface_flush(surface)
        mask.blend(pixel(color), into: data, stride: stride, x: place.minX, y: place.minY)
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(place.minX), Int32(place.minY), Int32(mask.width), Int32(mask.height))
        blended += 1
        return true
    }

    func save() { clip.save() }
    func restore() { clip.restore() }
    func beginTransparencyLayer() { layers += 1 }
    func endTransparencyLayer() { layers -= 1 }

    /// Records a clip to `path` under `cr`'s transform.
    func clip(to path: Path, on cr: OpaquePointer) {
        guard case .rect(let r) = path, let m = ShapeOutline.axisAligned(cr) else {
            clip.clip(to: nil)
            return
        }
        let corners = [m.xx * r.minX + m.x0, m.yy * r.minY + m.y0, m.xx * r.maxX + m.x0, m.yy * r.maxY + m.y0]
        guard corners.allSatisfy({ $0.rounded() == $0 && abs($0) < 1e9 }) else {
            clip.clip(to: nil)
            return
        }
        let (x0, y0, x1, y1) = (Int(corners[0]), Int(corners[1]), Int(corners[2]), Int(corners[3]))
        clip.clip(to: PixelRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1)))
    }

    /// The mask of `key`, made the second time it is asked for.
    private func mask(_ key: ShapeMaskKey, size place: PixelRect) -> ShapeMask? {
        if let mask = masks[key] { return mask }
        guard masks.count < ShapeMaskCache.capacity else { return nil }
        guard seen.contains(key) else {
            // Shapes seen once are remembered up to a bound too: beyond it, new ones stay Cairo's.
            if seen.count < 16 * ShapeMaskCache.capacity { seen.insert(key) }
            return nil
        }
        let mask = ShapeMask(key, width: place.maxX - place.minX, height: place.maxY - place.minY)
        masks[key] = mask
        return mask
    }

    /// `color` as the premultiplied pixel Cairo fills with, found by letting Cairo paint it.
    private func pixel(_ color: Color) -> UInt32 {
        if let pixel = pixels[color] { return pixel }
        let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(probe) }
        let cr = cairo_create(probe)!
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(probe)
        let pixel = UnsafeRawPointer(cairo_image_surface_get_data(probe)!).load(as: UInt32.self)
        pixels[color] = pixel
        return pixel
    }
}
