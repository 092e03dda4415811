import Foundation
import Testing

/// What a newcomer tripped on, each told plainly now.
@Suite struct NewcomerTests {
    /// Writes a scene into a scratch file and returns its path.
    func scene(_ text: String, _ name: String = #function) throws -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("strut-newcomer-\(getpid())-\(name.filter { $0.isLetter }).yaml")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aMisspeltCommandGetsTheNearestOne() throws {
        let result = try strut(["rendr", "Samples/anchors/fixed-size.yaml"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: unknown command 'rendr' (did you mean 'render'?)"))
        let unknown = try strut(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("commands: layout, render, check"))
        #expect(try strut(["help", "layout"]).status == 0)
    }

    @Test func layoutRefusesABadColourAsRenderDoes() throws {
        let path = try scene("root:\n  subviews:\n    - { id: a, background: systemBlu }\n")
        for command in ["layout", "render"] {
            let result = try strut([command, path, "-o", "/dev/null"].filter { command == "render" || ($0 != "-o" && $0 != "/dev/null") })
            #expect(result.status == 2)
            #expect(result.err.contains(":3:28: unknown colour 'systemBlu' (did you mean 'systemBlue'?)"), "\(command): \(result.err)")
        }
        let ok = try scene("root:\n  subviews:\n    - { id: a, background: systembluE }\n", "caseblind")
        #expect(try strut(["layout", ok]).status == 0, "names are read whatever their case")
    }

    /// A document's label keeps UIKit's `contentMode` (`left`) in its converted scene, so that an
    /// animation added to the scene does not stretch its text.
    @Test func convertKeepsALabelsContentMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-newcomer-\(getpid())-convert")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try strut(["convert", "Samples/interface-builder/contact-cell.xib", "-o", folder.path]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let text = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(text.components(separatedBy: "contentMode: left").count - 1 == 2)
        let bad = try scene("root:\n  subviews:\n    - { id: a, text: Hi, contentMode: lef }\n", "badmode")
        let result = try strut(["layout", bad])
        #expect(result.status == 2)
        #expect(result.err.contains("unknown contentMode 'lef' (did you mean 'left'?)"))
    }
}
