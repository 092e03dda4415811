import Dispatch
import Foundation
import SceneModel
import Synchronization

/// Lays independent scenes out on the machine's cores: the combinations of a matrix each solve
/// their own scene, and nothing they use is shared (each has its own views, engine and solver;
/// text is measured on the calling thread's Pango font map, ``PangoTextMeasurer``).
///
/// The results and the error thrown are the same as laying them out one after another: each
/// result goes to its index, and the first failing index's error is thrown.
package enum ParallelLayouts {
    /// `body(i)` for every i below `count`, on up to `workers` threads (the cores by default);
    /// one thread when `concurrently` is false or there is one job.
    package static func map<T>(
        _ count: Int, concurrently: Bool, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: (Int) throws(SceneError) -> T
    ) throws(SceneError) -> [T] {
        let threads = concurrently ? min(count, max(1, workers)) : 1
        guard threads > 1 else {
            var results: [T] = []
            results.reserveCapacity(count)
            for i in 0..<count { results.append(try body(i)) }
            return results
        }
        var results = [Result<T, SceneError>?](repeating: nil, count: count)
        let next = Mutex(0)
        withoutActuallyEscaping(body) { body in
            let work = Unchecked(body)
            results.withUnsafeMutableBufferPointer { buffer in
                let out = Unchecked(buffer)
                DispatchQueue.concurrentPerform(iterations: threads) { _ in
                    while true {
                        let i = next.withLock { value in
                            defer { value += 1 }
                            return value
                        }
                        guard i < count else { return }
                        out.value[i] = Result { () throws(SceneError) in try work.value(i) }
                    }
                }
            }
        }
        return try results.map { result throws(SceneError) in try result!.get() }
    }

    /// A value handed to the worker threads, each of which touches only its own indices.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
