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
}
