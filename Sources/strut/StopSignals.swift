import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (SIGINT) and SIGTERM for a command that runs until stopped, taken by a thread of its own.
///
/// The signals are blocked in the calling thread before it makes any other, so that every thread
/// made afterwards (the server's, the file watcher's) inherits the block: none of them can take a
/// signal and drop it, and the waiting thread gets each one.
enum StopSignals {
    /// Blocks the signals in this thread and those it makes from now on; `onStop` runs on a thread
    /// of its own when the first arrives. Call it before making any thread.
    static func handle(_ onStop: @escaping @Sendable () -> Void) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let waiter = Thread {
            var received: Int32 = 0
            var waitingFor = blocked
            sigwait(&waitingFor, &received)
            onStop()
        }
        waiter.name = "strut stop signals"
        waiter.start()
    }
}
