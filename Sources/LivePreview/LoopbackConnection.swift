import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An accepted connection's socket: reads that give up at a deadline, writes that give up after
/// the idle timeout, never SIGPIPE. Its owner closes it (``LoopbackListener``).
final class LoopbackConnection: @unchecked Sendable {
    let descriptor: Int32

    init(descriptor: Int32, idleSeconds: Double) {
        self.descriptor = descriptor
        // A peer that takes nothing of what is sent for this long is let go.
        var timeout = timeval(tv_sec: Int(idleSeconds), tv_usec: Int((idleSeconds - idleSeconds.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// What arrived, at most `count` bytes, waiting no later than `deadline`; nil when the peer
    /// closed, the deadline passed or the socket failed.
    func receive(upTo count: Int, before deadline: ContinuousClock.Instant) -> [UInt8]? {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            guard ready > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, Int32(MSG_DONTWAIT)) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return nil }
            return Array(buffer[..<n])
        }
    }

    /// Sends all of `bytes`; false when the peer is gone or took nothing for the idle timeout.
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Sends a refusal and ends the connection so that the peer can read it: the sending side is
    /// shut, and what the peer still sends is read and dropped (closing with unread bytes would
    /// reset the connection, and the answer with it), up to 1 MiB or one second.
    func refuse(with response: HTTPResponse) {
        guard send(response.bytes) else { return }
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        var dropped = 0
        while dropped < 1 << 20, let bytes = receive(upTo: 65536, before: deadline) { dropped += bytes.count }
    }

    /// Whether the peer has closed its side (a page's tab closed): the server reads nothing from a
    /// page, so a closed page is otherwise only noticed when a write to it fails.
    var peerHasClosed: Bool {
        var entry = pollfd(fd: descriptor, events: Self.peerClosedEvent, revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & (Self.peerClosedEvent | Int16(POLLHUP | POLLERR)) != 0
    }

    /// Linux's POLLRDHUP (the peer shut its sending side), which Glibc's module does not export
    /// (it needs _GNU_SOURCE).
    private static let peerClosedEvent: Int16 = 0x2000
}
