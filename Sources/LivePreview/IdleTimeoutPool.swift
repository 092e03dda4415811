import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The server's socket pool with a limit on how long a connection may wait to be read from or
/// written to: a connection that sends nothing (or reads nothing) for ``idleSeconds`` is closed,
/// so that slow or idle connections cannot hold the server's file descriptors. The listening
/// socket waits as long as it likes.
struct IdleTimeoutPool<Pool: AsyncSocketPool>: AsyncSocketPool {
    let pool: Pool
    let idleSeconds: Double

    func prepare() async throws { try await pool.prepare() }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard !Self.isListening(socket) else { return try await pool.suspendSocket(socket, untilReadyFor: events) }
        let pool = self.pool, seconds = idleSeconds
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.suspendSocket(socket, untilReadyFor: events) }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                // What a closed connection reads as: the connection ends without an error.
                throw SocketError.disconnected
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Whether the socket accepts connections.
    private static func isListening(_ socket: Socket) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0 && accepting != 0
    }
}
