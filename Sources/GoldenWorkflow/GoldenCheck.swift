import AnimatedRendering
import ArgumentParser
import CairoRendering
import Dispatch
import Foundation
import GoldenImages
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// `strut check SAMPLES --goldens GOLDENS [--record | --record-failed] [--report report.html] [--junit FILE]
/// [--state NAME,...] [--device D,...] [--fail-on KINDS] [--jobs N] [--shard i/n]`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every scene under a folder and compare it with its golden image.",
        discussion: """
            Each SAMPLES/path/name.yaml is compared with GOLDENS/path/name.png; each of its states with name.state-STATE.png, each device given with --device with name.device-DEVICE.png (name.device-DEVICE-landscape.png for DEVICE:landscape), each combination of a scene file's vary: list with its own golden (name.theme-dark.direction-rightToLeft.png), and each animation, as a filmstrip, with name.ANIMATION.png. A difference writes name.expected.png, name.actual.png, name.diff.png and name.panels.png (expected | diff | actual) under --artifacts, and the HTML report (if asked) shows every failure side by side, as a diff and with a slider. --record writes the goldens that are missing or differ, --record-failed only those (review them before committing). Exit status: 0 all match, 1 some differ or are missing (or --fail-on found what it names, or strut's fonts are missing), 2 bad input.

            Examples:
              strut check Samples --goldens Goldens
              strut check Samples --goldens Goldens --report report.html --jobs 2
              strut check Samples --goldens Goldens --shard 1/3 --junit junit.xml
              strut check Samples/states --goldens Goldens/states --state base,off
              strut check Samples --goldens Goldens --fail-on conflicts,ambiguity
              strut check Samples --goldens Goldens --record-failed
            """)

    @Argument(help: "The folder of scenes.") var samples: String
    @Option(help: "The folder of golden PNGs, mirroring the scenes' paths.") var goldens: String
    @Flag(help: "Write missing and changed goldens instead of failing.") var record = false
    @Flag(help: "Write only the goldens that differ or are missing (what the report's failures show), leaving the others untouched.")
    var recordFailed = false
    @Option(help: "Write a self-contained HTML report of the failures here.") var report: String?
    @Flag(help: "Show every snapshot in the HTML report, not only the failures.") var reportAll = false
    @Option(help: "Write JUnit XML here: one test case per golden image.") var junit: String?
    @Option(help: "Check only these states (comma-separated; 'base' is the scene without one); animations are then left out.")
    var state: String?
    @Option(help: "Check the scenes on these devices (comma-separated; NAME:landscape turns one), each against its own golden NAME.device-DEVICE.png (NAME.device-DEVICE-landscape.png).")
    var device: String?
    @OptionGroup var failOn: FailOnOptions
    @Option(help: "Where failure images go.") var artifacts: String = "artifacts"
    @Option(parsing: .unconditional, help: "Scenes rendered at once.") var jobs: Int = 2
    @Option(help: "Check only shard i of n (1-based), e.g. 2/4, so CI machines can split a suite.") var shard: String?
    @Option(help: "Annotations drawn: none, constraints or all (default: constraints; storyboards and xibs: none).") var annotate: AnnotationLevel?
    @Flag(help: "Lay storyboards and xibs out as the app does at run time: without placeholder constraints.") var runtime = false
    @OptionGroup var tolerance: ToleranceOptions

    func validate() throws {
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs is from 1 to 64") }
        if let shard { _ = try parseShard(shard) }
        if record && recordFailed { throw ValidationError("--record writes every golden that differs or is missing, --record-failed the same ones; give one") }
        if reportAll && report == nil { throw ValidationError("--report-all needs --report FILE") }
        for name in deviceNames where OrientedDevice.named(name) == nil {
            let device = String(name.prefix { $0 != ":" })
            throw ValidationError(
                Device.named(device) == nil
                    ? "unknown device '\(device)'\(didYouMean(device, (Device.all + Device.interfaceBuilder).map(\.name)))" : OrientedDevice.unknown(name))
        }
        try VariationOptions.refuseRepeats(deviceNames, in: "--device", as: OrientedDevice.named)
    }

    /// `--device`'s names.
    /// An empty name is kept, to be refused as `layout` and `render` refuse it.
    var deviceNames: [String] {
        guard let device else { return [] }
        return device.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `--state`'s names; nil means every state (and the base scene).
    var stateNames: [String]? { state.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }

    /// Whether goldens are written (`--record` or `--record-failed`: the same ones, a failure's).
    var recording: Bool { record || recordFailed }

    func run() throws {
        BundledFonts.prepareInBackground()
        // Without strut's fonts every golden with text would differ, and --record would record
        // drawings made with the machine's fonts.
        if CIReport.warnIfFontsMissing() {
            printError("error: strut check needs strut's bundled fonts; install strut with scripts/install, or point STRUT_FONTS at Sources/CairoRendering/Fonts")
            throw ExitCode(1)
        }
        var scenes = try sceneFiles()
        try refuseOverwritingInputs(scenes)
        if let shard {
            let (index, count) = try parseShard(shard)
            scenes = scenes.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        let outcomes = checkAll(scenes)
        try finish(outcomes)
    }

    /// The report, the JUnit file and the artifacts replace no scene or golden, and the report
    /// and the JUnit file are two files (`--junit` written over a golden or a scene lost it).
    private func refuseOverwritingInputs(_ scenes: [String]) throws {
        let outputs = [("the report", report), ("the JUnit file", junit)].compactMap { what, path in path.map { (what: what, path: $0) } }
        if !outputs.isEmpty { try refuseReplacingInputs(outputs, inputs: readFiles(scenes)) }
        // An artifact is named after its golden (name.actual.png): among the goldens it could
        // replace another scene's golden, and would be taken for one.
        for (what, folder) in [("goldens", goldens), ("samples", samples)] where OutputPaths.isSameFile(artifacts, folder) {
            printError("error: the artifacts would be written among the \(what) in '\(folder)'; give --artifacts another folder")
            throw ExitCode(2)
        }
    }

    private func parseShard(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard is i/n with 1 ≤ i ≤ n, such as 2/4")
        }
        return (parts[0], parts[1])
    }

    /// Every scene file under SAMPLES, relative to it, sorted.
    private func sceneFiles() throws -> [String] {
        var directory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: samples, isDirectory: &directory), directory.boolValue else {
            printError("error: '\(samples)' is not a folder of scenes")
            throw ExitCode(2)
        }
        // A symbolic link to the folder is followed (the enumerator would not go into it).
        let folder = URL(fileURLWithPath: samples).resolvingSymlinksInPath().path
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { [".yaml", ".yml", ".json", ".storyboard", ".xib"].contains(where: $0.hasSuffix) }
        guard !found.isEmpty else {
            printError("error: no scene files (.yaml, .yml, .json, .storyboard, .xib) under '\(samples)'")
            throw ExitCode(2)
        }
        var stems: [String: String] = [:]
        for scene in found.sorted() {
            let stem = (scene as NSString).deletingPathExtension
            if let other = stems[stem] {
                printError("error: '\(other)' and '\(scene)' would share the golden '\(stem).png'; rename one of them")
                throw ExitCode(2)
            }
            stems[stem] = scene
        }
        var goldensFolder: ObjCBool = false
        if !recording, !FileManager.default.fileExists(atPath: goldens, isDirectory: &goldensFolder) || !goldensFolder.boolValue {
            printError("error: the goldens folder '\(goldens)' does not exist (give --record to create it)")
            throw ExitCode(2)
        }
        return found.sorted()
    }

    /// The files check reads: the scenes, and every PNG under the goldens.
    private func readFiles(_ scenes: [String]) -> [String] {
        let goldenFiles = (FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        return scenes.map { (samples as NSString).appendingPathComponent($0) } + goldenFiles.map { (goldens as NSString).appendingPathComponent($0) }
    }

    /// Checks the scenes, `jobs` at a time, keeping the outcomes in the scenes' order: each
    /// scene's drawing, then each of its animations through a filmstrip.
    private func checkAll(_ scenes: [String]) -> [GoldenOutcome] {
        let collector = OutcomeCollector(count: scenes.count)
        let queue = DispatchQueue(label: "strut.check", attributes: .concurrent)
        let group = DispatchGroup(), slots = DispatchSemaphore(value: jobs)
        let command = self
        for (index, scene) in scenes.enumerated() {
            slots.wait()
            queue.async(group: group) {
                collector.set(index, command.checkScene(scene))
                slots.signal()
            }
        }
        group.wait()
        return collector.finish()
    }

    /// The scene's outcomes: its base drawing, each state, on each device asked for, then each
    /// animation through a filmstrip (against the golden `NAME.ANIMATION.png`).
    private func checkScene(_ scene: String) -> [GoldenOutcome] {
        let path = (samples as NSString).appendingPathComponent(scene)
        let stem = (scene as NSString).deletingPathExtension
        let inputs: [InputScene]
        do {
            inputs = try SceneInput.scenes(path, runtime: runtime)
        } catch {
            return [GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)]
        }
        let isDocument = inputs.count > 1 || inputs[0].interfaceBuilder != nil
        let states: [String?] = isDocument ? [nil] : selectedStates(inputs[0].document)
        var matrix = isDocument ? VariationMatrix() : inputs[0].document.vary.map(VariationMatrix.init) ?? VariationMatrix()
        if !deviceNames.isEmpty { matrix.devices = deviceNames.map(OrientedDevice.named) }
        // `--device` replaces the device axis of `vary:`, so the cap is checked again here.
        do {
            try matrix.checkSize()
        } catch {
            return [GoldenOutcome(scene: scene, status: .badInput("\(path):1:1: \(error)"), stem: stem)]
        }
        var outcomes: [GoldenOutcome] = []
        for variation in matrix.combinations {
            for state in states {
                let golden = stem + (variation.device.map { ".device-\($0.fileName)" } ?? "") + variation.goldenSuffix + (state.map { ".state-\($0)" } ?? "")
                let title = scene + variation.arguments + (state.map { " --state \($0)" } ?? "")
                let recorder = ProblemRecorder()
                var outcome = check(title, stem: golden) {
                    try renderForCheck(path, inputs, state: state, variation: variation, recorder: recorder)
                }
                outcome.problems = recorder.problems
                outcome.file = path
                outcomes.append(outcome)
            }
        }
        guard state == nil, device == nil, !isDocument else { return outcomes }
        for name in inputs[0].document.animations.map(\.name.value) {
            var outcome = check("\(scene) --animate \(name)", stem: "\(stem).\(name)") { try renderFilmstripForCheck(path, name) }
            outcome.file = path
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The states `--state` asks for that the scene has (nil is the base scene); every state
    /// without it.
    private func selectedStates(_ document: SceneDocument) -> [String?] {
        let names = document.states.map(\.name.value)
        guard let asked = stateNames else { return [nil] + names }
        return asked.compactMap { $0 == "base" ? .some(nil) : names.contains($0) ? .some($0) : nil }
    }

    /// The largest area (pixels) two images of different sizes are decoded and compared over, for
    /// a failure's artifacts; larger, the failure is said from the sizes alone.
    static let largestMismatchDecoded = 16_000_000

    /// The frames an animation is checked through.
    static let filmstripFrames = 6

    /// Renders one drawing and compares it with its golden, writing artifacts or the golden.
    private func check(_ scene: String, stem: String, render: () throws -> RGBAImage) -> GoldenOutcome {
        let golden = (goldens as NSString).appendingPathComponent(stem + ".png")
        let actual: RGBAImage
        do {
            actual = try render()
        } catch let error as SceneError {
            return GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("\(scene): \(error)"), stem: stem)
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            if recording { return store(actual, golden, scene, stem, status: .recorded("no golden: recorded \(golden)")) }
            return failure(GoldenOutcome(scene: scene, status: .failed("no golden at \(golden)"), actual: actual, stem: stem))
        }
        let expected: RGBAImage
        do {
            // The golden's size from its header first: one of another size fails, and is decoded
            // for the artifacts only when both fit in a small area (a few hundred KB can decode to
            // 100 megapixels, and the diff of two sizes is as large as both together).
            let bytes = try PNG.readBytes(contentsOf: golden)
            let size = try PNG.size(of: bytes)
            let padded = max(size.0, actual.width) * max(size.1, actual.height)
            guard size == (actual.width, actual.height) || padded <= Self.largestMismatchDecoded else {
                let mismatch = ImageComparison.sizeMismatch(expected: size, actual: (actual.width, actual.height))
                if record { return store(actual, golden, scene, stem, status: .recorded("\(mismatch): recorded \(golden)")) }
                return failure(GoldenOutcome(scene: scene, status: .failed(mismatch), actual: actual, stem: stem))
            }
            expected = try PNG.decode(bytes)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("\(golden): \(error)"), stem: stem)
        }
        let result = ImageComparison.compare(expected, actual, options: tolerance.comparisonOptions)
        if result.matches {
            var passed = GoldenOutcome(scene: scene, status: .passed, stem: stem)
            if reportAll { passed.reportEntry = HTMLReport.Entry(name: scene, summary: "matches", expectedPNG: nil, actualPNG: try? PNG.encode(actual), diffPNG: nil) }
            return passed
        }
        if recording { return store(actual, golden, scene, stem, status: .recorded("\(result.summary): recorded \(golden)")) }
        var failed = GoldenOutcome(scene: scene, status: .failed(result.summary), expected: expected, actual: actual, diff: result.diff, stem: stem)
        failed.differentPixels = result.differentPixels
        return failure(failed)
    }

    /// A failure's images written out as soon as it is found (its artifacts, and the report's
    /// PNGs when a report is asked for), and let go: a run with many failures holds no images.
    private func failure(_ found: GoldenOutcome) -> GoldenOutcome {
        guard case .failed(let message) = found.status else { return found }
        var outcome = GoldenOutcome(scene: found.scene, status: found.status, stem: found.stem)
        do {
            outcome.artifactPaths = try writeArtifacts(found)
        } catch {
            return GoldenOutcome(scene: found.scene, status: .badInput("cannot write the artifacts of \(found.scene): \(error)"), stem: found.stem)
        }
        outcome.differentPixels = found.differentPixels
        if report != nil { outcome.reportEntry = reportEntry(found, message) }
        return outcome
    }

    private func store(_ image: RGBAImage, _ golden: String, _ scene: String, _ stem: String, status: GoldenOutcome.Status) -> GoldenOutcome {
        do {
            try writePNG(image, to: golden, compression: .small)
            return GoldenOutcome(scene: scene, status: status, stem: stem)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("cannot write \(golden)"), stem: stem)
        }
    }

    /// An animation's filmstrip, its ends annotated as `--annotate` says.
    private func renderFilmstripForCheck(_ path: String, _ name: String) throws -> RGBAImage {
        let document = try SceneInput.document(path)
        let input = try AnimationInput.load(document, animation: name)
        let options = RenderOptions(scale: document.canvas.scale, annotate: annotate ?? .constraints, padding: 16)
        var panels: [RenderScene] = []
        for scene in input.scenes { panels.append(try SceneStyles.renderScene(scene, label: nil)) }
        let measure = prepareRender([panels[0]], options: options).measure
        let animated = AnimatedScene(scenes: panels, timeline: input.timeline, renderer: Renderer(options: options), measure: measure)
        let frames = AnimationOutput(animated: animated, options: options).filmstrip(count: Self.filmstripFrames, annotate: annotate ?? .constraints)
        return try PNG.decode(render(frames, options: options, format: .png))
    }

    /// A scene file in a state and a variation, or every scene of a storyboard or xib side by
    /// side; the scenes laid out are told to `recorder`.
    private func renderForCheck(
        _ path: String, _ inputs: [InputScene], state: String?, variation: Variation, recorder: ProblemRecorder
    ) throws -> RGBAImage {
        let device = variation.device
        let load: ScenePanels.Loader = { document, state, device throws(SceneError) in
            let loaded = try SceneLoader.load(document, state: state, device: device)
            recorder.record(loaded)
            return loaded
        }
        let inputs = device == nil ? inputs : try SceneInput.scenes(path, device: device?.device, landscape: device?.landscape ?? false, runtime: runtime)
        let scenes: [RenderScene]
        if state == nil && variation == Variation() {
            scenes = try SceneStyles.panels(inputs, load: load)
        } else {
            scenes = try ScenePanels.make(inputs, variations: VariationMatrix(variation), state: state, file: path, load: load)
        }
        let options = RenderOptions(
            scale: inputs[0].document.canvas.scale, theme: variation.theme ?? .light, annotate: annotate ?? SceneStyles.defaultAnnotation(path: path), padding: 16)
        return try PNG.decode(render(scenes, options: options, format: .png))
    }

    /// Prints the outcomes, writes the report and the JUnit file, and ends with the right status.
    private func finish(_ outcomes: [GoldenOutcome]) throws {
        var reportEntries: [HTMLReport.Entry] = [], snapshots: [HTMLReport.Entry] = []
        for outcome in outcomes {
            switch outcome.status {
            case .passed: if let entry = outcome.reportEntry { snapshots.append(entry) }
            case .recorded(let message): try printOutput("recorded  \(outcome.scene): \(message)")
            case .badInput(let message):
                printError("error: \(message)")
                CIReport.annotate("error", file: outcome.file, line: nil, message)
            case .failed(let message):
                let paths = outcome.artifactPaths
                try printOutput("FAILED    \(outcome.scene): \(message)\n          \(paths.joined(separator: "\n          "))")
                CIReport.annotate("error", file: outcome.file, line: nil, "\(outcome.scene): the drawing differs from its golden: \(message)")
                if let entry = outcome.reportEntry { reportEntries.append(entry) }
            }
        }
        // A scene's problem is told once, though every state and device drawn may have it.
        var seen: Set<SceneProblem> = []
        let problems = outcomes.flatMap(\.problems).filter { seen.insert($0).inserted }
        for problem in problems where failOn.kinds.contains(problem.kind) {
            printError("\(problem.file)\(problem.line.map { ":\($0)" } ?? ""): \(problem.kind.rawValue): \(problem.message)")
        }
        CIReport.annotate(problems, failing: failOn.kinds)
        let failed = outcomes.filter { if case .failed = $0.status { return true } else { return false } }.count
        let bad = outcomes.filter { if case .badInput = $0.status { return true } else { return false } }.count
        let passed = outcomes.count - failed - bad
        if let report {
            var page = HTMLReport(title: "strut check \(samples)", passed: passed, failures: reportEntries)
            page.snapshots = snapshots
            page.acceptCommand = "strut check \(shellQuoted(samples)) --goldens \(shellQuoted(goldens)) --record-failed"
            try write(page.html, to: report)
        }
        if let junit { try write(JUnitReport.xml(outcomes.map(\.testCase), name: "strut check \(samples)"), to: junit) }
        let problemFailures = problems.filter { failOn.kinds.contains($0.kind) }.count
        try printOutput(
            "\(passed) passed, \(failed) failed" + (bad > 0 ? ", \(bad) bad input" : "")
                + (problemFailures > 0 ? ", \(problemFailures) \(failOn.kinds.map(\.rawValue).sorted().joined(separator: " or "))" : ""))
        if bad > 0 { throw ExitCode(2) }
        if failed > 0 || problemFailures > 0 { throw ExitCode(1) }
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    private func writeArtifacts(_ outcome: GoldenOutcome) throws -> [String] {
        let stem = (artifacts as NSString).appendingPathComponent(outcome.stem)
        var written: [String] = []
        for (suffix, image) in [("expected", outcome.expected), ("actual", outcome.actual), ("diff", outcome.diff)] {
            guard let image else { continue }
            try writePNG(image, to: "\(stem).\(suffix).png")
            written.append("\(stem).\(suffix).png")
        }
        if let e = outcome.expected, let a = outcome.actual, let d = outcome.diff {
            try writePNG(RGBAImage.sideBySide([e, d, a]), to: "\(stem).panels.png")
            written.append("\(stem).panels.png")
        }
        return written
    }

    private func reportEntry(_ outcome: GoldenOutcome, _ message: String) -> HTMLReport.Entry {
        func png(_ image: RGBAImage?) -> [UInt8]? { image.flatMap { try? PNG.encode($0) } }
        return HTMLReport.Entry(
            name: outcome.scene, summary: message, expectedPNG: png(outcome.expected), actualPNG: png(outcome.actual),
            diffPNG: png(outcome.diff))
    }
}

