import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import LivePreview

/// Counts a watcher's calls back.
final class Saves: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func record() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }

    /// Waits up to two seconds for at least `n` saves.
    func wait(for n: Int) async throws -> Int {
        for _ in 0..<400 where value < n { try await Task.sleep(for: .milliseconds(5)) }
        return value
    }
}

@Suite(.serialized) struct FileWatcherTests {
    let folder: URL
    let file: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("scene.yaml")
        try Data("canvas: { size: [100, 100] }\n".utf8).write(to: file)
    }

    func watching(_ body: (Saves) async throws -> Void) async throws {
        let saves = Saves()
        let watcher = FileWatcher(path: file.path) { saves.record() }
        try watcher.start()
        defer {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try await body(saves)
    }

    @Test func aSaveInPlaceIsOneChange() async throws {
        try await watching { saves in
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data("canvas: { size: [200, 100] }\n".utf8))
            try handle.close()
            #expect(try await saves.wait(for: 1) >= 1)
            try await Task.sleep(for: .milliseconds(100))
            #expect(saves.value == 1)
        }
    }

    @Test func aSaveByRenameIsSeen() async throws {
        try await watching { saves in
            // As vim and most editors save: a new file, renamed over the old one.
            let temporary = folder.appendingPathComponent(".scene.yaml.swp")
            try Data("canvas: { size: [300, 100] }\n".utf8).write(to: temporary)
            #expect(rename(temporary.path, file.path) == 0)
            #expect(try await saves.wait(for: 1) >= 1)
            // And the watch goes on after the rename.
            try Data("canvas: { size: [400, 100] }\n".utf8).write(to: file)
            #expect(try await saves.wait(for: 2) >= 2)
        }
    }

    @Test func otherFilesOfTheFolderAreNotChanges() async throws {
        try await watching { saves in
            try Data("x".utf8).write(to: folder.appendingPathComponent("other.yaml"))
            try await Task.sleep(for: .milliseconds(150))
            #expect(saves.value == 0)
        }
    }

    @Test func nothingIsCalledAfterStop() async throws {
        let saves = Saves()
        let watcher = FileWatcher(path: file.path) { saves.record() }
        try watcher.start()
        watcher.stop()
        try await Task.sleep(for: .milliseconds(150))
        try Data("canvas: { size: [500, 100] }\n".utf8).write(to: file)
        try await Task.sleep(for: .milliseconds(150))
        #expect(saves.value == 0)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aMissingFolderCannotBeWatched() {
        let watcher = FileWatcher(path: "/nonexistent-strut-folder/scene.yaml") {}
        #expect(throws: FileWatcherError.self) { try watcher.start() }
    }
}
