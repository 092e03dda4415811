import Foundation

/// A progress bar on standard error, shown only for more than a few scenes on a terminal;
/// advanced from any thread.
final class Progress: @unchecked Sendable {
    let total: Int
    private var done = 0
    private let visible: Bool
    private let lock = NSLock()

    init(total: Int) {
        self.total = total
        visible = total > 3 && isatty(2) != 0
    }

    func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        guard visible else { return }
        let width = 30, filled = width * done / max(total, 1)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        try? FileHandle.standardError.write(contentsOf: Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        if visible { try? FileHandle.standardError.write(contentsOf: Data("\n".utf8)) }
    }
}
