import FlyingFox
import Foundation

/// The pages' WebSocket connections: each is told the version of the file when it connects and
/// again after every reload, and then fetches what it shows.
actor UpdateChannel {
    private var pages: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextID = 0
    private(set) var version = 0

    /// The number of pages connected now.
    var pageCount: Int { pages.count }

    func connect(_ page: AsyncStream<WSMessage>.Continuation) -> Int {
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
            page.yield(.close(.goingAway))
            page.finish()
        }
        pages.removeAll()
    }

    private var message: WSMessage { .text("{\"version\":\(version)}") }
}

/// A page's WebSocket: the channel's messages out; what the page sends is ignored, and its
/// closing disconnects it.
struct UpdateHandler: WSMessageHandler {
    let channel: UpdateChannel

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = await channel.connect(continuation)
        let channel = self.channel
        Task {
            for await _ in client {}
            await channel.disconnect(id)
        }
        return messages
    }
}
