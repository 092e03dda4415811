import ArgumentParser
import AutoLayout
import CairoRendering
import InterfaceBuilder
import SceneFile
import SceneModel
import StrutPipeline

/// `strut layout SCENE... [--state NAME] [--json]`
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve scenes and print their frames and diagnostics, without drawing.",
        discussion: """
            The table shows each view's frame in its superview's coordinates (as UIKit's `frame`), each guide's layout frame, then conflicts in UIKit's words and ambiguity in Xcode's. --json prints the contract's JSON object (one per scene; an array for several).

            Examples:
              strut layout Samples/anchors/margins-leading.yaml
              strut layout Samples/states/two-view-switch.yaml --state all --json
              cat Samples/anchors/fixed-size.yaml | strut layout -
              strut layout Samples/interface-builder/contact-cell.xib --json
              strut layout Samples/animations/pulse.yaml --animate viewPulse --at 0.1
              strut layout Samples/diagnostics/conflict.yaml --fail-on conflicts,ambiguity
            """)

    @Argument(help: "Scene files (YAML or JSON), storyboards or xibs; '-' reads a scene file from standard input.")
    var scenes: [String]

    @Option(help: "Apply this state of the scene before solving; 'all' for the base scene and every state.")
    var state: String?

    @Option(help: "Of a storyboard or xib, only this scene (an id, storyboard identifier or title).")
    var scene: String?

    @Option(help: "Lay the scene out on this device (iphone-se, iphone-8, iphone-15, ipad, or Interface Builder's: retina4_7, retina6_12, ...); NAME:landscape or NAME:portrait turns it; comma-separated, once on each.")
    var device: String?

    @Option(
        name: .customLong("direction"),
        help: "Lay scene files out leftToRight or rightToLeft (ltr, rtl) instead of their canvas's direction; comma-separated, once in each.")
    var directionList: String?

    mutating func validate() throws {
        try failOn.refuseAudit(in: "layout")
        if animate != nil {
            if scenes.count != 1 { throw ValidationError("--animate lays out one scene file") }
            if state != nil || savedFrames { throw ValidationError("--animate plays the animation's own states; leave out --state and --saved-frames") }
        } else if at != nil {
            throw ValidationError("--at needs --animate NAME")
        }
        if animate != nil, matrix.isMatrix {
            throw ValidationError("--animate lays out on one device, at one content size and in one direction")
        }
        for name in deviceNames where OrientedDevice.named(name) == nil { throw ValidationError(OrientedDevice.unknown(name)) }
        try VariationOptions.refuseRepeats(deviceNames, in: "--device", as: OrientedDevice.named)
        try VariationOptions.checkDirections(directionList)
        try matrix.checkSizeOfOptions()
    }

    @Flag(help: "Measure the labels of storyboards and xibs with strut's fonts instead of their saved frames.")
    var measureText = false

    @Flag(help: "Lay storyboards and xibs out as the app does at run time: without the placeholder constraints Xcode's canvas keeps.")
    var runtime = false

    @Flag(help: "Compare every view's frame with the one the storyboard or xib saved; exit 1 if any differs by over 0.5 pt.")
    var savedFrames = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Play this animation of the scene and print the views where it has them at --at.")
    var animate: String?

    @Option(help: "With --animate: the time, in seconds from the animation's start (delay included; default 0).")
    var at: Double?

    @OptionGroup var failOn: FailOnOptions

    @OptionGroup var contentSize: ContentSizeOption

    /// `--device`'s names.
    var deviceNames: [String] { VariationOptions.names(device).compactMap { $0 } }

    /// `--device` with its orientation, when one is given.
    var shownOn: OrientedDevice? { deviceNames.first.flatMap(OrientedDevice.named) }

    /// Every device, content size and direction asked for: each combination is laid out and
    /// printed, named by its `"variation"` when there are several.
    var matrix: VariationMatrix {
        VariationMatrix(
            devices: deviceNames.isEmpty ? [nil] : deviceNames.map(OrientedDevice.named), contentSizes: contentSize.categories,
            directions: VariationOptions.names(directionList).map { $0.flatMap(LayoutDirection.init(named:)) })
    }

    func run() throws {
        BundledFonts.prepareInBackground()
        let fontsMissing = CIReport.warnIfFontsMissing()
        if let animate {
            let path = scenes[0]
            let input = try reportingErrors { () throws(SceneError) in
                var document = try SceneInput.document(path)
                if let category = contentSize.categories[0] { document.canvas.contentSize = category }
                document = (matrix.combinations.first ?? Variation()).applied(to: document)
                let input = try AnimationInput.load(document, animation: animate, device: shownOn?.device)
                try AnimationInput.checkTime(at ?? 0, input.timeline, file: document.file)
                return input
            }
            try printOutput(json ? AnimationReport.json(input, at: at ?? 0) : AnimationReport.table(input, at: at ?? 0))
            return
        }
        var outputs: [String] = []
        var differences = 0
        var problems: [SceneProblem] = []
        let progress = Progress(total: scenes.count)
        for path in scenes {
            let jobs = try reportingErrors { () throws(SceneError) in try self.jobs(path) }
            let laidOut = try reportingErrors { () throws(SceneError) in try layOut(jobs) }
            for (job, loaded) in zip(jobs, laidOut) {
                let (variation, name) = (job.variation, job.state)
                let label = state == "all" ? name ?? "base" : nil
                try reportingErrors { () throws(SceneError) in try SceneStyles.checkColors(loaded) }
                problems += SceneProblem.all(in: loaded)
                let named = matrix.isMatrix ? variation : nil
                if savedFrames, let document = job.interfaceBuilder {
                    let report = SavedFramesReport(
                        scene: loaded, document: document, variation: named.map { (matrix.caption($0).joined(separator: " · "), $0) })
                    differences += report.differing.count
                    outputs.append(json ? report.json : report.text)
                } else if json {
                    outputs.append(LayoutReport.json(loaded.solvedLayout, job.interfaceBuilder, state: label, variation: named))
                } else {
                    let caption = named.map { matrix.caption($0).joined(separator: " · ") }
                    outputs.append(LayoutReport.table(loaded, job.interfaceBuilder, state: label, variation: caption))
                }
                KeptUntilExit.keep(loaded)
            }
            progress.advance()
        }
        progress.finish()
        if json && outputs.count > 1 {
            try printOutput(JSONValue.list(outputs))
        } else {
            try printOutput(outputs.count == 1 ? outputs[0] : outputs.joined(separator: "\n"))
        }
        CIReport.annotate(problems, failing: failOn.kinds)
        if differences > 0 || failOn.fails(problems) || fontsMissing && !failOn.kinds.isEmpty { throw ExitCode(1) }
    }
}

