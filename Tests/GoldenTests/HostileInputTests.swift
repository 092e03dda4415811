import Foundation
import Testing

/// Input a hostile user would try, each a clear message with its place and exit status 2, or a
/// drawing, never a crash.
@Suite struct HostileInputTests {
    static let view = """
        canvas: { size: [200, 200] }
        root:
          subviews:
            - id: a
              background: "#ff0000"
              border: { width: 2, color: "#000000" }
              cornerRadius: 8
              transform: "TRANSFORM"
        constraints:
          - "a.leading == root.leading + 10"
          - "a.top == root.top + 10"
          - "a.width == 50"
          - "a.height == 50"
        """

    /// Runs a shell line with the built strut first on the PATH; its exit status and standard error.
    func shell(_ line: String, input: String) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Paths.strut.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let stdin = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    @Test func transformsWhoseProductOverflowsAreRefusedWhereTheyOverflow() throws {
        let scene = Self.view.replacingOccurrences(of: "TRANSFORM", with: "scale(10000000) scale(10000000) scale(10000000)")
        let result = try strut(["render", "-", "-o", "-"], input: scene)
        #expect(result.status == 2)
        #expect(result.err.contains("<stdin>:8:35: the transform scales or moves by more than 10000000"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func aFlattenedViewDrawsNothing(_ format: String) throws {
        let scene = Self.view.replacingOccurrences(of: "TRANSFORM", with: "scale(0)")
        let result = try strut(["render", "-", "-o", "-", "--format", format], input: scene)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.isEmpty)
    }

    @Test func aFullOrClosedOutputIsAnErrorNotASilentSuccess() throws {
        let scene = Self.view.replacingOccurrences(of: "TRANSFORM", with: "rotate(10)")
        let full = try shell("strut layout - --json > /dev/full", input: scene)
        #expect(full.status == 2)
        #expect(full.err.contains("cannot write standard output"))
        let image = try shell("strut render - -o - > /dev/full", input: scene)
        #expect(image.status == 2)
        let closedError = try shell("strut layout /nonexistent/scene.yaml 2>&-", input: "")
        #expect(closedError.status == 2, "a closed standard error loses the message, not the exit status")
    }

    @Test(arguments: [
        ("b.width == a.width / 1e-307", "dividing by 1e-307 makes a multiplier over 10000000"),
        ("H:|-1e308-[b]|", "is over 10000000"),
    ])
    func numbersBeyondTheRangeAreRefused(constraint: String, message: String) throws {
        let scene = """
            canvas: { size: [200, 200] }
            root:
              subviews: [{ id: a }, { id: b }]
            constraints:
              - "a.width == 10"
              - "\(constraint)"
            """
        let result = try strut(["layout", "-", "--json"], input: scene)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty, "no JSON with inf or nan")
    }

    @Test func aChainOfLegalMultipliersThatOverflowsIsRefused() throws {
        var lines = ["canvas: { size: [200, 200] }", "root:", "  subviews:"]
        for i in 0..<60 { lines.append("    - id: v\(i)") }
        lines.append("constraints:")
        lines.append("  - \"v0.width == 10\"")
        for i in 1..<60 { lines.append("  - \"v\(i).width == 10000000 * v\(i - 1).width\"") }
        let result = try strut(["layout", "-", "--json"], input: lines.joined(separator: "\n"))
        #expect(result.status == 2)
        #expect(result.err.contains("beyond any usable number"), "\(result.err)")
    }

    @Test func checkRefusesAnEmptyFolderMissingGoldensAndNegativeJobs() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("strut-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try strut(["check", empty.path, "--goldens", "/nonexistent"])
        #expect(none.status == 2 && none.err.contains("no scene files"))
        let missing = try strut(["check", "Samples", "--goldens", "/nonexistent/goldens"])
        #expect(missing.status == 2 && missing.err.contains("does not exist"))
        let jobs = try strut(["check", "Samples", "--goldens", "Goldens", "--jobs", "-1"])
        #expect(jobs.status == 2 && jobs.err.contains("--jobs is from 1 to 64"), "\(jobs.err)")
        let folder = try strut(["layout", empty.path])
        #expect(folder.status == 2 && folder.err.contains("is a folder, not a file"))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let result = try strut(["layout", "-"], input: "\u{FEFF}canvas:\n  size: [100, 100]\nroot:\n  subviews:\n    - id: a\n")
        #expect(result.status == 0, "\(result.err)")
    }

    @Test(arguments: ["0", "-5", "100000"])
    func fontSizesOutOfRangeAreRefused(_ size: String) throws {
        let scene = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: a\n      text: hi\n      font: \"DejaVu Sans \(size)\"\n"
        let result = try strut(["render", "-", "-o", "-"], input: scene)
        #expect(result.status == 2)
        #expect(result.err.contains("<stdin>:6:13: a font size is above 0 and at most 1000 points"), "\(result.err)")
    }

    @Test func controlCharactersAreShownNotActedOn() throws {
        let scene = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: \"a\\u001b]0;pwned\\u0007\"\n"
        let result = try strut(["layout", "-"], input: scene)
        #expect(result.status == 2)
        #expect(!result.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(result.err.contains("\\u{1B}]0;pwned\\u{7}"))
    }

    @Test func aPriorityJustUnderRequiredStaysOptional() throws {
        let scene = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: a\nconstraints:\n  - \"a.width == 20\"\n  - \"a.width == 10 @999.99999999\"\n"
        let result = try strut(["layout", "-"], input: scene)
        #expect(result.status == 0)
        #expect(!result.out.contains("Unable to simultaneously satisfy constraints"))
    }

    /// Thirty lines, each an alias used twice by the next: a billion views once expanded.
    @Test func aliasesThatExpandWithoutBoundAreRefused() throws {
        var lines = ["canvas: { size: [100, 100] }", "root:", "  subviews:", "    - id: a", "      subviews: &s0", "        - { id: leaf }"]
        for i in 1...30 {
            lines += ["    - id: b\(i)", "      subviews: &s\(i)", "        - { id: c\(i), subviews: *s\(i - 1) }", "        - { id: d\(i), subviews: *s\(i - 1) }"]
        }
        let result = try strut(["layout", "-"], input: lines.joined(separator: "\n"))
        #expect(result.status == 2)
        #expect(result.err.contains("the scene's aliases (*name) expand it to over"), "\(result.err)")
    }

    @Test func statedLimitsAreLocatedErrors() throws {
        var nested = ["canvas: { size: [100, 100] }", "root:"]
        var indent = "  "
        for i in 0..<120 {
            nested += [indent + "subviews:", indent + "  - id: v\(i)"]
            indent += "    "
        }
        let deep = try strut(["layout", "-"], input: nested.joined(separator: "\n"))
        #expect(deep.status == 2 && deep.err.contains("views nest over 100 deep"), "\(deep.err)")
        let long = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: a\n      text: \"\(String(repeating: "x", count: 20_000))\"\n"
        let text = try strut(["layout", "-"], input: long)
        #expect(text.status == 2 && text.err.contains("<stdin>:5:13: a text of 20000 characters; at most 10000"))
        let states = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: a\nstates:\n" + (0...10_000).map { "  s\($0): []\n" }.joined()
        let many = try strut(["layout", "-"], input: states)
        #expect(many.status == 2 && many.err.contains("the scene has 10001 states; at most 10000"))
    }

    @Test func outputsAreWrittenThroughLinksWithTheUsualModeAndNeverOverEachOtherOrTheScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = Paths.samples.appendingPathComponent("anchors/margins-leading.yaml")
        let target = folder.appendingPathComponent("target.png"), link = folder.appendingPathComponent("link.png")
        try Data().write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try strut(["render", sample.path, "-o", link.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path, "the link stays a link")
        #expect(try Data(contentsOf: target).count > 1000)
        let kept = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(kept == 0o600, "a replaced file keeps its mode")
        let fresh = folder.appendingPathComponent("fresh.png")
        #expect(try strut(["render", sample.path, "-o", fresh.path]).status == 0)
        let mask = umask(0)
        umask(mask)
        #expect(try FileManager.default.attributesOfItem(atPath: fresh.path)[.posixPermissions] as? Int == Int(0o666 & ~mask))
        #expect(try strut(["render", sample.path, "-o", "/dev/null", "--format", "png"]).status == 0)
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")

        let a = folder.appendingPathComponent("a/s.yaml"), b = folder.appendingPathComponent("b/s.yaml")
        try FileManager.default.copyItem(at: sample, to: a)
        try FileManager.default.copyItem(at: sample, to: b)
        let out = folder.appendingPathComponent("out").path
        let same = try strut(["render", a.path, b.path, "-o", out + "/"])
        #expect(same.status == 2 && same.err.contains("would both be drawn to"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let over = try strut(["render", a.path, "-o", a.path, "--format", "png"])
        #expect(over.status == 2 && over.err.contains("would replace the scene"))
        #expect(try String(contentsOf: a, encoding: .utf8).hasPrefix("title:"))
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("a/s.json"))
        let shared = try strut(["check", folder.appendingPathComponent("a").path, "--goldens", folder.path])
        #expect(shared.status == 2 && shared.err.contains("would share the golden"))
    }

    /// A few bytes of PNG declaring a gigapixel image are refused before anything is decoded.
    @Test func compareRefusesAHugeDeclaredImageAndNamesTheFile() throws {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
        }
        func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> UInt32($0)) & 0xFF) } }
        let header = bigEndian(16384) + bigEndian(16384) + [1, 0, 0, 0, 0]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("strut-huge-\(UUID().uuidString).png")
        try Data(bytes).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try strut(["compare", path.path, path.path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(path.path)") && result.err.contains("16384×16384 image is over what strut reads"), "\(result.err)")
    }

    @Test func anImageTooWideForItsScaleIsALocatedErrorThatSaysWhatToDo() throws {
        let scene = "canvas: { size: [16384, 100] }\nroot:\n  subviews:\n    - id: a\n"
        let wide = try strut(["render", "-", "-o", "-"], input: scene)
        #expect(wide.status == 2)
        #expect(wide.err.contains("<stdin>:1:9: the image would be 32832 pixels on its longest side"), "\(wide.err)")
        #expect(wide.err.contains("lower --scale"))
        #expect(try strut(["render", "-", "-o", "-", "--scale", "1", "--annotate", "none"], input: scene).status == 0)
    }
}
