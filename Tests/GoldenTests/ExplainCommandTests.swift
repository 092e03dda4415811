import Foundation
import Testing

/// `strut explain` from the command line: the sample logs' drawings and JSON against their
/// goldens (`STRUT_RECORD=1` re-records), standard input, and bad input.
@Suite struct ExplainCommandTests {
    static let logs = ["self-sizing-cell", "autoresizing-mask"]

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: logs)
    func drawingAndJSONMatchTheirGoldens(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = "Samples/explain/\(name).txt"
        let image = folder.appendingPathComponent("\(name).png")
        let result = try strut(["explain", log, "-o", image.path, "--json"])
        #expect(result.status == 0, "\(result.err)")
        let goldenImage = Paths.goldens.appendingPathComponent("explain/\(name).png")
        let goldenJSON = Paths.goldens.appendingPathComponent("explain/\(name).json")
        if recording {
            try FileManager.default.createDirectory(at: goldenImage.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: goldenImage)
            try FileManager.default.copyItem(at: image, to: goldenImage)
            try Data(result.out.utf8).write(to: goldenJSON)
            return
        }
        let diff = Paths.artifacts.appendingPathComponent("explain-\(name).diff.png")
        try FileManager.default.createDirectory(at: Paths.artifacts, withIntermediateDirectories: true)
        let compared = try strut(["compare", goldenImage.path, image.path, "-o", diff.path])
        if compared.status != 0 {
            try? FileManager.default.removeItem(at: Paths.artifacts.appendingPathComponent("explain-\(name).actual.png"))
            try? FileManager.default.copyItem(at: image, to: Paths.artifacts.appendingPathComponent("explain-\(name).actual.png"))
        }
        #expect(compared.status == 0, "\(name): \(compared.out) (expected, actual and diff in \(Paths.artifacts.path))")
        #expect(result.out == (try String(contentsOf: goldenJSON, encoding: .utf8)), "\(name): JSON differs from its golden")
    }

    @Test func readsStandardInputAndWritesASceneThatReproducesTheConflict() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("explain/self-sizing-cell.txt"), encoding: .utf8)
        let scene = folder.appendingPathComponent("cell.yaml").path
        let result = try strut(["explain", "-", "--scene-out", scene], input: text)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("UIView-Encapsulated-Layout-Height"))
        let layout = try strut(["layout", scene, "--json"])
        #expect(layout.status == 0)
        // The same four constraints conflict, and the one UIKit broke is broken again.
        #expect(layout.out.contains("\"broken\": \"'c1' imageView.height == 60"), "\(layout.out)")
        for id in ["c1", "c2", "c3", "c8"] { #expect(layout.out.contains("'\(id)' "), "\(id)") }
    }

    @Test func anOutputThatCannotBeWrittenLeavesTheOthersUnwritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("p.png").path
        let result = try strut(["explain", "Samples/explain/self-sizing-cell.txt", "-o", image, "--scene-out", folder.path + "/missing/s.yaml"])
        #expect(result.status == 2)
        #expect(result.err.contains("missing"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: [
        ("2026-01-01 App[1:2] nothing to see\n", ["-o", "OUT.png"], "no unsatisfiable-constraints block found"),
        ("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width =! 10   (active)>\"\n)\n", ["--scene-out", "OUT.yaml"], "<stdin>:2:43: expected ==, >= or <="),
        ("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\"\n)\n", ["-o", "OUT.gif"], "end it in .png, .svg or .pdf"),
    ])
    func badInputIsRefusedAndWritesNothing(input: String, arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.appendingPathComponent("out").path) }
        let result = try strut(["explain", "-"] + args, input: input)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
