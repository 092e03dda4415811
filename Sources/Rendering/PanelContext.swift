import LayoutValues

/// What drawing one panel needs: the canvas, the scene, its geometry and plan, the options.
struct PanelContext {
    let canvas: any Canvas
    let scene: RenderScene
    let options: RenderOptions
    let geometry: SceneGeometry
    let plan: AnnotationPlan
    let pen: Pen
    /// Where annotation labels may go, in panel coordinates.
    let labelBounds: Rect
    /// Title and captions, in panel coordinates: labels keep clear of them.
    let reserved: [Rect]

    var palette: Palette { geometry.palette }
    var grid: PixelGrid { pen.grid }

    func resolve(_ color: Color) -> Color { color.resolved(for: options.theme) }

    /// The same panel drawn on another canvas.
    func with(canvas: any Canvas) -> PanelContext {
        PanelContext(
            canvas: canvas, scene: scene, options: options, geometry: geometry, plan: plan,
            pen: Pen(canvas: canvas, grid: pen.grid), labelBounds: labelBounds, reserved: reserved)
    }
}
