import Foundation
import Testing

/// Hostile input to the commands that read documents, logs and images, compare and convert: each a
/// clear message and exit status 2, or the right answer, never a crash, a wrong answer or an input
/// overwritten.
@Suite struct HostileCommandTests {
    /// A 5,100 × 5,000 pt canvas is 103 megapixels at its scale 2 but 26 at `--scale 1`, and none
    /// as SVG: the limit is the image's, checked where one is drawn; `layout` draws nothing.
    @Test func theImageSizeLimitHonoursScaleAndFormat() throws {
        let scene = "canvas: { size: [5100, 5000] }\nroot: {}\n"
        #expect(try strut(["layout", "-"], input: scene).status == 0)
        #expect(try strut(["render", "-", "-o", "-", "--format", "svg"], input: scene).status == 0)
        let refused = try strut(["render", "-", "-o", "-"], input: scene)
        #expect(refused.status == 2)
        #expect(refused.err.contains("<stdin>:1:9: the image would have 103 megapixels at scale 2.0; at most 100 (lower --scale)"), "\(refused.err)")
        let lower = try strut(["render", "-", "-o", "-", "--scale", "1"], input: scene)
        #expect(lower.status == 0, "\(lower.err)")
        #expect(lower.out.dropFirst().hasPrefix("PNG"))
    }

    // MARK: Injection and data loss

    func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An object id holding `&#10;` (or a LINE SEPARATOR) and a document path holding a line
    /// break were written raw into YAML comments, and their keys came into the converted scene.
    @Test func convertWritesIdsAndPathsIntoCommentsEscaped() throws {
        let folder = try temporaryFolder("inject")
        defer { try? FileManager.default.removeItem(at: folder) }
        let injected = "Sgn-ST-001&#10;    transform: rotate(45)&#x2028;    background: red"
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
            .replacingOccurrences(of: "Sgn-ST-001", with: injected)
        let document = folder.appendingPathComponent("x\ncanvas: { size: [1, 1] }\n.storyboard")
        try Data(text.utf8).write(to: document)
        let result = try strut(["convert", document.path, "-o", folder.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.err)")
        let file = folder.appendingPathComponent("out/sign-in.yaml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        for line in yaml.split(separator: "\n") where line.contains("rotate(45)") || line.contains("canvas: { size: [1, 1] }") {
            #expect(line.contains("#") && line.contains("\\u{A}"), "\(line)")
        }
        let converted = try strut(["layout", file.path, "--json"])
        #expect(converted.out.contains(#""form": { "superview": "root", "frame": [16, 99, 361, 232]"#), "\(converted.err)")
    }

    @Test func explainWritesTheLogsPathIntoItsCommentEscaped() throws {
        let folder = try temporaryFolder("inject-log")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log\ntitle: injected\n.txt")
        try FileManager.default.copyItem(atPath: "Samples/explain/autoresizing-mask.txt", toPath: log.path)
        let scene = folder.appendingPathComponent("scene.yaml")
        let result = try strut(["explain", log.path, "--scene-out", scene.path])
        #expect(result.status == 0, "\(result.err)")
        let yaml = try String(contentsOf: scene, encoding: .utf8)
        #expect(!yaml.contains("\ntitle: injected"))
        #expect(yaml.contains("log\\u{A}title: injected\\u{A}.txt"))
    }

    /// `render` refused to draw over its scene; every command now refuses an output that would
    /// replace one of its inputs, or two outputs to one file, before reading anything.
    @Test func noOutputReplacesAnInput() throws {
        let folder = try temporaryFolder("replace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.txt"), image = folder.appendingPathComponent("a.png")
        try FileManager.default.copyItem(atPath: "Samples/explain/autoresizing-mask.txt", toPath: log.path)
        try FileManager.default.copyItem(atPath: "Goldens/vfl/fixed-size.png", toPath: image.path)
        let svgLog = folder.appendingPathComponent("log.svg")
        try FileManager.default.copyItem(at: log, to: svgLog)
        let logBytes = try Data(contentsOf: log), imageBytes = try Data(contentsOf: image)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: image)
        let svg = folder.appendingPathComponent("x.svg").path
        let cases: [([String], String)] = [
            (["explain", log.path, "--scene-out", log.path], "the scene file would replace the input"),
            (["explain", svgLog.path, "-o", folder.path + "/./log.svg"], "the drawing would replace the input"),
            (["explain", log.path, "-o", svg, "--scene-out", svg], "the drawing and the scene file would both be written to"),
            (["compare", image.path, "Goldens/vfl/leading-20.png", "-o", image.path], "the diff image would replace the input"),
            (["compare", "Goldens/vfl/leading-20.png", image.path, "-o", link.path], "the diff image would replace the input"),
            (["check", "Samples/vfl", "--goldens", "Goldens/vfl", "--report", "Goldens/vfl/fixed-size.png"], "the report would replace the input"),
            (["check", "Samples/vfl", "--goldens", "Goldens/vfl", "--report", "Samples/vfl/fixed-size.yaml"], "the report would replace the input"),
        ]
        for (arguments, message) in cases {
            let result = try strut(arguments)
            #expect(result.status == 2 && result.err.contains(message), "\(arguments): \(result.err)")
        }
        #expect(try Data(contentsOf: log) == logBytes && Data(contentsOf: svgLog) == logBytes && Data(contentsOf: image) == imageBytes)
        #expect(!FileManager.default.fileExists(atPath: svg))
    }

