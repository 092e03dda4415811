import Foundation
import SceneModel
import StrutPipeline
import Testing

@Suite struct SceneInputTests {
    @Test func aSceneFileIsOneInputWithoutADocument() throws {
        let inputs = try SceneInput.scenes(text: SceneInput.read(sample("anchors/fixed-size.yaml")), path: sample("anchors/fixed-size.yaml"))
        #expect(inputs.count == 1)
        #expect(inputs[0].interfaceBuilder == nil)
        #expect(inputs[0].document.root.subviews.map(\.id.value) == ["myView"])
    }

    @Test func aByteOrderMarkIsDropped() throws {
        let text = try withTemporaryFile(named: "bom.yaml", "\u{FEFF}canvas: { size: [10, 10] }\n") { path in try SceneInput.read(path) }
        #expect(text == "canvas: { size: [10, 10] }\n")
    }

    @Test func bytesThatAreNotUTF8AreLocated() throws {
        let bytes = Array("root:\r\n  subviews:\n    - id: \u{e9}t".utf8) + [0xFF, 0x41]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("latin1.yaml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try SceneInput.read(path)
            Issue.record("bytes that are not UTF-8 were read")
        } catch {
            #expect(error.message == "'\(path)' is not UTF-8 text: byte 0xFF begins no character")
            #expect(error.location.line == 3 && error.location.column == 13, "\(error.location)")
        }
    }

    /// `check` and `watch` read only regular files, never waiting to open one (a FIFO named
    /// `*.yaml` among the scenes blocked `check` for good); `check` follows a link, `watch` does not.
    @Test func aFIFOIsRefusedWithoutWaitingAndALinkByWatchOnly() throws {
        try withTemporaryFile(named: "scene.yaml", "root: {}\n") { path in
            let folder = (path as NSString).deletingLastPathComponent
            let fifo = folder + "/pipe.yaml", link = folder + "/link.yaml"
            #expect(mkfifo(fifo, 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
            for rule in [SceneInput.RegularFileOnly.check, .watch] {
                let error = #expect(throws: SceneError.self) { try SceneInput.read(fifo, regularFileOnly: rule) }
                #expect(error?.description == "\(fifo):1:1: '\(fifo)' is not a regular file (a FIFO, a device or a socket); \(rule.command) reads files")
            }
            #expect(try SceneInput.read(link, regularFileOnly: .check) == "root: {}\n")
            let linked = #expect(throws: SceneError.self) { try SceneInput.read(link, regularFileOnly: .watch) }
            #expect(linked?.message == "cannot open '\(link)': it is a symbolic link")
        }
    }

    @Test func aFolderIsRefusedWithItsName() throws {
        let folder = URL(fileURLWithPath: sample("anchors")).path
        #expect(throws: SceneError.self) { try SceneInput.read(folder) }
        do { _ = try SceneInput.read(folder) } catch { #expect(error.message.contains("is a folder")) }
    }

    @Test func aSceneNameIsForDocumentsOnly() throws {
        let path = sample("anchors/fixed-size.yaml")
        do {
            _ = try SceneInput.scenes(text: SceneInput.read(path), path: path, scene: "Login")
            Issue.record("a scene file took --scene")
        } catch {
            #expect(error.message.contains("is for storyboards and xibs"))
            #expect(error.location.line == 1)
        }
    }

    @Test func aStoryboardsScenesAreChosenByNameAndAnUnknownOneListsThem() throws {
        let path = sample("interface-builder/sign-in.storyboard")
        let all = try SceneInput.scenes(text: SceneInput.read(path), path: path)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.interfaceBuilder != nil })
        let first = try #require(all.first?.interfaceBuilder)
        let chosen = try SceneInput.scenes(text: SceneInput.read(path), path: path, scene: first.id)
        #expect(chosen.map(\.interfaceBuilder?.id) == [first.id])
        do {
            _ = try SceneInput.scenes(text: SceneInput.read(path), path: path, scene: "no-such-scene")
            Issue.record("an unknown scene was accepted")
        } catch {
            #expect(error.message.contains("no scene 'no-such-scene'; scenes: \(first.id)"))
        }
    }

    @Test func warningsAreKeptOncePerMessage() {
        let at = SourceLocation(file: "a.xib", line: 1, column: 1)
        let warnings = [SceneError("unknown element x", at: at), SceneError("unknown element x", at: at), SceneError("other", at: at)]
        #expect(SceneInput.distinct(warnings).map(\.message) == ["unknown element x", "other"])
    }
}
