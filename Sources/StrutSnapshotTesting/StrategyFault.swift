import SnapshotTesting
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// A strategy that could not make its snapshot (an unknown device, a scene that cannot be laid
/// out): the test fails with the message, and no snapshot is handed to swift-snapshot-testing, so
/// none is ever recorded as a reference. The assertion then ends at its timeout, saying it got no
/// snapshot.
enum StrategyFault {
    /// A snapshot that reports `make`'s error as the test's failure instead of completing.
    static func snapshot<Format>(_ what: String, _ make: @escaping () throws -> Format) -> Async<Format> {
        Async { callback in
            let made: Format
            do {
                made = try make()
            } catch {
                report("strut could not \(what): \(error)")
                return
            }
            callback(made)
        }
    }

    /// Fails the running test, under Swift Testing or XCTest.
    static func report(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message))
                return
            }
        #endif
        XCTFail(message)
    }
}
