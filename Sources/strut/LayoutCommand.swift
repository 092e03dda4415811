import ArgumentParser
import AutoLayout
import SceneFile

/// `strut layout SCENE... [--state NAME] [--json]`
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve scenes and print their frames and diagnostics, without drawing.",
        discussion: """
            The table shows each view's frame in its superview's coordinates (as UIKit's `frame`), each
            guide's layout frame, then conflicts in UIKit's words and ambiguity in Xcode's.
            --json prints the contract's JSON object (one per scene; an array for several).

            Examples:
              strut layout Samples/anchors/margins-leading.yaml
              strut layout scene.yaml --state expanded --json
              cat scene.yaml | strut layout -
            """)

    @Argument(help: "Scene files (YAML or JSON); '-' reads standard input.")
    var scenes: [String]

    @Option(help: "Apply this state of the scene before solving.")
    var state: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        var outputs: [String] = []
        var progress = Progress(total: scenes.count)
        for path in scenes {
            let scene = try reportingErrors { () throws(SceneError) in try SceneLoader.load(path, state: state) }
            outputs.append(json ? LayoutReport.json(scene) : LayoutReport.table(scene))
            KeptUntilExit.keep(scene)
            progress.advance()
        }
        progress.finish()
        if json && outputs.count > 1 {
            print("[\n" + outputs.joined(separator: ",\n") + "\n]")
        } else {
            print(outputs.joined(separator: "\n"))
        }
    }
}

/// Loading a scene file for a command: parse, build with Pango's text measuring, apply a state, solve.
enum SceneLoader {
    static func load(_ path: String, state: String?, device: Device? = nil, landscape: Bool? = nil) throws(SceneError) -> LoadedScene {
        let document = try SceneInput.document(path)
        var builder = SceneBuilder(document, textMeasurer: textMeasurer, device: device, landscape: landscape)
        let scene = try builder.build()
        scene.layout()
        if let state {
            try scene.apply(state: state)
            scene.layout()
        }
        return scene
    }
}
