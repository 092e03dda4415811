import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A listening socket of 127.0.0.1 and its open connections, each served on a thread of its own:
/// at most ``connectionLimit`` at once, past which a new connection is closed at once.
///
/// Listening survives running out of file descriptors: accepting is tried again 100 ms later.
final class LoopbackListener: @unchecked Sendable {
    let port: UInt16
    let connectionLimit: Int
    let idleSeconds: Double

    private let lock = NSLock()
    private var listening: Int32 = -1
    private var open: Set<Int32> = []
    private var stopping = false
    private var ended = false

    init(port: UInt16, connectionLimit: Int, idleSeconds: Double) {
        self.port = port
        self.connectionLimit = connectionLimit
        self.idleSeconds = idleSeconds
    }

    /// The connections open now.
    var connectionCount: Int { lock.withLock { open.count } }
    /// Whether the socket listens now.
    var isListening: Bool { lock.withLock { listening >= 0 && !ended } }
    /// Whether accepting has ended, after ``stop()``.
    var hasEnded: Bool { lock.withLock { ended } }

    /// Binds and listens.
    /// - Throws: ``PreviewServerError`` when the port cannot be bound.
    func listen() throws(PreviewServerError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewServerError(ports: [port]) }
        // A port in TIME_WAIT from a server just stopped can be bound again.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = LoopbackPort.socketAddress(port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(descriptor, SOMAXCONN) == 0 else {
            close(descriptor)
            throw PreviewServerError(ports: [port])
        }
        lock.withLock { listening = descriptor }
    }

    /// Accepts connections until ``stop()``, handing each to `serve` on a thread of its own and
    /// closing it when `serve` returns.
    func acceptConnections(_ serve: @escaping @Sendable (LoopbackConnection) -> Void) {
        let descriptor = lock.withLock { listening }
        defer {
            lock.withLock { ended = true }
            close(descriptor)
        }
        while !lock.withLock({ stopping }) {
            // Woken four times a second to see whether to stop.
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 250) > 0 else { continue }
            let accepted = accept(descriptor, nil, nil)
            guard accepted >= 0 else {
                // Out of file descriptors (or memory): the pending connections wait in the backlog.
                if [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(errno) { usleep(100_000) }
                continue
            }
            // Not inherited by programs the process starts (Glibc's module has no accept4).
            _ = fcntl(accepted, F_SETFD, FD_CLOEXEC)
            guard admit(accepted) else {
                close(accepted)
                continue
            }
            let connection = LoopbackConnection(descriptor: accepted, idleSeconds: idleSeconds)
            let thread = Thread { [self] in
                serve(connection)
                release(accepted)
            }
            thread.name = "strut watch connection"
            thread.start()
        }
    }

    /// Counts the connection in, unless the limit is reached or the listener stops.
    private func admit(_ descriptor: Int32) -> Bool {
        lock.withLock {
            guard !stopping && open.count < connectionLimit else { return false }
            open.insert(descriptor)
            return true
        }
    }

    /// Counts the connection out and closes it (under the lock, so that ``stop()`` never shuts
    /// down a number reused meanwhile).
    private func release(_ descriptor: Int32) {
        lock.withLock {
            open.remove(descriptor)
            close(descriptor)
        }
    }

    /// Stops accepting and shuts every open connection down (their threads then end).
    func stop() {
        lock.withLock {
            stopping = true
            for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }
}
