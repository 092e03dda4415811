import LayoutValues

/// Where a render draws: a handful of operations that Cairo, a recording for tests, or any other
/// 2D library can perform.
///
/// Coordinates are points, y grows downward; the canvas maps them to pixels. State (transform,
/// clip) is saved and restored in a stack, as in Core Graphics and Cairo.
package protocol Canvas: AnyObject {
    func fill(_ path: Path, with color: Color)
    func stroke(_ path: Path, with style: StrokeStyle)
    /// Draws text with the top-left corner of its layout box at `origin`.
    func draw(_ text: TextBlock, at origin: Point)
    /// The size and baselines of text as ``draw(_:at:)`` would lay it out.
    func measure(_ text: TextBlock) -> TextMetrics
    func save()
    func restore()
    /// Transforms what is drawn next by `transform` (applied before the current transform).
    func concatenate(_ transform: AffineTransform)
    /// Restricts drawing to the inside of `path` until the matching ``restore()``.
    func clip(to path: Path)
    /// Draws everything until ``endTransparencyLayer()`` as one group, at `alpha`: how a view's
    /// alpha applies to it and its subviews together.
    func beginTransparencyLayer(alpha: Double)
    func endTransparencyLayer()
}
