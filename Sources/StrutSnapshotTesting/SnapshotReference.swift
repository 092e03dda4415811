import CairoRendering
import Foundation

#if canImport(Testing)
    import Testing
#endif

/// Where a snapshot's reference file is, found from its bytes: swift-snapshot-testing gives a
/// comparison the reference's bytes and not its path.
enum SnapshotReference {
    /// Writes `image` as `NAME.SUFFIX.png` beside the reference `NAME.png` (in the artifacts
    /// folder, `SNAPSHOT_ARTIFACTS` or the temporary one, when the reference cannot be found),
    /// and says where.
    static func writeBeside(_ reference: Data, png image: RGBAImage, suffix: String) -> String {
        let stem: URL
        if let found = locate(reference) {
            stem = found.deletingPathExtension()
        } else {
            let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
            stem = URL(fileURLWithPath: artifacts).appendingPathComponent("strut-\(UUID().uuidString)")
        }
        let url = stem.appendingPathExtension(suffix).appendingPathExtension("png")
        do {
            try writePNG(image, to: url.path)
            return "reference, differences (red; anti-aliasing yellow) and new drawing side by side: \(url.path)"
        } catch {
            return "the three-panel image could not be written to \(url.path): \(error)"
        }
    }

    /// The PNG file holding exactly these bytes, in the running test's `__Snapshots__` folder
    /// under Swift Testing, else in any `__Snapshots__` folder under the working directory when
    /// it is a package's.
    static func locate(_ reference: Data) -> URL? {
        let files = candidateFolders().flatMap(pngFiles)
        let matching = files.filter { file in
            (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) == reference.count && (try? Data(contentsOf: file)) == reference
        }
        // Two tests may record the same drawing: the running test's own name decides.
        if let name = testName, let own = matching.first(where: { $0.lastPathComponent.hasPrefix(name) }) { return own }
        return matching.first
    }

    /// The running Swift Testing test's function name, as snapshot files begin with it.
    private static var testName: String? {
        #if canImport(Testing)
            return Test.current.map { String($0.name.prefix { $0 != "(" }) }
        #else
            return nil
        #endif
    }

    private static func candidateFolders() -> [URL] {
        #if canImport(Testing)
            if let test = Test.current {
                let file = URL(fileURLWithPath: test.sourceLocation.filePath)
                return [file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")]
            }
        #endif
        // Only a package's folder is walked (`swift test` runs in it): an IDE may run tests from `/`.
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else { return [] }
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var folders: [URL] = []
        for case let url as URL in walk where url.lastPathComponent == "__Snapshots__" {
            folders.append(url)
            walk.skipDescendants()
        }
        return folders
    }

    /// The PNGs in a `__Snapshots__` folder and its test files' folders, diff images left out.
    private static func pngFiles(in folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey], options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" && !$0.lastPathComponent.hasSuffix(".diff.png") }
            .sorted { $0.path < $1.path }
    }
}
