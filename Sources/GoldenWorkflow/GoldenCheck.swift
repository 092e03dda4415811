import AnimatedRendering
import CairoRendering
import Dispatch
import Foundation
import GoldenImages
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// `strut check`'s work: every scene under a folder drawn and compared with its golden image,
/// each snapshot's outcome a ``GoldenOutcome``. Failures' artifacts (and goldens, when
/// recording) are written as they are found; printing and the reports are the caller's.
package struct GoldenCheck: Sendable {
    package var options: GoldenCheckOptions

    package init(_ options: GoldenCheckOptions) {
        self.options = options
    }

    /// The largest area (pixels) two images of different sizes are decoded and compared over, for
    /// a failure's artifacts; larger, the failure is said from the sizes alone.
    package static let largestMismatchDecoded = 16_000_000

    /// The frames an animation is checked through.
    package static let filmstripFrames = 6

    /// Every scene file under the samples, relative to them, sorted.
    ///
    /// - Throws: ``GoldenCheckError`` when the samples are not a folder of scenes, two scenes
    ///   would share a golden, or the goldens folder is missing (unless recording).
    package func sceneFiles() throws(GoldenCheckError) -> [String] {
        let samples = options.samples
        var directory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: samples, isDirectory: &directory), directory.boolValue else {
            throw GoldenCheckError("'\(samples)' is not a folder of scenes")
        }
        // A symbolic link to the folder is followed (the enumerator would not go into it).
        let folder = URL(fileURLWithPath: samples).resolvingSymlinksInPath().path
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { [".yaml", ".yml", ".json", ".storyboard", ".xib"].contains(where: $0.hasSuffix) }
        guard !found.isEmpty else { throw GoldenCheckError("no scene files (.yaml, .yml, .json, .storyboard, .xib) under '\(samples)'") }
        var stems: [String: String] = [:]
        for scene in found.sorted() {
            let stem = (scene as NSString).deletingPathExtension
            if let other = stems[stem] {
                throw GoldenCheckError("'\(other.onOneLine)' and '\(scene.onOneLine)' would share the golden '\(stem.onOneLine).png'; rename one of them")
            }
            stems[stem] = scene
        }
        if let shared = sharedGolden(among: found.sorted()) { throw GoldenCheckError(shared) }
        var goldensFolder: ObjCBool = false
        if !options.recording, !FileManager.default.fileExists(atPath: options.goldens, isDirectory: &goldensFolder) || !goldensFolder.boolValue {
            throw GoldenCheckError("the goldens folder '\(options.goldens)' does not exist (give --record to create it)")
        }
        return found.sorted()
    }

    /// The scenes of shard `index` of `count` (1-based): every `count`-th of them sorted by
    /// path, from the `index`-th (``CheckShard/scenes(of:)``).
    package static func shard(_ scenes: [String], index: Int, count: Int) -> [String] {
        CheckShard(index: index, count: count).scenes(of: scenes)
    }

    /// Checks the scenes, ``GoldenCheckOptions/jobs`` at a time, keeping the outcomes in the
    /// scenes' order: each scene's drawings, then each of its animations through a filmstrip.
    ///
    /// - Parameter progress: told as each scene is done, from the thread that checked it.
    package func run(_ scenes: [String], progress: @escaping @Sendable () -> Void = {}) -> [GoldenOutcome] {
        runByScene(scenes, progress: progress).flatMap { $0 }
    }

    /// ``run(_:progress:)``'s outcomes, one list for each scene, in the scenes' order.
    package func runByScene(_ scenes: [String], progress: @escaping @Sendable () -> Void = {}) -> [[GoldenOutcome]] {
        let collector = OutcomeCollector(count: scenes.count, progress: progress)
        let queue = DispatchQueue(label: "strut.check", attributes: .concurrent)
        let group = DispatchGroup(), slots = DispatchSemaphore(value: options.jobs)
        let check = self
        for (index, scene) in scenes.enumerated() {
            slots.wait()
            queue.async(group: group) {
                collector.set(index, check.checkScene(scene))
                slots.signal()
            }
        }
        group.wait()
        return collector.outcomesByScene
    }

    /// The scene's outcomes: its base drawing, each state, on each device asked for, then each
    /// animation through a filmstrip (against the golden `NAME.ANIMATION.png`).
    package func checkScene(_ scene: String) -> [GoldenOutcome] {
        let path = (options.samples as NSString).appendingPathComponent(scene)
        let stem = (scene as NSString).deletingPathExtension
        let inputs: [InputScene], warnings: [String], planned: [Snapshot]
        do {
            _ = try Self.file(in: options.goldens, stem: stem, suffix: ".png")
        } catch {
            return [GoldenOutcome(scene: scene, status: .badInput("\(path.onOneLine):1:1: \(error)"), stem: stem)]
        }
        do {
            (inputs, warnings) = try read(path)
        } catch {
            return [GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)]
        }
        do throws(SceneError) {
            let isDocument = inputs.count > 1 || inputs[0].interfaceBuilder != nil
            planned = try snapshots(scene, path: path, document: isDocument ? nil : inputs[0].document)
            if let shared = Self.sharedGolden(planned) {
                throw SceneError(shared.message, at: shared.second.location ?? SourceLocation(file: path, line: 1, column: 1))
            }
        } catch {
            var outcome = GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)
            outcome.warnings = warnings
            return [outcome]
        }
        var outcomes: [GoldenOutcome] = []
        for snapshot in planned {
            var outcome: GoldenOutcome
            if let animation = snapshot.animation {
                outcome = check(snapshot.title, stem: snapshot.stem) { try renderFilmstripForCheck(path, animation) }
            } else {
                let recorder = ProblemRecorder(), layouts = SnapshotLayouts()
                var read: [String] = []
                let failOn = options.failOn
                let fails = { recorder.problems.contains { failOn.contains($0.kind) } }
                outcome = check(snapshot.title, stem: snapshot.stem, layout: { layouts.record }, failsOnProblems: fails) {
                    try renderForCheck(
                        path, inputs, state: snapshot.state, variation: snapshot.variation, recorder: recorder, layouts: layouts, warnings: &read)
                }
                outcome.warnings = (outcomes.isEmpty ? warnings : []) + read
                outcome.problems = recorder.problems
            }
            outcome.file = path
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The scenes of a path, and what reading a document warned of, in its words.
    func read(_ path: String, device: Device? = nil, landscape: Bool = false) throws(SceneError) -> (scenes: [InputScene], warnings: [String]) {
        let text = try SceneInput.read(path, regularFileOnly: .check)
        let inputs = try SceneInput.scenes(text: text, path: path, device: device, landscape: landscape, runtime: options.runtime)
        return (inputs, SceneInput.distinct(inputs.compactMap(\.interfaceBuilder).flatMap(\.warnings)).map { "warning: \($0)" })
    }

    /// The states asked for that the scene has (nil is the base scene); every state when none
    /// is asked for.
    func selectedStates(_ document: SceneDocument) -> [String?] {
        let names = document.states.map(\.name.value)
        guard let asked = options.states else { return [nil] + names }
        return asked.compactMap { $0 == "base" ? .some(nil) : names.contains($0) ? .some($0) : nil }
    }

    /// Renders one drawing and compares it with its golden, writing artifacts or the golden.
    ///
    /// - Parameters:
    ///   - layout: the drawing's layout as `strut layout --json` writes it and its constraints,
    ///     asked for after `render` and only when a golden is recorded (written beside it as
    ///     `STEM.json` and `STEM.constraints.txt`) or a drawing fails (compared with those files:
    ///     what moved, and which constraints changed).
    ///   - failsOnProblems: tells, once the scene is drawn, whether its problems fail the
    ///     snapshot though its drawing matches: the report then shows that drawing beside them.
    func check(
        _ scene: String, stem: String, layout: () -> RecordedLayout? = { nil }, failsOnProblems: () -> Bool = { false }, render: () throws -> RGBAImage
    ) -> GoldenOutcome {
        let golden: String
        let actual: RGBAImage
        do {
            golden = try Self.file(in: options.goldens, stem: stem, suffix: ".png")
            actual = try render()
        } catch let error as SceneError {
            return GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("\(scene): \(error)"), stem: stem)
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            if options.recording { return store(actual, layout(), golden, scene, stem, status: .recorded("no golden: recorded \(golden)")) }
            var new = Comparison(scene: scene, stem: stem, message: "no golden at \(golden)", actual: actual)
            new.layout = layout()
            return failure(new)
        }
        let expected: RGBAImage
        do {
            // A FIFO or a device in a golden's place would block the check, or never end.
            try Self.refuseUnlessRegularFile(golden)
            // The golden's size from its header first: one of another size fails, and is decoded
            // for the artifacts only when both fit in a small area (a few hundred KB can decode to
            // 100 megapixels, and the diff of two sizes is as large as both together).
            let bytes = try PNG.readBytes(contentsOf: golden)
            let size = try PNG.size(of: bytes)
            let padded = max(size.0, actual.width) * max(size.1, actual.height)
            guard size == (actual.width, actual.height) || padded <= Self.largestMismatchDecoded else {
                let mismatch = ImageComparison.sizeMismatch(expected: size, actual: (actual.width, actual.height))
                if options.record == .all { return store(actual, layout(), golden, scene, stem, status: .recorded("\(mismatch): recorded \(golden)")) }
                var resized = Comparison(scene: scene, stem: stem, message: mismatch, actual: actual)
                resized.layout = layout()
                return failure(resized)
            }
            expected = try PNG.decode(bytes)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("\(golden): \(error)"), stem: stem)
        }
        let result = ImageComparison.compare(expected, actual, options: options.comparison)
        if result.matches {
            var passed = GoldenOutcome(scene: scene, status: .passed, stem: stem)
            let failsOnProblems = failsOnProblems()
            if options.reportsAll || options.reportsFailures && failsOnProblems {
                passed.reportEntry = HTMLReport.Entry(name: scene, summary: "matches", expectedPNG: nil, actualPNG: try? PNG.encode(actual), diffPNG: nil)
            }
            // A results folder keeps the drawing a problem fails, for the merged report's entry.
            if options.keepsProblemDrawings && failsOnProblems, let path = try? Self.file(in: options.artifacts, stem: stem, suffix: ".actual.png") {
                if (try? writePNG(actual, to: path)) != nil { passed.artifactPaths = [path] }
            }
            return passed
        }
        if options.recording { return store(actual, layout(), golden, scene, stem, status: .recorded("\(result.summary): recorded \(golden)")) }
        var failed = Comparison(scene: scene, stem: stem, message: result.summary, expected: expected, actual: actual, diff: result.diff)
        failed.differentPixels = result.differentPixels
        failed.layout = layout()
        return failure(failed)
    }

    /// Writes a golden, and its layout and constraints beside it (`STEM.json`,
    /// `STEM.constraints.txt`) when the drawing has them.
    private func store(_ image: RGBAImage, _ layout: RecordedLayout?, _ golden: String, _ scene: String, _ stem: String, status: GoldenOutcome.Status) -> GoldenOutcome {
        do {
            try writePNG(image, to: golden, compression: .small)
            if let layout {
                try writeAtomically(Array((layout.json + "\n").utf8), to: try Self.file(in: options.goldens, stem: stem, suffix: ".json"))
                try writeAtomically(Array(layout.constraintsText.utf8), to: try Self.file(in: options.goldens, stem: stem, suffix: ".constraints.txt"))
            }
            return GoldenOutcome(scene: scene, status: status, stem: stem)
        } catch {
            return GoldenOutcome(scene: scene, status: .badInput("\(error)"), stem: stem)
        }
    }
}

/// A check that could not start: its message, for the command to print as bad input.
package struct GoldenCheckError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(_ description: String) { self.description = description }
}

/// Outcomes filled in from several threads, each scene's told to `progress` as it comes.
final class OutcomeCollector: @unchecked Sendable {
    private var slots: [[GoldenOutcome]?]
    private let progress: @Sendable () -> Void
    private let lock = NSLock()

    init(count: Int, progress: @escaping @Sendable () -> Void) {
        slots = Array(repeating: nil, count: count)
        self.progress = progress
    }

    func set(_ index: Int, _ outcome: [GoldenOutcome]) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = outcome
        progress()
    }

    /// Each scene's outcomes, in the scenes' order.
    var outcomesByScene: [[GoldenOutcome]] { lock.withLock { slots.map { $0 ?? [] } } }
}
