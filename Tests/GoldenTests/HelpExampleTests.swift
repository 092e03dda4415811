import Foundation
import Testing

/// Every example in every `--help` runs as printed (from a folder with the samples and goldens
/// beside it): no example is bad input.
@Suite struct HelpExampleTests {
    static let commands = [[], ["layout"], ["render"], ["check"], ["compare"], ["convert"], ["explain"], ["watch"]]

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
        for example in examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // A watch serves until Ctrl-C: it gets three seconds, then the signal, and must end with 0.
            process.arguments = ["-c", command == ["watch"] ? "timeout --preserve-status -s INT 3 \(example)" : example]
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
