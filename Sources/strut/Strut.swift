import ArgumentParser
import CairoRendering
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `strut`: lays out and draws Auto Layout scenes.
@main
struct Strut: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strut",
        abstract: "Lay out Auto Layout scenes with a Cassowary solver and draw them the way Interface Builder does.",
        discussion: """
            Exit status: 0 success, 1 images differ (check, compare), 2 bad input.

            Examples:
              strut layout Samples/guides/centered-buttons-anchors.yaml
              strut layout Samples/guides/centered-buttons-anchors.yaml --json
              strut render Samples/vfl/three-views.yaml -o views.png --annotate all
              strut layout Samples/interface-builder/sign-in.storyboard --saved-frames
            """,
        version: strutVersion,
        subcommands: [LayoutCommand.self, RenderCommand.self, CheckCommand.self, CompareCommand.self, ConvertCommand.self, ExplainCommand.self]
    )

    /// Runs the command line with strut's exit statuses: usage errors are bad input (2), not 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || code == ExitCode(1) || code == ExitCode(2) {
                exit(withError: error)
            }
            // One style for every error: strut's own say `error:`, so ArgumentParser's do too.
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
            if !message.isEmpty { printError(message) }
            Glibc.exit(2)
        }
    }
}

let strutVersion = "0.1.0"

/// Writes a line to standard error.
/// Writes a message to standard error; a closed or full standard error loses the message but
/// never stops strut (the exit status still tells).
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
}

/// Writes a command's output and a line break to standard output; a closed or full standard
/// output is bad input's exit status (2), never a silent success.
func printOutput(_ text: String) throws {
    do {
        try FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    } catch {
        printError("error: cannot write standard output: \(error.localizedDescription)")
        throw ExitCode(2)
    }
}

/// Labels are measured with the same Pango layout that draws them.
let textMeasurer = PangoTextMeasurer()
