import AutoLayout
import Foundation
import InterfaceBuilder
import SceneFile
import SceneModel

#if canImport(Glibc)
    import Glibc
#endif

/// Reading scene files (or standard input for `-`) into loaded scenes.
package enum SceneInput {
    /// The largest scene file or document strut reads: far beyond any real one (the corpus's
    /// largest storyboard is 240 KB), and small enough that `/dev/zero` or an endless pipe ends
    /// in a message instead of exhausting memory.
    package static let maximumBytes = 64 << 20

    /// What a command that reads files it did not name one by one accepts: a regular file, which
    /// it never waits to open. `watch` reads one at each save (a FIFO put in the file's place would
    /// block every request, and a link could name any file); `check` reads every scene under a
    /// folder (a FIFO named `*.yaml` blocked it for good), following links to regular files.
    package struct RegularFileOnly: Sendable {
        /// The command, as the message names it.
        package let command: String
        package let followsLinks: Bool

        package static let watch = RegularFileOnly(command: "watch", followsLinks: false)
        package static let check = RegularFileOnly(command: "check", followsLinks: true)
    }

    /// The text of a scene path; `-` reads standard input. At most ``maximumBytes``.
    ///
    /// - Parameter regularFileOnly: refuse anything but a regular file, and never wait to open it.
    package static func read(_ path: String, regularFileOnly: RegularFileOnly? = nil) throws(SceneError) -> String {
        let location = SourceLocation(file: displayName(path), line: 1, column: 1)
        var isFolder: ObjCBool = false
        if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw SceneError("'\(path)' is a folder, not a file", at: location)
        }
        let opened =
            if let regularFileOnly { try openRegularFile(path, regularFileOnly, at: location) } else { path == "-" ? fdopen(dup(0), "rb") : fopen(path, "rb") }
        guard let file = opened else {
            throw SceneError("cannot open '\(path)': \(String(cString: strerror(errno)))", at: location)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        // A file's size known ahead: the bytes are read into room made once, not copied as they grow.
        var info = stat()
        if fstat(fileno(file), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            bytes.reserveCapacity(min(Int(info.st_size), maximumBytes) + 1)
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
            guard bytes.count <= maximumBytes else {
                throw SceneError("'\(displayName(path))' is over \(maximumBytes >> 20) MiB; a scene file or document is at most that", at: location)
            }
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let (where_, byte) = firstInvalidUTF8(bytes, file: displayName(path))
            throw SceneError("'\(displayName(path))' is not UTF-8 text: byte 0x\(byte) begins no character", at: where_)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark some editors write
        return text
    }

    package static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Where the first byte that is not UTF-8 stands (its line, and its column in characters),
    /// and that byte in hexadecimal.
    static func firstInvalidUTF8(_ bytes: [UInt8], file: String) -> (SourceLocation, String) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
            if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return (SourceLocation(file: file, line: line, column: column), hex.count == 1 ? "0" + hex : hex)
    }

    /// Opens without blocking (and, unless the rule follows links, without following one);
    /// refuses what is not a regular file.
    private static func openRegularFile(
        _ path: String, _ rule: RegularFileOnly, at location: SourceLocation
    ) throws(SceneError) -> UnsafeMutablePointer<FILE>? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (rule.followsLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw SceneError("cannot open '\(path)': \(reason)", at: location)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw SceneError("'\(path)' is not a regular file (a FIFO, a device or a socket); \(rule.command) reads files", at: location)
        }
        return fdopen(fd, "rb")
    }

    /// Parses a scene file.
    package static func document(_ path: String, regularFileOnly: RegularFileOnly? = nil) throws(SceneError) -> SceneDocument {
        try SceneParser.parse(read(path, regularFileOnly: regularFileOnly), file: displayName(path))
    }

    /// The first of each warning: one per element strut does not know, however many times the
    /// document uses it, at its first use.
    package static func distinct(_ warnings: [SceneError]) -> [SceneError] {
        var seen: Set<String> = []
        return warnings.filter { seen.insert($0.message).inserted }
    }

    /// The scenes of a path's text, as ``scenes(_:scene:measureText:device:landscape:)`` reads
    /// them; a document's warnings are left in its scenes.
    ///
    /// - Parameters:
    ///   - followsContentSize: lay a document's labels in text styles out at the content size drawn.
    ///   - carriesSizeClasses: keep what other size classes install, with `when:`
    ///     (``InterfaceBuilderDocument/read(_:file:measureText:device:runtime:followsContentSize:carriesSizeClasses:)``).
    package static func scenes(
        text: String, path: String, scene: String? = nil, measureText: Bool = false, device: Device? = nil, landscape: Bool = false,
        runtime: Bool = false, followsContentSize: Bool = false, carriesSizeClasses: Bool = false
    ) throws(SceneError) -> [InputScene] {
        guard InterfaceBuilderDocument.isDocument(path) else {
            if let scene {
                throw SceneError("--scene '\(scene)' is for storyboards and xibs", at: SourceLocation(file: displayName(path), line: 1, column: 1))
            }
            return [InputScene(document: try SceneParser.parse(text, file: displayName(path)), interfaceBuilder: nil)]
        }
        let all = try InterfaceBuilderDocument.read(
            text, file: displayName(path), measureText: measureText, device: device.map { ($0, landscape) }, runtime: runtime,
            followsContentSize: followsContentSize, carriesSizeClasses: carriesSizeClasses)
        guard !all.isEmpty else {
            throw SceneError("no scene with a view in '\(displayName(path))'", at: SourceLocation(file: displayName(path), line: 1, column: 1))
        }
        let chosen = scene.map { name in all.filter { $0.id == name || $0.storyboardIdentifier == name || $0.title == name } } ?? all
        guard !chosen.isEmpty else {
            let known = all.map { "\($0.id)" + ($0.title.map { " (\($0))" } ?? "") }.joined(separator: ", ")
            throw SceneError("no scene '\(scene!)'; scenes: \(known)", at: SourceLocation(file: displayName(path), line: 1, column: 1))
        }
        return chosen.map { InputScene(document: $0.document, interfaceBuilder: $0) }
    }
}

/// A scene to lay out: its document, and what an Interface Builder document says besides.
package struct InputScene {
    package let document: SceneDocument
    package let interfaceBuilder: InterfaceBuilderScene?

    /// A document's view that keeps its own size on the device asked for, as its panel says:
    /// `freeform 320 × 200`.
    package var freeformCaption: String? {
        interfaceBuilder?.freeformSize.map { "freeform \(formatNumber($0.width, .decimals(2))) × \(formatNumber($0.height, .decimals(2)))" }
    }

    package init(document: SceneDocument, interfaceBuilder: InterfaceBuilderScene?) {
        self.document = document
        self.interfaceBuilder = interfaceBuilder
    }
}
