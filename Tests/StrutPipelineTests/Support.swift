import Foundation

/// A file of the project's Samples/ folder.
func sample(_ relative: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").appendingPathComponent(relative).path
}

/// A file with this text in a fresh temporary folder, removed with it at the end of `body`.
func withTemporaryFile<T>(named name: String, _ text: String, _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-pipeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return try body(path)
}
