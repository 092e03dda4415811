import AutoLayout
import CCairo
@testable import CairoRendering
import Dispatch
import Rendering
import Synchronization
import Testing

/// The drawing worked out on one thread and performed on another gives what drawing directly
/// gives: every operation, in order, and the same pixels.
@Suite struct PipelineTests {
    /// The demo (transforms, alpha, clipping, every kind of mark) and a crowded row of views,
    /// side by side: well over one batch of operations.
    func prepared() -> PreparedRender {
        let root = View("root")
        let engine = LayoutEngine(root: root, canvasSize: Size(width: 400, height: 60), textMeasurer: PangoTextMeasurer())
        var previous: View?
        for index in 0..<30 {
            let view = View("v\(index)")
            view.text = TextContent("\(index)", font: "DejaVu Sans 7")
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 2.5),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 10.5), view.heightAnchor.constraint(equalToConstant: 30),
            ])
            previous = view
        }
        engine.layout()
        let row = RenderScene(layout: engine.solvedLayout(), styles: ["v3": ViewStyle(background: .white, alpha: 0.5)], label: "row")
        let options = RenderOptions(scale: 2, annotate: .all, padding: 8, legend: true)
        return prepareRender([DemoScene.make(label: "demo"), row], options: options)
    }

    @Test func everyOperationArrivesInOrder() {
        let prepared = prepared()
        let direct = RecordingCanvas(measurer: PangoTextMeasurer())
        prepared.draw(on: direct)
        #expect(direct.lines.count > 3 * OperationPipe.batchSize)
        let pipe = OperationPipe(measure: prepared.measure)
        let received = RecordingCanvas(measurer: PangoTextMeasurer())
        let done = DispatchSemaphore(value: 0)
        let target = UnsafeSendable(received)
        DispatchQueue.global().async {
            while let batch = pipe.next() {
                for operation in batch.operations { operation.perform(on: target.value) }
            }
            done.signal()
        }
        prepared.draw(on: pipe)
        pipe.finish()
        done.wait()
        #expect(received.lines == direct.lines)
    }

    @Test func roundedShapesArriveWithTheOutlinesTheDrawingContextGives() {
        let prepared = prepared()
        let pipe = OperationPipe(measure: prepared.measure, outliner: ShapeOutliner(scale: 2))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_scale(cr, 2, 2)
        let canvas = CairoCanvas(context: cr, reusesShapes: false)
        let done = DispatchSemaphore(value: 0)
        let target = UnsafeSendable((canvas, cr))
        let outlined = Mutex(0)
        DispatchQueue.global().async {
            let (canvas, cr) = target.value
            while let batch = pipe.next() {
                for (operation, outline) in zip(batch.operations, batch.outlines) {
                    switch operation {
                    case .fill(let path, _), .stroke(let path, _):
                        if let outline {
                            CairoCanvas.addPath(path, to: cr)
                            let lineWidth = outline.key.lineWidth, cap = outline.key.cap
                            let here = ShapeOutline.ofCurrentPath(cr, path: path, lineWidth: lineWidth, cap: cap)
                            cairo_new_path(cr)
                            #expect(here?.key == outline.key && here?.place == outline.place, "\(operation)")
                            outlined.withLock { $0 += 1 }
                        }
                    case .save, .restore, .concatenate: operation.perform(on: canvas)
                    case .text, .clip, .beginTransparencyLayer, .endTransparencyLayer: break
                    }
                }
            }
            done.signal()
        }
        prepared.draw(on: pipe)
        pipe.finish()
        done.wait()
        #expect(outlined.withLock { $0 } > 50)
    }

    @Test func theImageIsTheOneDrawnDirectly() throws {
        let prepared = prepared()
        let width = Int32(prepared.layout.pixelWidth), height = Int32(prepared.layout.pixelHeight)
        let direct = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let piped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer {
            cairo_surface_destroy(direct)
            cairo_surface_destroy(piped)
        }
        let cr = cairo_create(direct)!
        cairo_scale(cr, prepared.options.scale, prepared.options.scale)
        // Cairo's own drawing: no shape masks.
        prepared.draw(on: CairoCanvas(context: cr, reusesShapes: false))
        cairo_destroy(cr)
        try PipelinedRaster.draw(prepared, on: piped)
        #expect(ImageSurface.rgba(piped) == ImageSurface.rgba(direct))
        #expect(try PNG.decode(render(prepared, format: .png)) == ImageSurface.rgba(direct))
    }
}
