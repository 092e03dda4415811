/// A rectangle of whole device pixels, from its minimum corner up to, not including, its
/// maximum one.
struct PixelRect: Hashable, Sendable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    func contains(_ other: PixelRect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }
}

/// A canvas's clip as far as drawing on its pixels directly needs it: the rectangle of whole
/// device pixels drawing is restricted to, saved and restored with the canvas's state. Unknown
/// (nil) once clipped to anything else, until the matching restore.
struct DeviceClip {
    private(set) var bounds: PixelRect?
    private var saved: [PixelRect?] = []

    /// Unclipped: everything inside the surface's `bounds`.
    init(bounds: PixelRect) {
        self.bounds = bounds
    }

    mutating func save() { saved.append(bounds) }

    mutating func restore() {
        if let last = saved.popLast() { bounds = last }
    }

    /// Restricts drawing to `rect` too; nil: to something that is not whole device pixels.
    mutating func clip(to rect: PixelRect?) {
        guard let current = bounds, let rect else {
            bounds = nil
            return
        }
        bounds = current.intersection(rect)
    }
}
