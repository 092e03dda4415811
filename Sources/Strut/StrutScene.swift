import Foundation
import InterfaceBuilder
import SceneModel
import StrutPipeline

/// A scene strut can lay out and draw: a scene file (YAML or JSON), a storyboard's or xib's
/// scenes, or the conflict of a UIKit console log.
///
/// ```swift
/// import Strut
/// let scene = try StrutScene(contentsOf: url)                 // .yaml, .json, .storyboard, .xib, .log
/// let cell = try StrutScene(contentsOf: xib, scene: "Login")   // one scene of a document
/// let layout = try scene.layout()                             // the frames, as SolvedLayout
/// let png = try scene.render(as: .png)                        // the drawing strut render makes
/// ```
///
/// The file is read once, when the scene is made, and its faults are thrown then; each
/// ``layout(device:state:)`` and ``render(as:device:state:annotate:theme:)`` lays it out anew, so
/// a scene can be kept, shared between threads and used with any device and state.
public struct StrutScene: Sendable, Hashable {
    /// What kind of file a scene comes from, told by its extension.
    public enum Kind: String, Sendable, Hashable {
        /// A scene file: `.yaml`, `.yml`, `.json` or any other extension.
        case sceneFile
        /// An Interface Builder document: `.storyboard` or `.xib`.
        case interfaceBuilder
        /// A UIKit console log with an "Unable to simultaneously satisfy constraints" block:
        /// `.log` or `.txt`.
        case consoleLog
    }

    /// The file the scene was read from.
    public let url: URL
    /// Of a storyboard or xib, the scene asked for (an id, storyboard identifier or title); nil
    /// for all of a document's scenes, and for scene files and logs.
    public let sceneName: String?
    /// What kind of file ``url`` is.
    public let kind: Kind
    /// The file's text, as read when the scene was made.
    let text: String

    /// Reads a scene file, a storyboard or xib (all its scenes), or a console log.
    ///
    /// - Parameter url: a file URL. The kind of file comes from its extension (``Kind``).
    /// - Throws: ``SceneError``, located at the file, line and column at fault: a file that cannot
    ///   be read, or a scene that does not parse.
    public init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, sceneName: nil)
    }

    /// Reads one scene of a storyboard or xib.
    ///
    /// - Parameter scene: the scene's id, its storyboard identifier or its title.
    /// - Throws: ``SceneError``: a file that cannot be read or parsed, a document with no such
    ///   scene (the message lists those it has), or a scene name given for a scene file or a log.
    public init(contentsOf url: URL, scene: String) throws {
        try self.init(contentsOf: url, sceneName: scene)
    }

    private init(contentsOf url: URL, sceneName: String?) throws(SceneError) {
        guard url.isFileURL else {
            throw SceneError("'\(url.absoluteString)' is not a file URL; strut reads files", at: SourceLocation(file: url.absoluteString, line: 1, column: 1))
        }
        self.url = url
        self.sceneName = sceneName
        kind = Self.kind(of: url)
        text = try SceneInput.read(url.path)
        // Read once now so that a fault is thrown where the scene is made, not at first use.
        switch kind {
        case .consoleLog:
            if let sceneName { throw SceneError("a scene name ('\(sceneName)') is for storyboards and xibs", at: start) }
            _ = try explanation()
        case .sceneFile, .interfaceBuilder:
            _ = try inputs(device: nil)
        }
    }

    private static func kind(of url: URL) -> Kind {
        if InterfaceBuilderDocument.isDocument(url.path) { return .interfaceBuilder }
        return ["log", "txt"].contains(url.pathExtension.lowercased()) ? .consoleLog : .sceneFile
    }

    /// The path errors, captions and layout tables name the file by: relative to the working
    /// directory (as `strut` names the files it is given), so that what a test snapshots is
    /// the same in every checkout; absolute when the file is far from it.
    var path: String {
        let file = url.standardizedFileURL.pathComponents
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let shared = zip(file, here).prefix { $0 == $1 }.count
        let up = here.count - shared
        guard shared > 1, up <= 2 else { return url.path }
        return (Array(repeating: "..", count: up) + file[shared...]).joined(separator: "/")
    }

    /// The first line of the file, where faults of the whole file are reported.
    var start: SourceLocation { SourceLocation(file: path, line: 1, column: 1) }
}
