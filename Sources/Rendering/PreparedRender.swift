import LayoutValues

/// Scenes with everything decided before drawing: each panel's geometry and annotation plan,
/// and where everything goes in the image (its size too). Made once by
/// ``Renderer/prepare(_:measure:)``, so that checking the image's size and drawing it do not
/// lay the scenes out twice.
package struct PreparedRender {
    package let scenes: [RenderScene]
    /// Where everything goes, and the image's size.
    package let layout: RenderLayout
    let renderer: Renderer
    let geometries: [SceneGeometry]
    let plans: [AnnotationPlan]
    /// How the scenes' text was measured.
    package let measure: (TextBlock) -> TextMetrics

    package var options: RenderOptions { renderer.options }

    /// Draws the scenes onto a canvas of the layout's size in points.
    package func draw(on canvas: any Canvas) {
        renderer.draw(self, on: canvas)
    }
}