/// Outcomes filled in from several threads, with the progress bar.
final class OutcomeCollector: @unchecked Sendable {
    private var outcomes: [[GoldenOutcome]?]
    private var progress: Progress
    private let lock = NSLock()

    init(count: Int) {
        outcomes = Array(repeating: nil, count: count)
        progress = Progress(total: count)
    }

    func set(_ index: Int, _ outcome: [GoldenOutcome]) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        progress.advance()
    }

    func finish() -> [GoldenOutcome] {
        progress.finish()
        return outcomes.compactMap { $0 }.flatMap { $0 }
    }
}

/// What checking one scene came to.
struct GoldenOutcome: Sendable {
    enum Status: Sendable {
        case passed
        case failed(String)
        case recorded(String)
        case badInput(String)
    }

    /// The scene's path under the samples, and for an animation its name: `a/b.yaml --animate onOff`.
    var scene: String
    var status: Status
    var expected: RGBAImage? = nil
    var actual: RGBAImage? = nil
    var diff: RGBAImage? = nil
    /// The golden's path without `.png`, relative to the goldens (artifacts go by it too).
    var stem: String = ""
    /// A failure's artifacts, written when it was found.
    var artifactPaths: [String] = []
    /// A failure's entry in the HTML report (compressed PNGs), when a report is asked for, or a
    /// snapshot's with `--report-all`.
    var reportEntry: HTMLReport.Entry? = nil
    /// The pixels that differ, for a failure with both images.
    var differentPixels: Int? = nil
    /// The scene file, as given on the command line.
    var file: String? = nil
    /// What the scene's layouts found, for `--fail-on` and workflow commands.
    var problems: [SceneProblem] = []

    /// The outcome as a JUnit test case.
    var testCase: JUnitReport.TestCase {
        let result: JUnitReport.TestCase.Result
        switch status {
        case .passed, .recorded: result = .passed
        case .badInput(let message): result = .error(message)
        case .failed(let message):
            let diff = artifactPaths.first { $0.hasSuffix(".diff.png") }
            let pixels = differentPixels.map { "\($0) pixels differ" } ?? message
            result = .failed(message: message, details: pixels + (diff.map { "; diff image: \($0)" } ?? ""))
        }
        return JUnitReport.TestCase(name: scene, file: file ?? scene, result: result)
    }
}

/// The scenes a check laid out, told from the thread that loads them.
final class ProblemRecorder: @unchecked Sendable {
    private(set) var problems: [SceneProblem] = []

    func record(_ scene: LoadedScene) { problems += SceneProblem.all(in: scene) }
}

/// A path as a shell reads it back: quoted unless it is only safe characters.
func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:,@".contains($0) }
    return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
