import ArgumentParser
import CairoRendering
import Foundation
import GoldenWorkflow

/// `strut apply DIR... --goldens GOLDENS [--only NAME,...] [--allow-other-commit]`
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Accept the drawings a check found (results folders) as the new goldens, without drawing again.",
        discussion: """
            Each DIR is a folder written by strut check --results. Every failing or new snapshot's actual image is written as its golden (GOLDENS/NAME.png), or only those --only names (as check prints them, such as 'box.yaml --state off', or by golden name, such as box.state-off). A golden that passed is never touched. Results made by another strut commit are refused unless --allow-other-commit. Every file written is printed. Exit status: 0 done, 2 bad input (nothing is written then).

            Examples:
              strut check Samples/states --goldens Goldens/states --results results
              strut apply results --goldens Goldens/states
              strut apply results --goldens Goldens/states --allow-other-commit
            """)

    @Argument(help: "The results folders (written by strut check --results).") var folders: [String]
    @Option(help: "The folder of golden PNGs to write into.") var goldens: String
    @Option(help: "Only these snapshots (comma-separated): names as check prints them, or golden names.") var only: String?
    @Flag(help: "Take results made by another strut commit.") var allowOtherCommit = false

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give the results folders to apply (written by strut check --results)") }
        if let only, onlyNames(only).isEmpty { throw ValidationError("--only names the snapshots to accept, comma-separated") }
    }

    private func onlyNames(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        let accepted = try reportingErrors { () throws(GoldenCheckError) in
            let given = try folders.map { folder throws(GoldenCheckError) in (folder, try CheckResults.read(folder)) }
            return try GoldenApply.plan(given, goldens: goldens, only: only.map(onlyNames), commit: buildCommit, allowOtherCommit: allowOtherCommit)
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for golden in accepted {
            guard let data = FileManager.default.contents(atPath: golden.actual), data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                printError("error: '\(golden.actual)' (the drawing of '\(golden.name)') is missing or not a PNG")
                throw ExitCode(2)
            }
            files.append((golden.golden, Array(data)))
            let sidecars = [("layout", golden.actualLayout, golden.goldenLayout), ("constraints", golden.actualConstraints, golden.goldenConstraints)]
            for case let (what, source?, target?) in sidecars {
                guard let data = FileManager.default.contents(atPath: source) else {
                    printError("error: cannot read '\(source)' (the \(what) of '\(golden.name)')")
                    throw ExitCode(2)
                }
                files.append((target, Array(data)))
            }
        }
        do {
            for file in files {
                try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            }
            try writeAllOrNothing(files)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        for golden in accepted {
            try printOutput("wrote \(golden.golden)  (\(golden.name))")
            for written in [golden.goldenLayout, golden.goldenConstraints].compactMap({ $0 }) { try printOutput("wrote \(written)") }
        }
        try printOutput(accepted.isEmpty ? "nothing to apply: no failing or new snapshot in the results" : "\(accepted.count) golden\(accepted.count == 1 ? "" : "s") written")
    }
}
