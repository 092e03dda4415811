@testable import AnimatedRendering
import Animation
import CairoRendering
import Foundation
import Rendering
import Testing

@Suite struct FramePipelineTests {
    let scenes = [boxScene(width: 60), boxScene(width: 180, turn: 0.3, color: Color(red: 1, green: 0.2, blue: 0.2))]
    var clip: AnimationClip { AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1)) }

    /// Drawing the next frame while the encoder works changes no byte: the WebP is the one of
    /// drawing each frame on this thread, then encoding it, one frame at a time.
    @Test func thePipelinedWebPIsTheWebPOfDrawingThenEncodingEachFrame() throws {
        let out = try output([clip], scenes: scenes)
        var writer: WebPWriter? = nil
        for t in out.frameTimes {
            let frame = try rasterizeARGB(prepareRender(out.frames(at: t, annotate: .none), options: out.options))
            if writer == nil { writer = try WebPWriter(width: frame.width, height: frame.height) }
            try writer!.add(frame, timestamp: Int((t * 1000).rounded()))
        }
        let end = Int(((out.frameTimes.last! + out.hold) * 1000).rounded())
        #expect(try out.webp(annotate: .none) == writer!.finish(end: end))
    }

    /// Every frame is drawn, in order, on one thread that is not the encoder's, and the encoder
    /// sees them in order.
    @Test func framesAreDrawnInOrderOnOneOtherThread() throws {
        let drawn = Shared<[(index: Int, thread: pthread_t)]>([])
        var encoded: [Int] = []
        try FramePipeline.forEach(count: 20) { (i) throws(AnimationOutput.Error) in
            drawn.withLock { $0.append((i, pthread_self())) }
            return RGBAImage(width: 1, height: 1, pixels: [UInt8(i), 0, 0, 255])
        } encode: { i, frame in
            #expect(frame.pixels[0] == UInt8(i))
            encoded.append(i)
        }
        let threads = drawn.withLock { $0.map(\.thread) }
        #expect(drawn.withLock { $0.map(\.index) } == Array(0..<20))
        #expect(encoded == Array(0..<20))
        #expect(Set(threads.map { UInt($0) }).count == 1)
        #expect(threads[0] != pthread_self())
    }

    /// An encoder's error stops the drawing, at most one frame ahead; a drawing's error is
    /// thrown where the frame would have been encoded.
    @Test func anErrorOnEitherSideEndsBoth() throws {
        struct Stop: Error {}
        let drawn = Shared(0)
        #expect(throws: Stop.self) {
            try FramePipeline.forEach(count: 100) { (i) throws(AnimationOutput.Error) in
                drawn.withLock { $0 += 1 }
                return RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
            } encode: { i, _ in
                if i == 3 { throw Stop() }
            }
        }
        #expect(drawn.withLock { $0 } <= 5)
        let encoded = Shared(0)
        #expect {
            try FramePipeline.forEach(count: 100) { (i) throws(AnimationOutput.Error) in
                if i == 4 { throw .encoder("frame 4") }
                return RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
            } encode: { _, _ in encoded.withLock { $0 += 1 } }
        } throws: { "\($0)" == "frame 4" }
        #expect(encoded.withLock { $0 } == 4)
    }
}

/// A value the drawing thread and the test both reach.
private final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
