import CCairo
import Dispatch
import Rendering
import Synchronization

/// Draws prepared scenes on an image surface with two threads: this one works the drawing out
/// (label placement, badges, text measuring, the outlines of rounded shapes for the canvas's
/// ``ShapeMaskCache``) and hands the operations through an ``OperationPipe`` to a thread that
/// performs them, in order, on one Cairo context. The pixels are those of drawing directly; the
/// time is about the larger of the two parts, not their sum.
///
/// Text is measured here with the prepared scenes' Pango context and drawn there with the
/// canvas's own: Pango's font maps are per thread, and no Pango object is shared.
enum PipelinedRaster {
    static func draw(_ prepared: PreparedRender, on surface: OpaquePointer) throws(RenderError) {
        let pipe = OperationPipe(measure: prepared.measure, outliner: ShapeOutliner(scale: prepared.options.scale))
        let drawn = DispatchSemaphore(value: 0)
        let failure = Mutex<String?>(nil)
        let target = UnsafeSendable(surface)
        let scale = prepared.options.scale
        DispatchQueue.global(qos: .userInitiated).async {
            let cr = cairo_create(target.value)!
            cairo_scale(cr, scale, scale)
            let canvas = CairoCanvas(context: cr)
            withExtendedLifetime(canvas) {
                while let batch = pipe.next() {
                    for (operation, outline) in zip(batch.operations, batch.outlines) {
                        canvas.perform(operation, outline: outline)
                    }
                }
                let message = canvas.errorMessage
                failure.withLock { $0 = message }
                cairo_destroy(cr)
                // The canvas's layouts are freed after this, while the image is being encoded.
                drawn.signal()
            }
        }
        let prefault = SurfacePrefault.start(surface)
        prepared.draw(on: pipe)
        pipe.finish()
        drawn.wait()
        prefault.wait()
        if let message = failure.withLock({ $0 }) { throw .cairo(message) }
    }
}
