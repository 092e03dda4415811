import CairoRendering
import Dispatch
import Synchronization

/// Frames drawn on one other thread while the calling thread encodes the one before: the
/// encoders (libwebp's above all) take most of an animation's time, and the drawing then costs
/// little more than nothing.
///
/// Every frame is drawn in order on the same thread, so the drawing is as sequential as before
/// (text is measured on that thread's own Pango font map) and the frames are those of drawing
/// them one at a time. The drawing runs at most one frame ahead: no more than the frame being
/// encoded, the one waiting and the one being drawn are in memory, however long the animation.
enum FramePipeline {
    /// Calls `encode` with the frames `0..<count` in order, each drawn by `draw` on another
    /// thread; the first error, of either, ends both and is thrown.
    static func forEach<Frame: Sendable>(
        count: Int, draw: @escaping (Int) throws(AnimationOutput.Error) -> Frame, encode: (Int, Frame) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let handoff = Handoff<Frame>()
        let drawer = UncheckedSendable(draw)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            for index in 0..<count {
                // Waits until the frame before has been taken: one frame ahead at most.
                guard handoff.awaitRoom() else { break }
                let frame = Result { () throws(AnimationOutput.Error) in try drawer.value(index) }
                handoff.put(frame)
                if case .failure = frame { break }
            }
            finished.signal()
        }
        // Returns once the drawing thread has stopped, its last frame taken or dropped.
        defer {
            handoff.cancel()
            finished.wait()
        }
        for index in 0..<count {
            try encode(index, handoff.take().get())
        }
    }

    /// One frame handed from the drawing thread to the encoding one.
    private final class Handoff<Frame: Sendable>: Sendable {
        // Made at 0, as libdispatch will not free a semaphore left below its starting value.
        private let room = DispatchSemaphore(value: 0)
        private let ready = DispatchSemaphore(value: 0)
        private let state = Mutex<(frame: Result<Frame, AnimationOutput.Error>?, cancelled: Bool)>((nil, false))

        /// Room for the first frame.
        init() {
            room.signal()
        }

        /// False once the encoding side has stopped.
        func awaitRoom() -> Bool {
            room.wait()
            return !state.withLock { $0.cancelled }
        }

        func put(_ frame: Result<Frame, AnimationOutput.Error>) {
            state.withLock { $0.frame = frame }
            ready.signal()
        }

        func take() -> Result<Frame, AnimationOutput.Error> {
            ready.wait()
            let frame = state.withLock { state in
                defer { state.frame = nil }
                return state.frame!
            }
            room.signal()
            return frame
        }

        /// Lets a drawing thread waiting for room stop.
        func cancel() {
            state.withLock { $0.cancelled = true }
            room.signal()
        }
    }

    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
