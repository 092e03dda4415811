import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Calls back when a file is saved: written in place, or written elsewhere and renamed over it
/// (as vim, Emacs and most IDEs save), or deleted and made again.
///
/// On Linux it watches the file's folder with inotify, so that a rename over the file is seen
/// (a watch on the file itself would follow the old one away). Elsewhere it looks at the file's
/// modification time ten times a second.
package final class FileWatcher: @unchecked Sendable {
    /// How long the watcher waits for a save's further events (an editor's truncate, write and
    /// close; a write then a rename) before calling back once.
    package static let settlingTime: Double = 0.01

    private let directory: String
    private let name: String
    private let onChange: @Sendable () -> Void
    private let lock = NSLock()
    private var stopped = false

    /// - Parameter path: the file; its folder must exist.
    /// - Parameter onChange: called on the watcher's own thread, once per save.
    package init(path: String, onChange: @escaping @Sendable () -> Void) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        directory = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        self.onChange = onChange
    }

    /// Starts watching on a thread of its own.
    /// - Throws: ``FileWatcherError`` when the folder cannot be watched.
    package func start() throws(FileWatcherError) {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { throw FileWatcherError(String(cString: strerror(errno))) }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY | IN_ATTRIB)
            guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw FileWatcherError("cannot watch '\(directory)': \(reason)")
            }
            let thread = Thread { [self] in watchInotify(descriptor) }
        #else
            let thread = Thread { [self] in watchModificationTime() }
        #endif
        thread.name = "strut file watcher"
        thread.start()
    }

    /// Stops watching; no call back starts after this returns (one under way finishes).
    package func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    #if os(Linux)
        private func watchInotify(_ descriptor: Int32) {
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !isStopped {
                // A short timeout, so that stop() is noticed.
                guard wait(descriptor, seconds: 0.1), readEvents(descriptor, into: &buffer) else { continue }
                // A save is several events: take them all, then call back once.
                while wait(descriptor, seconds: Self.settlingTime) { _ = readEvents(descriptor, into: &buffer) }
                if !isStopped { onChange() }
            }
        }

        /// Whether the descriptor has events within the time.
        private func wait(_ descriptor: Int32, seconds: Double) -> Bool {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&entry, 1, Int32(seconds * 1000)) > 0
        }

        /// Reads what events there are; whether one of them names the watched file.
        private func readEvents(_ descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            var namesFile = false
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { namesFile = true }
                offset += headerSize + length
            }
            return namesFile
        }
    #else
        private func watchModificationTime() {
            let path = (directory as NSString).appendingPathComponent(name)
            func stamp() -> Date? { (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
            var last = stamp()
            while !isStopped {
                Thread.sleep(forTimeInterval: 0.1)
                let now = stamp()
                if now != last {
                    last = now
                    onChange()
                }
            }
        }
    #endif
}

/// The folder of a watched file cannot be watched.
package struct FileWatcherError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) { self.description = description }
}
