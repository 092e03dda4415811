import Foundation
import Testing

/// Every example in every `--help`, in the README and in docs/ runs as printed (from a folder with
/// the samples and goldens beside it): no example is bad input.
@Suite struct HelpExampleTests {
    static let commands = [[], ["layout"], ["render"], ["check"], ["merge-reports"], ["apply"], ["compare"], ["convert"], ["explain"], ["watch"]]

    /// The lines under `Examples:` of a help text.
    static func examples(_ help: String) -> [String] {
        guard let start = help.range(of: "Examples:") else { return [] }
        return help[start.upperBound...].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .prefix { $0.hasPrefix("strut ") || $0.hasPrefix("cat ") }
    }

    @Test(arguments: commands)
    func examplesRun(_ command: [String]) throws {
        let help = try strut(command + ["--help"])
        let examples = Self.examples(help.out)
        #expect(!examples.isEmpty, "no examples in strut \(command.joined()) --help")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-help-\(getpid())-\(command.joined())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Samples"), withDestinationURL: Paths.samples)
        try FileManager.default.copyItem(at: Paths.goldens, to: folder.appendingPathComponent("Goldens"))
        try run(examples, in: folder, watching: command == ["watch"])
    }

    /// The Markdown pages whose `sh` blocks are examples.
    static let pages = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: Paths.root.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// The command lines of a page's `sh` blocks that run strut (`strut …`, `… | strut …`).
    static func documentedExamples(_ page: String) -> [String] {
        var inShell = false, found: [String] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            if inShell && (line.hasPrefix("strut ") || line.contains("| strut ")) { found.append(String(line)) }
        }
        return found
    }

    @Test(arguments: pages)
    func documentedExamplesRun(_ page: String) throws {
        let text = try String(contentsOf: Paths.root.appendingPathComponent(page), encoding: .utf8)
        let examples = Self.documentedExamples(text)
        if page == "README.md" { #expect(examples.count >= 8, "the README's examples were not found") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-docs-\(getpid())-\(page.replacingOccurrences(of: "/", with: "-"))")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Samples"), withDestinationURL: Paths.samples)
        try FileManager.default.copyItem(at: Paths.goldens, to: folder.appendingPathComponent("Goldens"))
        try run(examples.filter { !$0.hasPrefix("strut watch") }, in: folder, watching: false)
        try run(examples.filter { $0.hasPrefix("strut watch") }, in: folder, watching: true)
    }

    /// Runs each example with `sh` in the folder, the built strut first on the PATH; 0 and 1 are
    /// answers, 2 would be bad input.
    private func run(_ examples: [String], in folder: URL, watching: Bool) throws {
        for example in examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // A watch serves until Ctrl-C: it gets three seconds, then the signal, and must end with 0.
            process.arguments = ["-c", watching ? "timeout --preserve-status -s INT 3 \(example)" : example]
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = Paths.strut.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // 1 is an answer (images differ), 2 would be bad input.
            #expect([0, 1].contains(process.terminationStatus), "\(example): \(message)")
        }
    }
}
