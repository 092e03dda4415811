import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pipe the signal handler writes to: a handler may do little more than `write`.
nonisolated(unsafe) private var stopPipe: Int32 = -1

/// Ctrl-C (SIGINT) and SIGTERM for a command that runs until stopped.
///
/// Whichever thread the kernel gives a signal to, the handler only writes a byte to a pipe; a
/// thread of its own reads it and stops the command. (Blocking the signals and waiting for them
/// would need every thread to block them, and threads that libraries started earlier do not.)
enum StopSignals {
    /// `onStop` runs on a thread of its own when the first signal arrives.
    static func handle(_ onStop: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        stopPipe = ends[1]
        let readEnd = ends[0]
        let waiter = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
            onStop()
        }
        waiter.name = "strut stop signals"
        waiter.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(stopPipe, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }
}
