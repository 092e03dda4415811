import ArgumentParser
import AutoLayout
import CairoRendering
import ConsoleLog
import Foundation
import Rendering
import SceneFile
import SceneModel
import StrutPipeline

/// `strut explain LOG [-o IMAGE] [--json] [--scene-out SCENE]`
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain and draw UIKit's \"Unable to simultaneously satisfy constraints\" log.",
        discussion: """
            Reads the block as Xcode's console prints it (any iOS version, with or without the header, timestamps or the break line), rebuilds the views and constraints it names, confirms the conflict with strut's engine and finds a minimal set that cannot hold, then says in plain words what conflicts and what would resolve it. -o draws the layout without the broken constraint, the conflicting set in red and the broken one crossed; --scene-out writes a scene file that reproduces the conflict. Nothing is written when the log cannot be read.

            Examples:
              strut explain Samples/explain/self-sizing-cell.txt
              cat Samples/explain/autoresizing-mask.txt | strut explain -
              strut explain Samples/explain/self-sizing-cell.txt -o conflict.png
              strut explain Samples/explain/self-sizing-cell.txt --json
              strut explain Samples/explain/autoresizing-mask.txt --scene-out c.yaml
            """)

    @Argument(help: "The console text ('-' reads standard input).")
    var log: String

    @Option(name: .shortAndLong, help: "Draw the conflict to this image (.png, .svg or .pdf).")
    var output: String?

    @Flag(help: "Print the explanation as JSON.")
    var json = false

    @Option(help: "Write a scene file that reproduces the conflict.")
    var sceneOut: String?

    @Option(help: "Pixels per point for PNG output.")
    var scale: Double = 2

    @Option(help: "light or dark.")
    var theme: Theme = .light

    mutating func validate() throws {
        if output == "-" && !json { return }
        if output == "-" { throw ValidationError("--json and -o - both write to standard output; give -o a file") }
        if let output, ImageFormat(path: output)?.still == nil {
            throw ValidationError("cannot draw to '\(output)': end it in .png, .svg or .pdf")
        }
        if !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be above 0 and at most 8") }
    }

    func run() throws {
        BundledFonts.prepareInBackground()
        CIReport.warnIfFontsMissing()
        try refuseReplacingInputs(
            [output.map { ("the drawing", $0) }, sceneOut.map { ("the scene file", $0) }].compactMap { $0 }, inputs: [log])
        let explanation = try reportingErrors { () throws(SceneError) in
            let text = try SceneInput.read(log)
            let parsed = try ConsoleLogParser.parse(text, file: SceneInput.displayName(log))
            return try ConflictExplanation(parsed, textMeasurer: textMeasurer)
        }
        var files: [(path: String, bytes: [UInt8])] = []
        if let output {
            let image = try reportingErrors { () throws(SceneError) in try ConflictDrawing.scene(explanation) }
            let format = ImageFormat(path: output)?.still ?? .png
            let options = RenderOptions(scale: scale, theme: theme, annotate: .constraints, padding: 16, legend: true)
            do throws(RenderError) {
                files.append((output, try render([image], options: options, format: format)))
            } catch {
                printError("error: \(error)")
                throw ExitCode(2)
            }
        }
        if let sceneOut { files.append((sceneOut, Array(explanation.sceneFile().utf8))) }
        do throws(RenderError) { try writeAllOrNothing(files.filter { $0.path != "-" }) } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if output == "-", let image = files.first {
            try FileHandle.standardOutput.write(contentsOf: Data(image.bytes))
            return
        }
        try printOutput(json ? ConflictReport.json(explanation) : ConflictReport.text(explanation))
    }
}
