import Foundation
import Strut
import Testing

@Suite struct StrutSceneLayoutTests {
    @Test func aSceneFilesFramesAreTheGoldenLayouts() throws {
        let layout = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml")).layout()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: golden("anchors/fixed-size.json"))) as? [String: Any]
        let views = try #require(json?["views"] as? [String: [String: Any]])
        for (id, view) in views {
            let frame = try #require(layout.frames[id], "no frame for \(id)")
            #expect([frame.minX, frame.minY, frame.width, frame.height] == view["frame"] as? [Double], "\(id)")
        }
        #expect(layout.conflicts.isEmpty)
    }

    @Test func aStateAndADeviceChangeTheLayout() throws {
        let scene = try StrutScene(contentsOf: sample("states/two-view-switch.yaml"))
        let base = try scene.layout(), off = try scene.layout(state: "off")
        #expect(base.frames["blue"] != off.frames["blue"])
        let onIPad = try scene.layout(device: "ipad:landscape")
        #expect(onIPad.canvasSize.width > onIPad.canvasSize.height)
        #expect(onIPad.canvasSize != base.canvasSize)
    }

    @Test func aConflictIsInTheLayout() throws {
        let layout = try StrutScene(contentsOf: sample("diagnostics/conflict.yaml")).layout()
        #expect(!layout.conflicts.isEmpty)
    }

    @Test func aDocumentsSceneIsChosenByIdAndItsViewsByObjectId() throws {
        let url = sample("interface-builder/contact-cell.xib")
        let whole = try StrutScene(contentsOf: url)
        #expect(whole.kind == .interfaceBuilder)
        let layout = try whole.layout()
        #expect(layout.views.count > 1)
        #expect(layout.frames[layout.root.identifier]?.size == layout.canvasSize)
    }

    @Test func aLogIsLaidOutAsLoggedAndTakesNoDevice() throws {
        let log = try StrutScene(contentsOf: sample("explain/self-sizing-cell.txt"))
        #expect(log.kind == .consoleLog)
        #expect(!(try log.layout()).views.isEmpty)
        #expect(throws: SceneError.self) { try log.layout(device: "iphone-se") }
    }

    @Test func badInputIsALocatedError() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        do {
            _ = try scene.layout(device: "iphone-99")
            Issue.record("an unknown device was accepted")
        } catch let error as SceneError {
            #expect(error.message.contains("unknown device 'iphone-99'"))
            #expect(error.location.file.hasSuffix("fixed-size.yaml"))
        }
        #expect(throws: SceneError.self) { try scene.layout(state: "nope") }
        #expect(throws: SceneError.self) { try StrutScene(contentsOf: sample("anchors/missing.yaml")) }
        #expect(throws: SceneError.self) { try StrutScene(contentsOf: URL(string: "https://example.com/a.yaml")!) }
        #expect(throws: SceneError.self) { try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"), scene: "Login") }
    }

    /// What is not a scene is a located error when the scene is made, whatever its extension:
    /// a folder, an empty file, bytes that are not text, a log with no conflict in it.
    @Test(arguments: [
        ("folder.yaml", nil), ("empty.yaml", ""), ("empty.storyboard", ""), ("empty.xib", "   "), ("empty.log", ""),
        ("binary.yaml", "\u{0}\u{1}\u{FFFF}"), ("quiet.log", "2024-01-01 app[1:2] launched\nnothing broke\n"),
        ("list.json", "[]"), ("scalar.yaml", "3"), ("nothing.storyboard", "<?xml version=\"1.0\"?><document/>"),
    ] as [(String, String?)])
    func whatIsNotASceneIsALocatedError(name: String, text: String?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-facade-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        if let text {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var bytes = Data(text.utf8)
            if name.hasPrefix("binary") { bytes = Data([0xFF, 0xFE, 0x00, 0x80, 0xC3]) }
            try bytes.write(to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        do {
            _ = try StrutScene(contentsOf: url)
            Issue.record("\(name) was read as a scene")
        } catch let error as SceneError {
            #expect(error.location.file.hasSuffix(name), "\(name): \(error)")
            #expect(error.location.line >= 1 && error.location.column >= 1, "\(name): \(error)")
        }
    }

    /// A title two scenes share chooses neither: the error names their ids.
    @Test func aTitleOfSeveralScenesIsAnErrorNamingTheirIds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-facade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: sample("interface-builder/sign-in.storyboard"), encoding: .utf8)
        let start = try #require(text.range(of: "        <!--Sign In-->")), end = try #require(text.range(of: "    </scenes>"))
        let scene = String(text[start.lowerBound..<end.lowerBound])
        let path = folder.appendingPathComponent("two.storyboard")
        try text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: scene + scene.replacingOccurrences(of: "Sgn-", with: "Two-"))
            .write(to: path, atomically: true, encoding: .utf8)
        do {
            _ = try StrutScene(contentsOf: path, scene: "Sign In").layout()
            Issue.record("a title naming two scenes was laid out")
        } catch let error as SceneError {
            #expect(error.message.hasPrefix("'Sign In' names 2 scenes of "), "\(error)")
            #expect(error.message.hasSuffix("(Sgn-VC-001, Two-VC-001); name one by its id"), "\(error)")
        }
        #expect(try StrutScene(contentsOf: path, scene: "Two-VC-001").layout().views.count > 1)
    }

    @Test func anUnknownSceneOfADocumentIsNamedWithTheScenesItHas() throws {
        do {
            _ = try StrutScene(contentsOf: sample("interface-builder/sign-in.storyboard"), scene: "no-such-scene")
            Issue.record("an unknown scene was accepted")
        } catch let error as SceneError {
            #expect(error.message.contains("no scene 'no-such-scene'; scenes: "))
        }
    }
}