    /// `check --junit` was written over a golden or a scene, as `--report` was; the report and
    /// the JUnit file to one file, and artifacts among the goldens (where one is named like another
    /// scene's golden), are refused too. Copies, so that a regression loses nothing of the project.
    @Test func checksOtherOutputsReplaceNoInput() throws {
        let folder = try temporaryFolder("check-outputs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples"), goldens = folder.appendingPathComponent("goldens")
        for sub in [samples, goldens] { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
        let scene = samples.appendingPathComponent("fixed-size.yaml"), golden = goldens.appendingPathComponent("fixed-size.png")
        try FileManager.default.copyItem(atPath: "Samples/vfl/fixed-size.yaml", toPath: scene.path)
        try FileManager.default.copyItem(atPath: "Goldens/vfl/fixed-size.png", toPath: golden.path)
        let sceneBytes = try Data(contentsOf: scene), goldenBytes = try Data(contentsOf: golden)
        let report = folder.appendingPathComponent("r.xml").path
        let check = ["check", samples.path, "--goldens", goldens.path]
        let cases: [([String], String)] = [
            (["--junit", golden.path], "the JUnit file would replace the input '\(golden.path)'"),
            (["--junit", samples.path + "/../samples/fixed-size.yaml"], "the JUnit file would replace the input '\(scene.path)'"),
            (["--report", report, "--junit", folder.path + "/./r.xml"], "the report and the JUnit file would both be written to"),
            (["--artifacts", goldens.path], "the artifacts would be written among the goldens"),
            (["--artifacts", samples.path + "/."], "the artifacts would be written among the samples"),
        ]
        for (arguments, message) in cases {
            let result = try strut(check + arguments)
            #expect(result.status == 2 && result.err.contains(message), "\(arguments): \(result.err)")
        }
        #expect(try Data(contentsOf: scene) == sceneBytes && Data(contentsOf: golden) == goldenBytes)
        #expect(!FileManager.default.fileExists(atPath: report))
        let passing = try strut(check + ["--junit", report])
        #expect(passing.status == 0 && FileManager.default.fileExists(atPath: report), "\(passing.err)")
    }

    /// A scene title over 255 bytes failed after the earlier scenes were written: names are
    /// shortened, and the files are all written or none.
    @Test func convertShortensLongNamesAndWritesAllOrNothing() throws {
        let folder = try temporaryFolder("convert-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
        let title = String(repeating: "é", count: 300)
        let document = folder.appendingPathComponent("long.storyboard")
        try Data(text.replacingOccurrences(of: "<!--Sign In-->", with: "<!--\(title)-->").utf8).write(to: document)
        let out = folder.appendingPathComponent("out")
        let result = try strut(["convert", document.path, "-o", out.path])
        #expect(result.status == 0, "\(result.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.count == 1 && names[0].utf8.count <= 205 && names[0].hasPrefix("ééé"), "\(names)")

        // The second of two scenes cannot be written (a folder has its name): neither is left.
        let xib = try String(contentsOfFile: "Samples/interface-builder/contact-cell.xib", encoding: .utf8)
        let objects = xib.range(of: "<tableViewCell ")!.lowerBound
        let end = xib.range(of: "</tableViewCell>")!.upperBound
        let second = xib[objects..<end].replacingOccurrences(of: "Contact Cell", with: "Second").replacingOccurrences(of: "Cnt-", with: "Sec-")
        let two = xib.replacingCharacters(in: end..<end, with: "\n" + second)
        let twoDocument = folder.appendingPathComponent("two.xib")
        try Data(two.utf8).write(to: twoDocument)
        let blocked = folder.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("second.yaml/inside"), withIntermediateDirectories: true)
        let failed = try strut(["convert", twoDocument.path, "-o", blocked.path])
        #expect(failed.status == 2, "\(failed.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["second.yaml"])
        #expect(try strut(["convert", twoDocument.path, "-o", folder.appendingPathComponent("both").path]).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("both").path)) == ["contact-cell.yaml", "second.yaml"])
    }

    // MARK: Images

    /// A PNG of a few bytes that declares `width` × `height` pixels.
    func declaredPNG(width: UInt32, height: UInt32) -> [UInt8] {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> UInt32($0)) & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// A golden that decodes to 100 megapixels aborted `check` at 2.7 GB, and `compare` spent
    /// 2.1 GB and 12 s to call it "0 pixels different": sizes come from the headers first.
    @Test func sizeMismatchesAreReadFromTheHeaders() throws {
        let folder = try temporaryFolder("huge-golden")
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("goldens/fixed-size.png")
        try FileManager.default.createDirectory(at: huge.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(declaredPNG(width: 10_000, height: 10_000)).write(to: huge)
        let compared = try strut(["compare", huge.path, "Goldens/vfl/fixed-size.png", "-o", folder.appendingPathComponent("d.png").path])
        #expect(compared.status == 1, "\(compared.err)")
        #expect(compared.out.hasPrefix("expected an image 10000x10000, got "))
        #expect(compared.out.contains(": the sizes differ (too large for a diff image)"))
        let samples = folder.appendingPathComponent("samples")
        try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "Samples/vfl/fixed-size.yaml", toPath: samples.appendingPathComponent("fixed-size.yaml").path)
        let checked = try strut([
            "check", samples.path, "--goldens", huge.deletingLastPathComponent().path, "--artifacts", folder.appendingPathComponent("a").path,
        ])
        #expect(checked.status == 1, "\(checked.err)")
        #expect(checked.out.contains("FAILED    fixed-size.yaml: expected an image 10000x10000, got "), "\(checked.out)")
    }
}
