import LayoutValues
import Rendering
import Synchronization

/// The metrics of texts already measured, shared by the threads of one ``PangoTextMeasurer``:
/// a text is measured the same on any thread (every thread's font map has the same fonts).
final class MeasuredTexts: Sendable {
    private let metrics: Mutex<[TextBlock: TextMetrics]>

    /// Room for `capacity` texts from the start: growing a table of 100,000 labels by doubling
    /// rehashed it again and again.
    init(capacity: Int = 0) {
        metrics = Mutex(Dictionary(minimumCapacity: capacity))
    }

    func metrics(of block: TextBlock) -> TextMetrics? {
        metrics.withLock { $0[block] }
    }

    func record(_ measured: TextMetrics, of block: TextBlock) {
        metrics.withLock { $0[block] = measured }
    }
}
