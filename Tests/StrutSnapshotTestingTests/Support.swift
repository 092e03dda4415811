import Foundation

/// The project's folder.
let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of Samples/.
func sample(_ relative: String) -> URL { projectRoot.appendingPathComponent("Samples").appendingPathComponent(relative) }

/// A document of the shared corpus, read in place beside the project (`../shared`); nil when the
/// corpus is not there.
func corpusDocument(_ name: String) -> URL? {
    let url = projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/interface-builder").appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}

/// A cell of Firebase's quickstart: labels, an image and a long multi-line text.
let corpusCell = "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib"
