import ArgumentParser
import CairoRendering
import Foundation
import GoldenWorkflow
import SceneFile
import SceneModel

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
            Exit status: 0 success; 1 images differ (check, compare), a scene has what --fail-on names (layout, render, check) or a frame differs from a document's (layout --saved-frames); 2 bad input. docs/cli.md has them all.

            Examples:
              strut layout Samples/guides/centered-buttons-anchors.yaml
              strut layout Samples/guides/centered-buttons-anchors.yaml --json
              strut render Samples/vfl/three-views.yaml -o views.png --annotate all
              strut layout Samples/interface-builder/sign-in.storyboard --saved-frames
            """,
        version: versionDescription,
        subcommands: [LayoutCommand.self, RenderCommand.self, CheckCommand.self, MergeReportsCommand.self, ApplyCommand.self, CompareCommand.self, ConvertCommand.self, ExplainCommand.self, WatchCommand.self]
    )

    /// Runs the command line with strut's exit statuses: usage errors are bad input (2), not 64.
    static func main() {
        if let unknown = unknownCommand(Array(CommandLine.arguments.dropFirst())) {
            printError(unknown)
            Glibc.exit(2)
        }
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

extension Strut {
    /// The message for a first argument that names no command, with the nearest command's name
    /// (`strut rendr`: did you mean 'render'?); nil when it names one, or is an option.
    static func unknownCommand(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        return "error: unknown command '\(word)'\(didYouMean(word, names)); commands: \(names.dropLast().joined(separator: ", "))\n"
            + "  See 'strut --help' for more information."
    }
}

let strutVersion = "0.1.0"

/// What `strut --version` prints: the version, then the commit it was built from.
let versionDescription = "strut \(strutVersion) (\(buildCommit.map { "commit \($0)" } ?? "unknown commit"))"

/// Text for a terminal: control characters (an escape sequence in a title or an id could retitle
/// the window, clear the screen or fake a line) shown as `\u{1B}` instead of acted on; line
/// breaks and tabs kept.
func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        } else {
            out.append(scalar)
        }
    }
    return String(out)
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
}

/// Text as strut prints it, every line of it: control characters shown (``visible(_:)``), and under
/// GitHub Actions no line the runner would take for a workflow command
/// (``WorkflowAnnotation/inert(_:)``); strut's own are printed by ``printWorkflowCommand(_:)``.
func printable(_ text: String) -> String {
    CIReport.isGitHubActions ? WorkflowAnnotation.inert(visible(text)) : visible(text)
}

/// Writes a message to standard error; a closed or full standard error loses the message but
/// never stops strut (the exit status still tells).
func printError(_ text: String) {
    var line = printable(text)
    if !line.hasSuffix("\n") { line += "\n" }
    try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
}

/// Writes one of strut's own workflow commands to standard error, escaped as the runner reads it:
/// the only line strut prints that is meant as a command.
func printWorkflowCommand(_ annotation: WorkflowAnnotation) {
    try? FileHandle.standardError.write(contentsOf: Data((visible(annotation.text) + "\n").utf8))
}

/// Writes a command's output and a line break to standard output; a closed or full standard
/// output is bad input's exit status (2), never a silent success.
func printOutput(_ text: String) throws {
    do {
        // The text's own bytes, then the line break: a large scene's table is not copied twice more.
        var shown = printable(text)
        try shown.withUTF8 { bytes in try FileHandle.standardOutput.write(contentsOf: UnsafeRawBufferPointer(bytes)) }
        try FileHandle.standardOutput.write(contentsOf: Data("\n".utf8))
    } catch {
        printError("error: cannot write standard output: \(error.localizedDescription)")
        throw ExitCode(2)
    }
}

