import Foundation
import Testing

/// Every sample's `strut layout --json` output against its checked-in expectation in Goldens/
/// (the numeric goldens beside the image goldens). `STRUT_RECORD=1` writes them anew.
@Suite struct LayoutGoldenTests {
    @Test(arguments: Paths.sampleScenes)
    func layoutMatchesItsGolden(_ scene: String) throws {
        let result = try strut(["layout", "Samples/" + scene, "--json"])
        #expect(result.status == 0, "strut layout failed: \(result.err)")
        let golden = Paths.goldens.appendingPathComponent(scene).deletingPathExtension().appendingPathExtension("json")
        if recording || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.out.utf8).write(to: golden)
            #expect(recording, "no layout golden for \(scene): recorded one at \(golden.path); review it and commit it")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if expected != result.out {
            let actual = Paths.artifacts.appendingPathComponent(scene).deletingPathExtension().appendingPathExtension("actual.json")
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.out.utf8).write(to: actual)
            Issue.record("layout of \(scene) changed: expected \(golden.path), actual \(actual.path)")
        }
    }
}

/// The command line's contract: exit statuses, located errors, standard input.
@Suite struct CommandLineTests {
    @Test func badInputIsLocatedAndExitsWithTwo() throws {
        let result = try strut(["layout", "-"], input: "root:\n  subviews:\n    - id: a\n      colour: red\n")
        #expect(result.status == 2)
        #expect(result.err.contains("<stdin>:4:7: unknown key 'colour' in a view"))
        #expect(result.out.isEmpty)
    }

    @Test func renderRefusesAnUnknownColourAndWritesNothing() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("strut-bad-\(getpid()).png")
        let result = try strut(["render", "-", "-o", output.path], input: "root:\n  subviews: [{id: a, background: sytemBlue}]\n")
        #expect(result.status == 2)
        #expect(result.err.contains("<stdin>:2:34: unknown colour 'sytemBlue'"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try strut(["render", "Samples/anchors/fixed-size.yaml", "--device", "iphone-x"]).status == 2)
    }

    @Test func renderWritesEachFormat() throws {
        for format in ["png", "svg", "pdf"] {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("strut-\(getpid()).\(format)")
            let result = try strut(["render", "Samples/states/slider-square.yaml", "--state", "all", "-o", output.path])
            #expect(result.status == 0, "\(format): \(result.err)")
            let bytes = try Data(contentsOf: output)
            let head = String(decoding: bytes.prefix(8), as: UTF8.self)
            #expect(format == "png" ? bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) : head.hasPrefix(format == "svg" ? "<?xml" : "%PDF-"))
            try? FileManager.default.removeItem(at: output)
        }
    }

    @Test func aMissingFileIsBadInput() throws {
        let result = try strut(["layout", "no-such-scene.yaml"])
        #expect(result.status == 2)
        #expect(result.err.contains("cannot open 'no-such-scene.yaml'"))
    }

    @Test func usageErrorsAreBadInput() throws {
        #expect(try strut(["layout"]).status == 2)
        #expect(try strut(["frobnicate"]).status == 2)
    }

    @Test func helpAndVersionSucceed() throws {
        let help = try strut(["layout", "--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("Examples:"))
        // A plain build does not know its commit; `scripts/install` writes it in (InstallTests).
        #expect(try strut(["--version"]).out == "strut 0.1.0 (unknown commit)\n")
    }

    @Test func severalScenesGiveAJSONArray() throws {
        let result = try strut(["layout", "Samples/anchors/fixed-size.yaml", "Samples/vfl/fixed-size.yaml", "--json"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("["))
        let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 2)
    }

    @Test func theJSONFollowsTheContract() throws {
        let result = try strut(["layout", "Samples/diagnostics/conflict.yaml", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        #expect(Set(json.keys) == ["canvas", "views", "guides", "conflicts", "ambiguous"])
        let views = json["views"] as! [String: [String: Any]]
        #expect(views["root"]?["superview"] is NSNull)
        #expect((views["box"]?["frame"] as? [Double]) == [20, 40, 280, 80])
        let conflicts = json["conflicts"] as! [[String: Any]]
        #expect(conflicts.first?["broken"] as? String == "'tooWide' box.width == 400")
    }
}

extension CommandLineTests {
    @Test func layoutPrintsEveryStateWithStateAll() throws {
        let result = try strut(["layout", "Samples/states/two-view-switch.yaml", "--state", "all", "--json"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("[\n"))
        #expect(result.out.contains(#""state": "base","#) && result.out.contains(#""state": "off","#))
        let table = try strut(["layout", "Samples/states/two-view-switch.yaml", "--state", "all"])
        #expect(table.out.contains("[state base]") && table.out.contains("[state off]"))
    }

    @Test func usageErrorsReadLikeStrutsOwn() throws {
        let result = try strut(["render", "Samples/anchors/fixed-size.yaml", "--device", "nope"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: unknown device 'nope'"))
    }
}
