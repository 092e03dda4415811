import FlyingFox
import Foundation

/// The pages' WebSocket connections: each is told the version of the file when it connects and
/// again after every reload, and then fetches what it shows.
actor UpdateChannel {
    private var pages: [Int: AsyncStream<WSFrame>.Continuation] = [:]
    private var nextID = 0
    private(set) var version = 0

    /// The number of pages connected now.
    var pageCount: Int { pages.count }

    func connect(_ page: AsyncStream<WSFrame>.Continuation) -> Int {
        nextID += 1
        pages[nextID] = page
        page.yield(message)
        return nextID
    }

    func disconnect(_ id: Int) {
        pages.removeValue(forKey: id)?.finish()
    }

    /// Tells every page that the file is now at this version.
    func publish(version: Int) {
        self.version = version
        for page in pages.values { page.yield(message) }
    }

    /// Ends every connection, so that the server can stop.
    func closeAll() {
        for page in pages.values {
            page.yield(.close(code: .goingAway))
            page.finish()
        }
        pages.removeAll()
    }

    private var message: WSFrame { WSFrame(fin: true, opcode: .text, mask: nil, payload: Data("{\"version\":\(version)}".utf8)) }
}

/// A page's WebSocket: the channel's messages out, and nothing read in. A page never needs to
/// send anything, and reading would buffer whatever a frame declares (2^40 bytes, until the
/// process dies): unread, what a client sends waits in the kernel's buffer, which is bounded.
/// A page that closes is let go when a write to it fails, at the next save at the latest.
struct UpdateHandler: WSHandler {
    let channel: UpdateChannel

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let (frames, continuation) = AsyncStream<WSFrame>.makeStream()
        let id = await channel.connect(continuation)
        let channel = self.channel
        continuation.onTermination = { _ in Task { await channel.disconnect(id) } }
        return frames
    }
}
