import ArgumentParser
import AutoLayout
import CairoRendering
import Foundation
import InterfaceBuilder
import LayoutValues
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// `strut render SCENE... [-o OUT] [--format png|svg|pdf] [--state NAME|all] [--device D,...] …`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out scenes and draw them, with their constraints drawn the way Interface Builder does.",
        discussion: """
            The format comes from --format, else from the output's extension, else PNG. --animate plays one of the scene's animations: to an animated SVG (the default), GIF or WebP, or to a still with --at T (one frame) or --filmstrip N (N frames side by side). With one scene, -o names the file ('-' writes to standard output); with several, -o names a directory. Without -o each scene is written as NAME.FORMAT in the current directory. A failed render leaves no file behind.

            Examples:
              strut render Samples/guides/centered-buttons-anchors.yaml -o buttons.png
              strut render Samples/states/slider-square.yaml --state all -o states.svg
              strut render Samples/devices/safe-area.yaml --device iphone-se,ipad -o d.pdf
              strut render Samples/devices/safe-area.yaml --device ipad:landscape
              strut render Samples/dynamic-type/login.yaml --content-size xSmall,xxxLarge
              strut render Samples/dynamic-type/login.yaml --theme light,dark
              strut render Samples/vfl/*.yaml -o out/ --scale 1
              strut render Samples/interface-builder/contact-cell.xib -o cell.png
              strut render Samples/animations/pulse.yaml --animate layerPulse -o p.svg
              strut render Samples/animations/stack-hide.yaml --animate hideRow -o h.gif
              strut render Samples/animations/spring.yaml --animate bounce --at 0.2
              strut render Samples/animations/spring.yaml --animate bounce --filmstrip 6
            """)

    @Argument(help: "Scene files (YAML or JSON), storyboards or xibs; '-' reads a scene file from standard input.")
    var scenes: [String]

    @Option(help: "Of a storyboard or xib, only this scene (an id, storyboard identifier or title); else every scene side by side.")
    var scene: String?

    @Flag(help: "Measure the labels of storyboards and xibs with strut's fonts instead of their saved frames.")
    var measureText = false

    @Flag(help: "Lay storyboards and xibs out as the app does at run time: without the placeholder constraints Xcode's canvas keeps.")
    var runtime = false

    @Flag(help: "Of a storyboard or xib: outline, dashed in orange, where Xcode saved each view that strut lays out elsewhere, and the views left ambiguous, whatever --annotate says.")
    var savedFrames = false

    @Option(name: .shortAndLong, help: "Output file, '-' for standard output, or a directory for several scenes.")
    var output: String?

    @Option(help: "png, svg or pdf; with --animate, svg, gif or webp.")
    var format: ImageFormat?

    @Option(help: "A state of the scene, or 'all' for the base scene and every state side by side.")
    var state: String?

    @Option(help: "Devices to show the scene on, comma-separated: one panel each (\(Device.all.map(\.name).joined(separator: ", ")), or Interface Builder's: retina4_7, retina6_12, ipad11, ...), each NAME:landscape or NAME:portrait to turn it.")
    var device: String?

    @OptionGroup var contentSize: ContentSizeOption

    @Option(help: "Pixels per point for PNG (default: the scene's scale, else 2).")
    var scale: Double?

    @OptionGroup var variationOptions: VariationOptions

    @Option(help: "none, constraints or all (default: constraints; a storyboard or xib, as Xcode's canvas shows it: none; an animation's frames in motion: none).")
    var annotate: AnnotationLevel?

    @Option(help: "Play this animation of the scene: to an animated .svg, .gif or .webp, or with --at or --filmstrip to a still.")
    var animate: String?

    @Option(help: "With --animate: draw the frame at this many seconds from the start.")
    var at: Double?

    @Option(help: "With --animate: draw this many frames at equal times side by side, the first and last included.")
    var filmstrip: Int?

    @Option(help: "With --animate: frames per second of a GIF or WebP (default 25).")
    var fps: Double?

    @Flag(help: "Leave the background transparent.")
    var transparent = false

    @Option(help: "Points of padding around the drawing.")
    var padding: Double = 16

    @Flag(help: "Draw the accessibility elements as VoiceOver reads them, numbered in reading order, beside a list of what it says for each (as AccessibilitySnapshot does).")
    var accessibility = false

    @Flag(help: "Add a legend of the annotation marks.")
    var legend = false

    @Option(help: "With --annotate: mark only this view's constraints, as Xcode shows a selected view's (its id, as layout lists it); repeatable.")
    var focus: [String] = []

    @OptionGroup var failOn: FailOnOptions

    mutating func validate() throws {
        try failOn.refuseAudit(in: "render")
        if accessibility, animate != nil || state != nil || savedFrames {
            throw ValidationError("--accessibility draws the base scene's elements; leave out --animate, --state and --saved-frames")
        }
        for name in deviceNames where OrientedDevice.named(name) == nil { throw ValidationError(OrientedDevice.unknown(name)) }
        try VariationOptions.refuseRepeats(deviceNames, in: "--device", as: OrientedDevice.named)
        try VariationMatrix(
            devices: deviceNames.isEmpty ? [nil] : deviceNames.map(OrientedDevice.named), contentSizes: contentSize.categories,
            themes: variationOptions.themes, directions: variationOptions.directions
        ).checkSizeOfOptions()
        if let scale, !(scale > 0 && scale <= 16) { throw ValidationError("--scale must be more than 0 and at most 16") }
        if !(padding >= 0 && padding <= 1000) { throw ValidationError("--padding must be from 0 to 1000") }
        if scenes.count > 1, output == "-" { throw ValidationError("several scenes cannot all go to standard output") }
        if savedFrames, let path = scenes.first(where: { !InterfaceBuilderDocument.isDocument($0) }) {
            throw ValidationError("--saved-frames checks storyboards and xibs; '\(path)' is a scene file")
        }
        try validateAnimation()
    }

    func run() throws {
        BundledFonts.prepareInBackground()
        let fontsMissing = CIReport.warnIfFontsMissing()
        if let animate {
            try runAnimation(animate)
            if fontsMissing && !failOn.kinds.isEmpty { throw ExitCode(1) }
            return
        }
        try checkDestinations()
        let devices: [OrientedDevice?] = device == nil ? [nil] : deviceNames.map(OrientedDevice.named)
        let progress = Progress(total: scenes.count)
        let recorder = ProblemRecorder()
        for path in scenes {
            let panels = try reportingErrors { () throws(SceneError) in try self.panels(path, devices: devices, recorder: recorder) }
            var options = RenderOptions(
                scale: scale ?? panels.document.canvas.scale, theme: panels.variations.pageTheme,
                annotate: annotate ?? (accessibility ? .none : SceneStyles.defaultAnnotation(path: path)),
                transparentBackground: transparent, padding: padding, legend: legend)
            options.focus = Set(focus)
            try reportingErrors { () throws(SceneError) in try Self.checkFocus(focus, in: panels.scenes, path: path) }
            // Laid out once: for the size check and for drawing.
            let prepared = prepareRender(panels.scenes, options: options)
            let destination = try self.destination(for: path)
            if destination.format == .png {
                try reportingErrors { () throws(SceneError) in try RenderLimits.checkPixels(prepared, document: panels.document) }
            }
            try write(prepared, to: destination)
            KeptUntilExit.keep(prepared)
            progress.advance()
        }
        progress.finish()
        for problem in recorder.problems where failOn.kinds.contains(problem.kind) {
            printError("\(problem)")
        }
        CIReport.annotate(recorder.problems, failing: failOn.kinds)
        if failOn.fails(recorder.problems) || fontsMissing && !failOn.kinds.isEmpty { throw ExitCode(1) }
    }

    var deviceNames: [String] {
        (device ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    /// One panel per device and state asked for, each laid out on its own; a storyboard's or
    /// xib's scenes side by side, each captioned with its title.
    private func panels(_ path: String, devices: [OrientedDevice?], recorder: ProblemRecorder) throws(SceneError)
        -> (scenes: [RenderScene], document: SceneDocument, variations: VariationMatrix)
    {
        let asked = VariationMatrix(
            devices: devices, contentSizes: contentSize.categories, themes: variationOptions.themes, directions: variationOptions.directions)
        if accessibility { return try accessibilityPanels(path, variations: asked) }
        if InterfaceBuilderDocument.isDocument(path), DocumentVariations.isMatrix(asked) {
            return try documentPanels(path, variations: asked, recorder: recorder)
        }
        let inputs = try SceneInput.scenes(
            path, scene: scene, measureText: measureText, device: devices.count == 1 ? devices[0]?.device : nil,
            landscape: devices.count == 1 ? devices[0]?.landscape ?? false : false, runtime: runtime)
        let load: ScenePanels.Loader = { document, state, device throws(SceneError) in
            let loaded = try SceneLoader.load(document, state: state, device: device)
            recorder.record(loaded)
            return loaded
        }
        var variations = asked
        // Without an axis asked for, a scene file is drawn in the variations it lists.
        if let vary = inputs[0].document.vary, inputs[0].interfaceBuilder == nil, variations.combinations == [Variation()] {
            variations = VariationMatrix(vary)
        }
        let file = SceneInput.displayName(path)
        // A scene file's combinations are laid out on every core, and recorded in order.
        var scenes = inputs[0].interfaceBuilder == nil
            ? try ScenePanels.make(inputs, variations: variations, state: state, file: file, concurrently: true, recorded: recorder.record)
            : try ScenePanels.make(inputs, variations: variations, state: state, file: file, load: load)
        if savedFrames { for i in scenes.indices { scenes[i].marksIssuesFrom = .none } }
        return (scenes, inputs[0].document, variations)
    }

    /// Refuses, before anything is drawn, two scenes that would be drawn to one file and a drawing
    /// that would replace one of the scenes.
    func checkDestinations(defaultFormat: ImageFormat = .png) throws {
        var planned: [String: String] = [:]
        for scene in scenes {
            guard let path = plannedPath(for: scene, defaultFormat: defaultFormat) else { continue }
            let key = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if let other = planned[key] {
                printError("error: '\(other)' and '\(scene)' would both be drawn to '\(path)'; draw them to separate folders")
                throw ExitCode(2)
            }
            planned[key] = scene
        }
        for scene in scenes where scene != "-" {
            let key = URL(fileURLWithPath: scene).standardizedFileURL.resolvingSymlinksInPath().path
            if planned[key] != nil {
                printError("error: the drawing would replace the scene '\(scene)'; give -o another file")
                throw ExitCode(2)
            }
        }
    }

    /// The file a scene's drawing would go to (nil for standard output), without making folders.
    private func plannedPath(for scene: String, defaultFormat: ImageFormat) -> String? {
        if scenes.count == 1, let output, output != "-", !isDirectory(output) { return output }
        if output == "-" { return nil }
        let base = scene == "-" ? "stdin" : URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
        return ((output ?? ".") as NSString).appendingPathComponent("\(base).\((format ?? defaultFormat).rawValue)")
    }

    /// Where a scene's drawing goes, and in which format.
    func destination(for path: String, defaultFormat: ImageFormat = .png) throws -> (path: String, format: ImageFormat) {
        let base = path == "-" ? "stdin" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if scenes.count == 1, let output, output != "-", !isDirectory(output) {
            guard let chosen = format ?? ImageFormat(path: output) else {
                printError("error: cannot tell the format of '\(output)': give --format or end it in .png, .svg, .pdf, .gif or .webp")
                throw ExitCode(2)
            }
            return (output, chosen)
        }
        let chosen = format ?? defaultFormat
        if output == "-" { return ("-", chosen) }
        let directory = output ?? "."
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            printError("error: cannot create directory '\(directory)': \(error.localizedDescription)")
            throw ExitCode(2)
        }
        return ((directory as NSString).appendingPathComponent("\(base).\(chosen.rawValue)"), chosen)
    }

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue)
    }

    private func write(_ prepared: PreparedRender, to destination: (path: String, format: ImageFormat)) throws {
        guard let format = destination.format.still else {
            printError("error: a \(destination.format.rawValue.uppercased()) is an animation: give --animate NAME, or write .png, .svg or .pdf")
            throw ExitCode(2)
        }
        do throws(RenderError) {
            try writeBytes(try render(prepared, format: format), to: destination.path)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// Writes a whole file or nothing; `-` is standard output, and a failed write there (a
    /// full disk, a closed pipe) is an error too.
    func writeBytes(_ bytes: [UInt8], to path: String) throws(RenderError) {
        guard path == "-" else { return try writeAtomically(bytes, to: path) }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(bytes))
        } catch {
            throw .cannotWrite(path: "standard output", reason: "\(error.localizedDescription)")
        }
    }
}

extension Theme: ExpressibleByArgument {}
extension AnnotationLevel: ExpressibleByArgument {}
