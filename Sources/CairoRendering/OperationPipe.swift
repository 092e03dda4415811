import Dispatch
import LayoutValues
import Rendering
import Synchronization

/// A canvas that hands what is drawn on it, in order and in batches, to another thread: the
/// drawing is worked out (labels placed, text measured) on one thread while the other performs
/// the operations on the canvas that draws.
final class OperationPipe: Canvas, Sendable {
    /// Operations handed over in one go: few enough for the drawing thread to start early,
    /// many enough that handing over costs little.
    static let batchSize = 256

    private let measurer: @Sendable (TextBlock) -> TextMetrics
    /// Works out rounded shapes' outlines here, for the drawing thread's masks; used by the
    /// working thread only.
    private nonisolated(unsafe) let outliner: ShapeOutliner?
    /// Filled by the working thread only.
    private nonisolated(unsafe) var pending = Batch()
    /// The batches handed over, and how many were taken.
    private let queue = Mutex<(batches: [Batch], taken: Int)>(([], 0))

    /// Operations in order, each with the outline of its shape when worked out (fills and
    /// strokes of rounded shapes, for an image).
    struct Batch: Sendable {
        var operations: [CanvasOperation] = []
        var outlines: [ShapeOutline?] = []
    }
    /// Signalled once per batch, and once when finished.
    private let available = DispatchSemaphore(value: 0)

    /// A pipe whose text is measured by `measure`, on the working thread; with an `outliner`,
    /// the outlines of rounded shapes are worked out there too.
    init(measure: @escaping (TextBlock) -> TextMetrics, outliner: ShapeOutliner? = nil) {
        let unchecked = UnsafeSendable(measure)
        measurer = { unchecked.value($0) }
        self.outliner = outliner
        pending.operations.reserveCapacity(OperationPipe.batchSize)
        pending.outlines.reserveCapacity(OperationPipe.batchSize)
    }

    /// Hands over what is left and tells the drawing thread that nothing follows.
    func finish() {
        send()
        available.signal()
    }

    /// The next batch, waiting for it; nil once finished and everything was taken. One signal
    /// comes for each batch and one for the end, so the last wait finds nothing left.
    func next() -> Batch? {
        available.wait()
        return queue.withLock { state in
            guard state.taken < state.batches.count else { return nil }
            defer {
                state.batches[state.taken] = Batch()
                state.taken += 1
            }
            return state.batches[state.taken]
        }
    }

    private func add(_ operation: CanvasOperation, outline: ShapeOutline? = nil) {
        pending.operations.append(operation)
        pending.outlines.append(outline)
        if pending.operations.count >= OperationPipe.batchSize { send() }
    }

    private func send() {
        guard !pending.operations.isEmpty else { return }
        let batch = pending
        pending.operations.removeAll(keepingCapacity: true)
        pending.outlines.removeAll(keepingCapacity: true)
        queue.withLock { $0.batches.append(batch) }
        available.signal()
    }

    func fill(_ path: Path, with color: Color) { add(.fill(path, color), outline: outliner?.fill(path)) }
    func stroke(_ path: Path, with style: StrokeStyle) { add(.stroke(path, style), outline: outliner?.stroke(path, with: style)) }
    func draw(_ text: TextBlock, at origin: Point) { add(.text(text, origin)) }
    func measure(_ text: TextBlock) -> TextMetrics { measurer(text) }

    func save() {
        outliner?.save()
        add(.save)
    }

    func restore() {
        outliner?.restore()
        add(.restore)
    }

    func concatenate(_ transform: AffineTransform) {
        outliner?.concatenate(transform)
        add(.concatenate(transform))
    }

    func clip(to path: Path) { add(.clip(path)) }
    func beginTransparencyLayer(alpha: Double) { add(.beginTransparencyLayer(alpha: alpha)) }
    func endTransparencyLayer() { add(.endTransparencyLayer) }
}
