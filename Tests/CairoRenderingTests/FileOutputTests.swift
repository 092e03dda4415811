import AutoLayout
import CairoRendering
import Rendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FileOutputTests {
    /// A fresh directory under /tmp.
    func temporaryDirectory() -> String {
        var template = Array("/tmp/strut-render-test.XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    func entries(_ directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    @Test func writesTheFormatTheExtensionNames() throws {
        let directory = temporaryDirectory()
        for name in ["a.png", "b.SVG", "c.pdf"] {
            try render([Scenes.redBox()], options: Scenes.plain(), to: "\(directory)/\(name)")
        }
        #expect(entries(directory).sorted() == ["a.png", "b.SVG", "c.pdf"])  // no temporary files left
        #expect(try PNG.read(contentsOf: "\(directory)/a.png").width == 120)
    }

    @Test func aMissingDirectoryLeavesNoFile() {
        let path = "/tmp/strut-no-such-directory-\(getpid())/out.png"
        #expect(throws: RenderError.self) { try render([Scenes.redBox()], options: Scenes.plain(), to: path) }
        #expect(access(path, F_OK) != 0)
        do {
            try render([Scenes.redBox()], options: Scenes.plain(), to: path)
        } catch {
            guard case .cannotWrite(let failed, _) = error else { Issue.record("\(error)"); return }
            #expect(failed == path)
        }
    }

    @Test func anUnknownExtensionIsAnError() {
        #expect(throws: RenderError.unknownFormat(path: "/tmp/out.gif")) {
            try render([Scenes.redBox()], options: Scenes.plain(), to: "/tmp/out.gif")
        }
        #expect(OutputFormat(path: "dir.v2/file") == nil)
        #expect(OutputFormat(path: "x.Pdf") == .pdf)
    }

    @Test func tooLargeImagesAreRefused() {
        #expect(throws: RenderError.imageTooLarge(width: 120_000, height: 80_000)) {
            try render([Scenes.redBox()], options: RenderOptions(scale: 2000, annotate: .none), format: .png)
        }
    }

    @Test func noScenesIsAnError() {
        #expect(throws: RenderError.noScenes) { try render([], options: Scenes.plain(), format: .png) }
    }

    // MARK: The one rule of every output

    func contents(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[0..<count] }
        return bytes
    }

    /// Removes a temporary directory and what it holds, links without following them.
    func removeTree(_ path: String) {
        for name in entries(path) {
            var info = stat()
            if lstat("\(path)/\(name)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { removeTree("\(path)/\(name)") } else { unlink("\(path)/\(name)") }
        }
        rmdir(path)
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// A link to a file not made yet (realpath gives up on it) was replaced by a file.
    @Test func aLinkToAFileNotMadeYetIsWrittenThrough() throws {
        let directory = temporaryDirectory()
        defer { removeTree(directory) }
        symlink("made/later.txt", "\(directory)/link.txt")
        mkdir("\(directory)/made", 0o755)
        try writeAtomically(Array("one".utf8), to: "\(directory)/link.txt")
        #expect(isLink("\(directory)/link.txt"), "the link stays a link")
        #expect(contents("\(directory)/made/later.txt") == Array("one".utf8))
        symlink("link.txt", "\(directory)/chain.txt")
        try writeAtomically(Array("two".utf8), to: "\(directory)/chain.txt")
        #expect(isLink("\(directory)/chain.txt") && isLink("\(directory)/link.txt"))
        #expect(contents("\(directory)/made/later.txt") == Array("two".utf8))
        #expect(entries(directory).sorted() == ["chain.txt", "link.txt", "made"] && entries("\(directory)/made") == ["later.txt"])
    }

    /// A link into a folder that does not exist is an error, and stays as it was.
    @Test func aLinkIntoAMissingFolderIsAnErrorAndStaysALink() {
        let directory = temporaryDirectory()
        defer { removeTree(directory) }
        symlink("nowhere/out.png", "\(directory)/link.png")
        #expect(throws: RenderError.cannotWrite(path: "\(directory)/link.png", reason: "cannot create a file in \(directory)/nowhere: No such file or directory")) {
            try writeAtomically([1, 2, 3], to: "\(directory)/link.png")
        }
        #expect(isLink("\(directory)/link.png"))
        #expect(entries(directory) == ["link.png"])
        symlink("loop.png", "\(directory)/loop.png")
        #expect(throws: RenderError.cannotWrite(path: "\(directory)/loop.png", reason: "too many symbolic links")) {
            try writeAtomically([1], to: "\(directory)/loop.png")
        }
    }

    /// A FIFO is written into, not replaced by a file: here with a reader already waiting.
    @Test func aFIFOIsWrittenInPlace() throws {
        let directory = temporaryDirectory()
        defer { removeTree(directory) }
        let fifo = "\(directory)/out.xml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try writeAtomically(Array("<x/>".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(Array(buffer[0..<max(0, count)]) == Array("<x/>".utf8))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")
    }

    /// A new file's mode is the umask's, given to open (the umask is never changed: other
    /// threads create files meanwhile); a replaced file keeps its own.
    @Test func aNewFileFollowsTheUmaskAndAReplacedOneKeepsItsMode() throws {
        let directory = temporaryDirectory()
        defer { removeTree(directory) }
        try writeAtomically([1], to: "\(directory)/new.bin")
        // Read, not set: tests run side by side.
        let status = String(decoding: contents("/proc/self/status") ?? [], as: UTF8.self)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(mode_t(String(line.dropFirst("Umask:".count).filter { !$0.isWhitespace }), radix: 8))
        var info = stat()
        #expect(stat("\(directory)/new.bin", &info) == 0 && info.st_mode & 0o777 == 0o666 & ~mask)
        chmod("\(directory)/new.bin", 0o640)
        try writeAtomically([2], to: "\(directory)/new.bin")
        #expect(stat("\(directory)/new.bin", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(contents("\(directory)/new.bin") == [2])
    }
}
