import ArgumentParser
import CairoRendering
import Foundation
import GoldenWorkflow
import Rendering
import SceneModel

/// `strut check SAMPLES --goldens GOLDENS [--record | --record-failed] [--report report.html] [--junit FILE]
/// [--state NAME,...] [--device D,...] [--fail-on KINDS] [--jobs N] [--shard i/n] [--results DIR]`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every scene under a folder and compare it with its golden image.",
        discussion: """
            Each SAMPLES/path/name.yaml is compared with GOLDENS/path/name.png; each of its states with name.state-STATE.png, each device given with --device with name.device-DEVICE.png (name.device-DEVICE-landscape.png for DEVICE:landscape), each combination of a scene file's vary: list with its own golden (name.theme-dark.direction-rightToLeft.png), and each animation, as a filmstrip, with name.ANIMATION.png. A difference writes name.expected.png, name.actual.png, name.diff.png and name.panels.png (expected | diff | actual) under --artifacts, and the HTML report (if asked) shows every failure side by side, as a diff and with a slider. --record writes the goldens that are missing or differ, --record-failed only those (review them before committing). --shard i/n checks every n-th scene by sorted path; without it, Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX (0-based) or GitLab's CI_NODE_TOTAL and CI_NODE_INDEX (1-based) choose the shard. --results DIR writes a self-describing results folder (every outcome, the failures' and new snapshots' images, the shard, strut's version and commit, the environment) that strut merge-reports joins with the other shards' and strut apply accepts. Exit status: 0 all match, 1 some differ or are missing (or --fail-on found what it names, or strut's fonts are missing), 2 bad input.

            Examples:
              strut check Samples --goldens Goldens
              strut check Samples --goldens Goldens --report report.html --jobs 2
              strut check Samples --goldens Goldens --shard 1/3 --junit junit.xml
              strut check Samples --goldens Goldens --shard 1/3 --results results-1
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
    @OptionGroup var failOn: CheckFailOnOptions
    @Option(help: "Where failure images go (default: artifacts, or DIR/artifacts with --results DIR).") var artifacts: String?
    @Option(parsing: .unconditional, help: "Scenes rendered at once.") var jobs: Int = 2
    @Option(help: "Check only shard i of n (1-based), e.g. 2/4, so CI machines can split a suite; wins over Bazel's and GitLab's shard variables.")
    var shard: String?
    @Option(help: "Write a results folder here: every outcome, the images of failures and new snapshots, the shard, strut's version and commit (for merge-reports and apply).")
    var results: String?
    @Option(help: "The environment tag written in the results (default: the system and processor, such as linux-x86_64); merged shards must share it.")
    var environment: String?
    @Option(help: "Annotations drawn: none, constraints or all (default: constraints; storyboards and xibs: none).") var annotate: AnnotationLevel?
    @Flag(help: "Lay storyboards and xibs out as the app does at run time: without placeholder constraints.") var runtime = false
    @OptionGroup var tolerance: ToleranceOptions

    func validate() throws {
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs is from 1 to 64") }
        if let shard { _ = try parseShard(shard) }
        if results != nil && artifacts != nil { throw ValidationError("--results keeps the failures' images in DIR/artifacts; leave out --artifacts") }
        if let environment, environment.isEmpty || environment.onOneLine != environment { throw ValidationError("--environment is a tag on one line, such as linux-x86_64") }
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

    /// The check asked for.
    var options: GoldenCheckOptions {
        var options = GoldenCheckOptions(samples: samples, goldens: goldens)
        options.record = record ? .all : recordFailed ? .failed : .never
        options.reportsFailures = report != nil
        options.reportsAll = reportAll
        options.artifacts = artifacts ?? results.map { ($0 as NSString).appendingPathComponent(CheckResults.artifactsFolder) } ?? "artifacts"
        options.states = state.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        options.devices = deviceNames
        options.annotate = annotate
        options.runtime = runtime
        options.comparison = tolerance.comparisonOptions
        options.jobs = jobs
        options.failOn = failOn.kinds
        options.keepsProblemDrawings = results != nil
        return options
    }

    func run() throws {
        BundledFonts.prepareInBackground()
        // Without strut's fonts every golden with text would differ, and --record would record
        // drawings made with the machine's fonts.
        if CIReport.warnIfFontsMissing() {
            printError("error: strut check needs strut's bundled fonts; install strut with scripts/install, or point STRUT_FONTS at Sources/CairoRendering/Fonts")
            throw ExitCode(1)
        }
        let check = GoldenCheck(options)
        var scenes: [String]
        do {
            scenes = try check.sceneFiles()
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        try refuseOverwritingInputs(scenes)
        let suite = scenes
        let (chosen, source) = try chosenShard()
        scenes = chosen.scenes(of: suite)
        if let results { try reportingErrors { () throws(GoldenCheckError) in try CheckResults.prepare(results) } }
        let progress = Progress(total: scenes.count)
        let outcomes = check.runByScene(scenes) { progress.advance() }
        progress.finish()
        if let results { try writeResults(outcomes, to: results, scenes: scenes, suite: suite, shard: chosen, source: source, check: check) }
        var summary = CheckSummary(outcomes.flatMap { $0 }, failOn: failOn.kinds)
        // A shard draws part of the suite: the others' goldens are not orphans (merge-reports finds them).
        if chosen == .whole && check.drawsEverySnapshot {
            summary.orphans = GoldenCheck.orphans(goldenStems: check.goldenStems(), outcomes: summary.outcomes, goldens: goldens)
        }
        summary.failsOnOrphans = failOn.orphans
        try finish(summary)
    }

    /// `--results DIR`: the run's outcomes, shard, strut and environment, and the goldens when
    /// every snapshot was drawn (for merge-reports to name orphans), after the images.
    private func writeResults(
        _ outcomes: [[GoldenOutcome]], to folder: String, scenes: [String], suite: [String], shard: CheckShard, source: String?, check: GoldenCheck
    ) throws {
        let producer = CheckResults.Producer(version: strutVersion, commit: buildCommit, environment: environment ?? CheckResults.Producer.defaultEnvironment)
        var written = CheckResults(
            outcomes, scenes: scenes, suite: suite, shard: shard, shardSource: source, options: check.options, failOn: failOn.kinds,
            producer: producer, folder: folder)
        written.failsOnOrphans = failOn.orphans
        written.goldenStems = check.drawsEverySnapshot ? check.goldenStems() : nil
        try reportingErrors { () throws(GoldenCheckError) in try written.write(to: folder) }
    }

    /// `--shard`, else the CI system's variables (Bazel's status file touched), else the whole suite.
    private func chosenShard() throws -> (CheckShard, String?) {
        if let shard {
            let (index, count) = try parseShard(shard)
            return (CheckShard(index: index, count: count), "--shard")
        }
        return try reportingErrors { () throws(GoldenCheckError) in
            guard let found = try EnvironmentShard.read(ProcessInfo.processInfo.environment) else { return (CheckShard.whole, nil) }
            try found.touchStatusFile()
            return (found.shard, found.source)
        }
    }

    /// The report, the JUnit file and the artifacts replace no scene or golden, and the report
    /// and the JUnit file are two files (`--junit` written over a golden or a scene lost it).
    private func refuseOverwritingInputs(_ scenes: [String]) throws {
        let outputs = [("the report", report), ("the JUnit file", junit)].compactMap { what, path in path.map { (what: what, path: $0) } }
        if !outputs.isEmpty { try refuseReplacingInputs(outputs, inputs: readFiles(scenes)) }
        // An artifact is named after its golden (name.actual.png): among the goldens it could
        // replace another scene's golden, and would be taken for one.
        for (what, folder) in [("goldens", goldens), ("samples", samples)] {
            if OutputPaths.isSameFile(options.artifacts, folder) {
                printError("error: the artifacts would be written among the \(what) in '\(folder)'; give --artifacts another folder")
                throw ExitCode(2)
            }
            if let results, OutputPaths.isSameFile(results, folder) {
                printError("error: the results would be written among the \(what) in '\(folder)'; give --results another folder")
                throw ExitCode(2)
            }
        }
    }

    private func parseShard(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard is i/n with 1 ≤ i ≤ n, such as 2/4")
        }
        return (parts[0], parts[1])
    }

    /// The files check reads: the scenes, and every PNG under the goldens.
    private func readFiles(_ scenes: [String]) -> [String] {
        let goldenFiles = (FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        return scenes.map { (samples as NSString).appendingPathComponent($0) } + goldenFiles.map { (goldens as NSString).appendingPathComponent($0) }
    }

    /// Prints the outcomes, writes the report and the JUnit file, and ends with the right status.
    private func finish(_ summary: CheckSummary) throws {
        let accept = "strut check \(shellQuoted(samples)) --goldens \(shellQuoted(goldens)) --record-failed"
        let apply = results.map { "strut apply \(shellQuoted($0)) --goldens \(shellQuoted(goldens))" }
        try reportCheck(summary, title: "strut check \(samples)", acceptCommand: accept, applyCommand: apply, report: report, junit: junit)
    }
}

/// A path as a shell reads it back: quoted unless it is only safe characters.
func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:,@".contains($0) }
    return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
