import Foundation

/// The pages' WebSocket connections: each is told the version of the file when it connects and
/// again after every reload, and then fetches what it shows.
///
/// Each page is served on its connection's thread, which only writes: a page never needs to send
/// anything, and reading would buffer whatever a frame declares (2^40 bytes, until the process
/// dies); unread, what a page sends waits in the kernel's buffer, which is bounded. Reloads that
/// come faster than a page takes them are told once, with the latest version.
final class UpdateChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private var version = 0
    /// Counts the publications, so that a page tells each apart from the one it was sent.
    private var publications = 0
    private var closing = false
    private var pages = 0

    /// The number of pages connected now.
    var pageCount: Int { condition.withLock { pages } }

    /// Serves a page until it goes (a write fails, or it closes its side) or the channel closes.
    func serve(_ page: LoopbackConnection) {
        condition.withLock { pages += 1 }
        defer { condition.withLock { pages -= 1 } }
        var told = -1
        while true {
            let (publication, version, closing) = next(after: told)
            if closing {
                _ = page.send(WebSocket.goingAwayFrame)
                return
            }
            if publication != told {
                guard page.send(WebSocket.textFrame("{\"version\":\(version)}")) else { return }
                told = publication
            } else if page.peerHasClosed {
                return
            }
        }
    }

    /// The latest publication once it is not `told`, or after half a second (for the page to see
    /// whether its peer left).
    private func next(after told: Int) -> (publication: Int, version: Int, closing: Bool) {
        condition.withLock {
            if publications == told && !closing { _ = condition.wait(until: Date().addingTimeInterval(0.5)) }
            return (publications, version, closing)
        }
    }

    /// Tells every page that the file is now at this version.
    func publish(version: Int) {
        condition.withLock {
            self.version = version
            publications += 1
            condition.broadcast()
        }
    }

    /// Says "going away" to every page and ends their connections, so that the server can stop.
    func closeAll() {
        condition.withLock {
            closing = true
            condition.broadcast()
        }
    }
}
