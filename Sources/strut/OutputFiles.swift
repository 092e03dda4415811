import CairoRendering
import Foundation

/// Writes every output or none: each destination is checked before the first is written, and
/// should a write still fail, the files this run created are removed.
func writeAllOrNothing(_ files: [(path: String, bytes: [UInt8])]) throws(RenderError) {
    for file in files { try checkWritable(file.path) }
    var created: [String] = []
    for file in files {
        let existed = FileManager.default.fileExists(atPath: file.path)
        do throws(RenderError) { try writeAtomically(file.bytes, to: file.path) } catch {
            for path in created { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
        if !existed { created.append(file.path) }
    }
}

/// A file can be written where its folder exists and is writable (the file is replaced
/// through a new one beside it).
private func checkWritable(_ path: String) throws(RenderError) {
    let folder = (path as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw .cannotWrite(path: path, reason: "no such folder '\(folder)'")
    }
    guard FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) else {
        throw .cannotWrite(path: path, reason: "the folder '\(folder)' is not writable")
    }
}
