import ArgumentParser
import GoldenWorkflow

/// `strut merge-reports DIR... [--junit FILE] [--report FILE]`
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the results folders of a suite's shards into what one unsharded check gives.",
        discussion: """
            Each DIR is a folder written by strut check --results, one per shard. The merge prints what one unsharded check prints (each failure, and GitHub's workflow commands under GitHub Actions), and writes one JUnit file and one HTML report, from the results alone: nothing is drawn again. A shard given twice, a missing shard, or a shard of another count, strut version or commit, environment, suite or --fail-on is bad input naming it. Exit status: 0 every golden matched, 1 a failure (or what --fail-on names), 2 bad input.

            Examples:
              strut check Samples/states --goldens Goldens/states --shard 1/2 --results r1
              strut check Samples/states --goldens Goldens/states --shard 2/2 --results r2
              strut merge-reports r1 r2 --junit junit.xml --report report.html
            """)

    @Argument(help: "The results folders, one per shard.") var folders: [String]
    @Option(help: "Write JUnit XML here: one test case per golden image.") var junit: String?
    @Option(help: "Write the self-contained HTML report of the failures here.") var report: String?

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("give the results folders to merge (written by strut check --results)") }
    }

    func run() throws {
        let merged = try reportingErrors { () throws(GoldenCheckError) in
            try MergedResults.merge(folders.map { folder throws(GoldenCheckError) in (folder, try CheckResults.read(folder)) })
        }
        let summary = merged.summary(reporting: report != nil)
        let accept = "strut apply \(merged.folders.map(shellQuoted).joined(separator: " ")) --goldens \(shellQuoted(merged.goldens))"
        try reportCheck(summary, title: "strut check \(merged.samples)", acceptCommand: accept, applyCommand: accept, report: report, junit: junit)
    }
}
