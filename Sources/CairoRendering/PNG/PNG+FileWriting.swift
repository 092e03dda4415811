import Foundation

/// Writes an image as a PNG by ``writeAtomically(_:to:)``, making its folder first.
package func writePNG(_ image: RGBAImage, to path: String, compression: PNG.Compression = .fast) throws(RenderError) {
    let bytes: [UInt8]
    do throws(PNGError) { bytes = try PNG.encode(image, compression: compression) } catch { throw .png(error) }
    let folder = (path as NSString).deletingLastPathComponent
    do {
        try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
    } catch {
        throw .cannotWrite(path: path, reason: "cannot make the folder '\(folder)': \(error.localizedDescription)")
    }
    try writeAtomically(bytes, to: path)
}