extension LayoutCommand {
    /// Lays each combination and state out: a scene file's on every core at once (each solves a
    /// scene of its own, as `render`'s do), a storyboard's or xib's one after another. The
    /// results, and the error reported, are those of laying them out in order.
    ///
    /// A scene file's document is let go once the last of its jobs has built its scene: the
    /// table and the JSON read only the file, title, canvas and states, and the views' lines.
    func layOut(_ jobs: [LayoutJob]) throws(SceneError) -> [LoadedScene] {
        let concurrently = jobs.count > 1 && jobs.allSatisfy { $0.interfaceBuilder == nil }
        return try ParallelLayouts.map(jobs.count, concurrently: concurrently) { i throws(SceneError) in
            let job = jobs[i]
            let isSceneFile = job.interfaceBuilder == nil
            let document = isSceneFile ? job.variation.applied(to: job.document.take()) : job.document.take()
            // A document was read for its device: its canvas is the one read.
            let loaded = try SceneLoader.load(
                consume document, state: job.state, device: isSceneFile ? job.variation.device?.device : nil, keepingDocument: !isSceneFile)
            // The table prints frames and problems, never the list of constraints.
            loaded.listsConstraints = json || savedFrames
            // The value (and its ambiguity questions) is made on the thread that laid it out.
            _ = loaded.solvedLayout
            return loaded
        }
    }

    /// Every combination and state of a path to lay out, each scene's document shared by its
    /// jobs and held by them alone.
    func jobs(_ path: String) throws(SceneError) -> [LayoutJob] {
        var jobs: [LayoutJob] = []
        for (variation, input) in try entries(path) {
            let states: [String?] = state == "all" ? [nil] + input.document.states.map(\.name.value) : [state]
            let document = HandedOverDocument(input.document, readers: states.count)
            jobs += states.map { LayoutJob(variation: variation, interfaceBuilder: input.interfaceBuilder, state: $0, document: document) }
        }
        return jobs
    }

    /// What a path lays out: a scene file in every combination asked for; a storyboard's or
    /// xib's scenes on the one device asked for, or its scene read for each device and content
    /// size (``DocumentVariations``). A document keeps its own direction.
    func entries(_ path: String) throws(SceneError) -> [(variation: Variation, input: InputScene)] {
        if InterfaceBuilderDocument.isDocument(path) {
            try ScenePanels.refuseVariations(matrix, file: SceneInput.displayName(path))
            if DocumentVariations.isMatrix(matrix) {
                return try DocumentVariations.inputs(path: path, scene: scene, measureText: measureText, runtime: runtime, matrix: matrix)
            }
        }
        let inputs = try SceneInput.scenes(
            path, scene: scene, measureText: measureText, device: shownOn?.device, landscape: shownOn?.landscape ?? false, runtime: runtime)
        var entries: [(variation: Variation, input: InputScene)] = []
        for input in inputs {
            guard input.interfaceBuilder == nil else {
                entries.append((Variation(), input))
                continue
            }
            try matrix.refuseRepeatedDevices(sceneLandscape: input.document.canvas.landscape, file: SceneInput.displayName(path))
            entries += matrix.combinations.map { ($0, input) }
        }
        return entries
    }
}
