import Foundation
import LivePreview
import Rendering
import SceneModel
import ScenePreview
import Testing

/// The watched file as `strut watch` serves it: read again at each save, an error keeping the
/// last good scene, drawn and laid out for the page's queries, without running the binary.
@Suite struct WatchedFileTests {
    /// A scene file in a folder of its own, rewritten by `save`.
    struct Scene {
        let url: URL

        init(_ text: String) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-watched-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            url = folder.appendingPathComponent("scene.yaml")
            try save(text)
        }

        func save(_ text: String) throws { try Data(text.utf8).write(to: url, options: .atomic) }

        func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    }

    static func box(width: Int) -> String {
        """
        canvas: { size: [200, 100] }
        root:
          subviews:
            - id: box
              background: systemGreen
        constraints:
          - box.centerX == root.centerX
          - box.centerY == root.centerY
          - box.width == \(width)
          - id: height
            constraint: box.height == 20
        states:
          tall: [height.constant = 60]
        """
    }

    func text(_ response: PreviewResponse) -> String {
        if case .content(let bytes, _) = response { return String(decoding: bytes, as: UTF8.self) }
        return "not found"
    }

    func watched(_ scene: Scene) throws -> WatchedFile {
        try WatchedFile(path: scene.url.path, measureText: false, theme: .light, defaults: PreviewQuery())
    }

    @Test func theLayoutFollowsEachSave() throws {
        let scene = try Scene(Self.box(width: 40))
        defer { scene.remove() }
        let file = try watched(scene)
        #expect(text(file.layout(PreviewQuery())).contains("\"box\": { \"superview\": \"root\", \"frame\": [80, 40, 40, 20]"))
        try scene.save(Self.box(width: 70))
        let before = file.currentVersion
        file.reload()
        #expect(file.currentVersion == before + 1)
        #expect(text(file.layout(PreviewQuery())).contains("\"frame\": [65, 40, 70, 20]"))
    }

    @Test func aSaveWithAnErrorKeepsTheLastGoodSceneAndSaysWhere() throws {
        let scene = try Scene(Self.box(width: 40))
        defer { scene.remove() }
        let file = try watched(scene)
        try scene.save(Self.box(width: 40).replacingOccurrences(of: "box.width == 40", with: "box.wdth == 40"))
        file.reload()
        let error = try #require(file.currentError)
        #expect(error.location.line == 9)
        #expect(text(file.layout(PreviewQuery())).contains("\"frame\": [80, 40, 40, 20]"))
        #expect(text(file.preview(PreviewQuery())).contains("\"error\""))
    }

    @Test func aStateIsLaidOutAndAnUnknownOneIsNotFound() throws {
        let scene = try Scene(Self.box(width: 40))
        defer { scene.remove() }
        let file = try watched(scene)
        #expect(text(file.layout(PreviewQuery(state: "tall"))).contains("\"frame\": [80, 20, 40, 60]"))
        guard case .notFound(let message) = file.layout(PreviewQuery(state: "short")) else {
            Issue.record("an unknown state was laid out")
            return
        }
        #expect(message.contains("short"))
    }

    @Test func theDrawingIsSVG() throws {
        let scene = try Scene(Self.box(width: 40))
        defer { scene.remove() }
        let drawing = try watched(scene).drawing(PreviewQuery(annotate: "none"))
        guard case .content(let bytes, let type) = drawing else {
            Issue.record("no drawing: \(drawing)")
            return
        }
        #expect(type.hasPrefix("image/svg+xml"))
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("<?xml") || String(decoding: bytes, as: UTF8.self).hasPrefix("<svg"))
    }

    @Test func aMissingFileIsRefusedAtTheStart() {
        #expect(throws: SceneError.self) {
            try WatchedFile(path: "/nonexistent/scene.yaml", measureText: false, theme: .light, defaults: PreviewQuery())
        }
    }
}
