import Dispatch
import LayoutValues
import Rendering
import Synchronization

/// Labels measured ahead on another core while the scene is built: the engine then finds most
/// of its labels' sizes already there (measuring a label is Pango's itemizing and shaping, about
/// 5–10 µs; a thousand labels were a tenth of a 1,000-view render).
///
/// That thread works from the last text backwards while the engine measures from the first
/// forwards; it stops where they meet, or at ``finish()``, so that the two seldom measure a
/// text twice. The metrics are the same whichever thread measured them.
package final class TextPrefetch: Sendable {
    /// Measures as ``PangoTextMeasurer`` does, with what has been measured ahead.
    package let measurer: PangoTextMeasurer
    private let stopped = Atomic(false)
    private let done = DispatchSemaphore(value: 0)

    /// Starts measuring `blocks` (repeats measured once) on another thread.
    package init(_ blocks: [TextBlock]) {
        let measured = MeasuredTexts(capacity: blocks.count)
        measurer = PangoTextMeasurer(measured: measured)
        var seen = Set<TextBlock>(minimumCapacity: blocks.count)
        let unique = blocks.filter { seen.insert($0).inserted }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            for block in unique.reversed() {
                // Stopped, or the engine has got this far: the rest it has measured itself.
                guard !stopped.load(ordering: .relaxed), measured.metrics(of: block) == nil else { break }
                measured.record(PangoTextMeasurer.measureNow(block), of: block)
            }
            done.signal()
        }
    }

    /// Stops measuring ahead and waits for the other thread: none of its Pango calls outlives
    /// this (a process that exits right after, on bad input, has nothing of it half-done).
    /// Calling it again returns at once.
    package func finish() {
        stopped.store(true, ordering: .relaxed)
        done.wait()
        done.signal()
    }
}
