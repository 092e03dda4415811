import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The server's socket pool with a limit on how long a connection may wait to be read from or
/// written to: a connection that sends nothing (or takes nothing) for ``idleSeconds`` is shut
/// down, so that slow or idle connections cannot hold the server's file descriptors. The
/// listening socket waits as long as it likes.
///
/// A thread of its own looks at the waiting sockets once a second and shuts down those waiting
/// past their time whose wait is still not over (no data, no room): the pool then wakes them as
/// it would for a closed connection, so no task is ever cancelled or resumed twice.
struct IdleTimeoutPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool
    let idleSeconds: Double
    private let waiting = WaitingSockets()

    init(pool: Pool, idleSeconds: Double) {
        self.pool = pool
        self.idleSeconds = idleSeconds
    }

    func prepare() async throws {
        try await pool.prepare()
        waiting.startWatchdog()
    }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        let descriptor = socket.file.rawValue
        guard !Self.isListening(descriptor) else { return try await pool.suspendSocket(socket, untilReadyFor: events) }
        let token = waiting.add(descriptor, writing: events.contains(.write), deadline: Date().addingTimeInterval(idleSeconds))
        defer { waiting.remove(token) }
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }

    /// Whether the socket accepts connections.
    private static func isListening(_ descriptor: Int32) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0 && accepting != 0
    }
}

/// The sockets waiting now, each with its deadline, and the thread that shuts down the late ones.
private final class WaitingSockets: @unchecked Sendable {
    private struct Wait {
        let descriptor: Int32
        let writing: Bool
        let deadline: Date
    }

    private let lock = NSLock()
    private var waits: [Int: Wait] = [:]
    private var nextToken = 0
    private var started = false

    func add(_ descriptor: Int32, writing: Bool, deadline: Date) -> Int {
        lock.withLock {
            nextToken += 1
            waits[nextToken] = Wait(descriptor: descriptor, writing: writing, deadline: deadline)
            return nextToken
        }
    }

    func remove(_ token: Int) { lock.withLock { _ = waits.removeValue(forKey: token) } }

    func startWatchdog() {
        let start = lock.withLock { () -> Bool in
            defer { started = true }
            return !started
        }
        guard start else { return }
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                shutDownLateSockets()
            }
        }
        thread.name = "strut watch idle connections"
        thread.start()
    }

    /// Shuts down (under the lock, so that no socket is closed and its number reused meanwhile)
    /// each socket past its deadline that is still not ready: a socket that is ready but whose
    /// task has not run yet, on a busy machine, is left alone.
    private func shutDownLateSockets() {
        lock.withLock {
            let now = Date()
            for wait in waits.values where wait.deadline < now {
                var entry = pollfd(fd: wait.descriptor, events: Int16(wait.writing ? POLLOUT : POLLIN), revents: 0)
                guard poll(&entry, 1, 0) == 0 else { continue }
                shutdown(wait.descriptor, Int32(SHUT_RDWR))
            }
        }
    }
}
