import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile input to `check` and the outputs of every command: what GitHub's runner reads from
/// printed lines, outputs through links and FIFOs, scenes that are no regular files, goldens two
/// snapshots would share, and devices named twice.
@Suite struct HostileCheckTests {
    func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let injected = "\n::error file=README.md,line=1::x\n::stop-commands::x"

    /// The lines GitHub's runner would read a workflow command from: split where it splits them
    /// (LF, CR, CRLF), beginning with `::` after white space, or holding `##[` anywhere.
    func runnerCommands(_ text: String) -> [String] {
        text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }.map { String(String.UnicodeScalarView($0)) }
            .filter { $0.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars) || $0.contains("##[") }
    }

    /// Each command is one of strut's own: an error or a warning about a file of the samples (its
    /// message may quote `##[`: the runner reads the line as the `::` command it begins with).
    func expectOnlyStrutsOwn(_ commands: [String], samples: String) {
        for command in commands {
            let own = command.hasPrefix("::error::") || command.hasPrefix("::error file=\(samples)") || command.hasPrefix("::warning file=\(samples)")
            #expect(own, "\(command)")
        }
    }

    /// A key with line breaks in YAML, a scene file and an artifacts folder named with them, and a
    /// state named `##[stop-commands]x` (names with control characters are refused before): under
    /// GitHub Actions no line strut prints begins a command it did not mean, on standard output
    /// or error, and strut's own annotations all come through.
    @Test func underGitHubActionsNoPrintedLineBeginsACommandStrutDidNotMean() throws {
        let folder = try temporaryFolder("github-inject")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
        let key = Self.injected.replacingOccurrences(of: "\n", with: "\\n")
        try Data("root:\n  \"x\(key)\": 1\n".utf8).write(to: samples.appendingPathComponent("bad-key.yaml"))
        try FileManager.default.copyItem(
            at: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml"), to: samples.appendingPathComponent("named\(Self.injected).yaml"))
        let states = try String(contentsOf: Paths.samples.appendingPathComponent("states/slider-square.yaml"), encoding: .utf8)
        try Data(states.replacingOccurrences(of: "  large:", with: "  \"##[stop-commands]x\":").utf8).write(to: samples.appendingPathComponent("state.yaml"))
        let github = ["GITHUB_ACTIONS": "true"]
        let artifacts = folder.appendingPathComponent("art\(Self.injected)").path
        let check = try strut(["check", samples.path, "--goldens", goldens.path, "--artifacts", artifacts], environment: github)
        #expect(check.status == 2)
        #expect(runnerCommands(check.out).isEmpty, "\(check.out)")
        let commands = runnerCommands(check.err)
        expectOnlyStrutsOwn(commands, samples: samples.path)
        #expect(commands.count == 4, "bad key, named scene, and the state scene's two drawings: \(commands)")
        #expect(check.out.contains("FAILED    state.yaml --state ##\\u{5B}stop-commands]x: no golden at"), "\(check.out)")
        #expect(check.out.contains("/art\\u{A}::error file=README.md,line=1::x\\u{A}::stop-commands::x/state.actual.png"), "\(check.out)")
        #expect(check.err.contains("unknown key 'x\\u{A}::error file=README.md,line=1::x\\u{A}::stop-commands::x'"), "\(check.err)")

        let layout = try strut(["layout", samples.appendingPathComponent("bad-key.yaml").path], environment: github)
        #expect(layout.status == 2 && runnerCommands(layout.err).isEmpty, "\(layout.err)")
        let junit = try strut(
            ["check", samples.path, "--goldens", goldens.path, "--artifacts", artifacts, "--junit", folder.path + "/nowhere\(Self.injected)/j.xml"],
            environment: github)
        #expect(junit.status == 2 && junit.err.contains("error: cannot write \(folder.path)/nowhere\\u{A}::error file=README.md"), "\(junit.err)")
        expectOnlyStrutsOwn(runnerCommands(junit.err), samples: samples.path)
    }

    /// `layout`'s table shows an id's line break as `\u{A}`: a row is one line.
    @Test func layoutsTableShowsAnIdsLineBreak() throws {
        let folder = try temporaryFolder("table-id")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("interface-builder/contact-cell.xib"), encoding: .utf8)
        let document = folder.appendingPathComponent("cell.xib")
        try Data(text.replacingOccurrences(of: "Cnt-LB-001", with: "Cnt-LB&#10;::error file=README,line=1::x").utf8).write(to: document)
        for environment in [[:], ["GITHUB_ACTIONS": "true"]] {
            let result = try strut(["layout", document.path], environment: environment)
            #expect(result.status == 0, "\(result.err)")
            let row = result.out.split(separator: "\n").first { $0.hasPrefix("Cnt-LB\\u{A}::error file=README,line=1::x  Label - Ada Lovelace") }
            #expect(row?.hasSuffix("294      22") == true, "\(result.out)")
            #expect(runnerCommands(result.out).isEmpty)
        }
    }

    /// Every output is written as `render` writes: through a symbolic link (even to a file not
    /// made yet), into a FIFO in place; a failed write is a message and status 2, the link kept.
    @Test func everyOutputIsWrittenThroughLinksAndFIFOs() throws {
        let folder = try temporaryFolder("outputs-through")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples").path, goldens = folder.appendingPathComponent("goldens").path
        let artifacts = folder.appendingPathComponent("artifacts").path, elsewhere = folder.appendingPathComponent("elsewhere").path
        for path in [samples, goldens, artifacts, elsewhere] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let scene = try String(contentsOf: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml"), encoding: .utf8)
        try Data(scene.utf8).write(to: URL(fileURLWithPath: samples + "/a.yaml"))
        func link(_ path: String, to target: String) throws { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target) }
        func isLink(_ path: String, to target: String) -> Bool { (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == target }
        func bytes(_ path: String) -> Int { (try? Data(contentsOf: URL(fileURLWithPath: path)).count) ?? 0 }

        try link(goldens + "/a.png", to: elsewhere + "/golden.png")
        let recorded = try strut(["check", samples, "--goldens", goldens, "--record"])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(isLink(goldens + "/a.png", to: elsewhere + "/golden.png") && bytes(elsewhere + "/golden.png") > 1000, "the golden")

        try Data(scene.replacingOccurrences(of: "== 200", with: "== 210").utf8).write(to: URL(fileURLWithPath: samples + "/a.yaml"))
        try link(artifacts + "/a.actual.png", to: elsewhere + "/actual.png")
        try link(folder.path + "/report.html", to: elsewhere + "/report.html")
        let fifo = folder.path + "/junit.xml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)  // a reader already there: writing never waits
        defer { close(reader) }
        let failed = try strut(["check", samples, "--goldens", goldens, "--artifacts", artifacts, "--report", folder.path + "/report.html", "--junit", fifo])
        #expect(failed.status == 1, "\(failed.err)")
        #expect(isLink(artifacts + "/a.actual.png", to: elsewhere + "/actual.png") && bytes(elsewhere + "/actual.png") > 1000, "an artifact")
        #expect(isLink(folder.path + "/report.html", to: elsewhere + "/report.html") && bytes(elsewhere + "/report.html") > 1000, "the report")
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self).contains("<testsuites name=\"strut check"), "the JUnit file")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the FIFO stays a FIFO")

        try link(folder.path + "/diff.png", to: "made-later/diff.png")
        try FileManager.default.createDirectory(atPath: folder.path + "/made-later", withIntermediateDirectories: true)
        let compared = try strut(["compare", elsewhere + "/golden.png", elsewhere + "/actual.png", "-o", folder.path + "/diff.png"])
        #expect(compared.status == 1, "\(compared.err)")
        #expect(isLink(folder.path + "/diff.png", to: "made-later/diff.png") && bytes(folder.path + "/made-later/diff.png") > 1000, "compare -o")

        // A link into a folder that does not exist: each output fails with a message, the link kept.
        try link(folder.path + "/lost", to: "missing/out")
        for arguments in [["--junit", folder.path + "/lost"], ["--report", folder.path + "/lost"]] {
            let result = try strut(["check", samples, "--goldens", goldens, "--artifacts", artifacts] + arguments)
            #expect(result.status == 2 && result.err.contains("error: cannot write \(folder.path)/lost: cannot create a file in \(folder.path)/missing"), "\(result.err)")
        }
        let diff = try strut(["compare", elsewhere + "/golden.png", elsewhere + "/actual.png", "-o", folder.path + "/lost"])
        #expect(diff.status == 2 && diff.err.contains("cannot create a file in"), "\(diff.err)")
        #expect(isLink(folder.path + "/lost", to: "missing/out"))
        try link(goldens + "/b.png", to: "missing/b.png")
        try Data(scene.utf8).write(to: URL(fileURLWithPath: samples + "/b.yaml"))
        let golden = try strut(["check", samples, "--goldens", goldens, "--record"])
        #expect(golden.status == 2 && golden.err.contains("error: cannot write \(goldens)/b.png: cannot create a file in"), "\(golden.err)")
        #expect(isLink(goldens + "/b.png", to: "missing/b.png") && !FileManager.default.fileExists(atPath: goldens + "/missing"))
    }

    /// A FIFO named `*.yaml` among the scenes blocked `check` for good: it is refused, located.
    /// Should `check` wait on it again, a writer opened and closed at once lets it go, so that a
    /// regression fails here instead of hanging.
    @Test func aFIFOAmongTheScenesIsRefused() throws {
        let folder = try temporaryFolder("fifo-scene")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples").path
        try FileManager.default.createDirectory(atPath: samples, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml").path, toPath: samples + "/a.yaml")
        let fifo = samples + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let done = Atomic(false)
        let releaser = Thread {
            while !done.value {
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)  // succeeds only while a reader waits
                if writer >= 0 { close(writer) }
                usleep(100_000)
            }
        }
        releaser.start()
        defer { done.value = true }
        let result = try strut(["check", samples, "--goldens", folder.appendingPathComponent("goldens").path, "--record"])
        #expect(result.status == 2)
        #expect(result.err.contains("error: \(fifo):1:1: '\(fifo)' is not a regular file (a FIFO, a device or a socket); check reads files"), "\(result.err)")
        #expect(result.out.contains("recorded  a.yaml"), "the other scenes are checked")
    }

    /// `a.yaml`'s state `x` and a scene `a.state-x.yaml` both drew to `a.state-x.png`, and
    /// `--record` said all passed after one overwrote the other.
    @Test func aGoldenTwoSnapshotsWouldShareIsRefusedBeforeDrawing() throws {
        let folder = try temporaryFolder("golden-clash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples").path, goldens = folder.appendingPathComponent("goldens").path
        try FileManager.default.createDirectory(atPath: samples, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Paths.samples.appendingPathComponent("states/slider-square.yaml").path, toPath: samples + "/a.yaml")
        try FileManager.default.copyItem(atPath: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml").path, toPath: samples + "/a.state-large.yaml")
        let result = try strut(["check", samples, "--goldens", goldens, "--record"])
        #expect(result.status == 2)
        #expect(
            result.err.contains("error: 'a.state-large.yaml' and 'a.yaml --state large' would share the golden 'a.state-large.png'; rename a scene, a state or an animation"),
            "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: goldens), "nothing drawn")
    }

    /// `iphone-15` keeps the scene's orientation: beside `iphone-15:portrait` it repeats it in a
    /// portrait scene, beside `iphone-15:landscape` in a landscape one; a storyboard is read upright.
    @Test func aDeviceNamedTwiceInTheScenesOrientationIsRefused() throws {
        let scene = "Samples/anchors/fixed-size.yaml", document = "Samples/interface-builder/sign-in.storyboard"
        let cases: [[String]] = [
            ["layout", scene, "--device", "iphone-15:portrait,iphone-15"],
            ["render", scene, "-o", "/dev/null", "--format", "png", "--device", "iphone-15,iphone-15:portrait"],
            ["check", "Samples/anchors", "--goldens", "Goldens/anchors", "--device", "iphone-15:portrait,iphone-15"],
            ["layout", "-", "--device", "iphone-15,iphone-15:landscape"],
            ["layout", document, "--device", "retina6_12,retina6_12:portrait"],
            ["render", document, "-o", "/dev/null", "--format", "png", "--device", "retina6_12:portrait,retina6_12"],
        ]
        for arguments in cases {
            let result = try strut(arguments, input: "canvas: { orientation: landscape }\nroot: {}\n")
            #expect(result.status == 2 && result.err.contains("are one in this"), "\(arguments): \(result.err)")
        }
        let both = try strut(["layout", scene, "--device", "iphone-15,iphone-15:landscape"])
        #expect(both.status == 0, "the scene's portrait and its landscape: \(both.err)")
    }
}

/// A flag shared with a thread.
final class Atomic<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
