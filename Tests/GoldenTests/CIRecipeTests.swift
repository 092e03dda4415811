import Foundation
import Testing

/// The CI recipes of docs/ci that can run here: Bazel's sharded sh_test script, run three times
/// under the variables Bazel sets, then merged.
@Suite(.serialized) struct CIRecipeTests {
    @Test func theBazelScriptsShardsMergeIntoTheUnshardedVerdict() throws {
        let dir = try ShardMergeTests().suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let script = Paths.root.appendingPathComponent("docs/ci/bazel/strut_check.sh").path
        var statuses: [Int32] = []
        for index in 0..<3 {
            try FileManager.default.createDirectory(atPath: path("outputs-\(index)"), withIntermediateDirectories: true)
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = [script]
            shell.currentDirectoryURL = dir
            shell.environment = [
                "PATH": Paths.strut.deletingLastPathComponent().path + ":/usr/bin:/bin", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)",
                "TEST_SHARD_STATUS_FILE": path("status-\(index)"), "TEST_UNDECLARED_OUTPUTS_DIR": path("outputs-\(index)"),
                "XML_OUTPUT_FILE": path("test-\(index).xml"), "STRUT_SCENES": "scenes", "STRUT_GOLDENS": "goldens",
            ]
            shell.standardOutput = FileHandle.nullDevice
            try shell.run()
            shell.waitUntilExit()
            statuses.append(shell.terminationStatus)
            #expect(FileManager.default.fileExists(atPath: path("status-\(index)")), "shard \(index) did not touch TEST_SHARD_STATUS_FILE")
            #expect(FileManager.default.fileExists(atPath: path("test-\(index).xml")))
        }
        #expect(statuses.contains(1) && statuses.allSatisfy { $0 == 0 || $0 == 1 })
        let merged = try strut(["merge-reports"] + (0..<3).map { path("outputs-\($0)/strut-results") } + ["--junit", path("merged.xml")])
        let whole = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--results", path("whole"), "--junit", path("whole.xml")])
        #expect(merged.status == whole.status)
        let cases = { (file: String) in try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "<testcase").count }
        #expect(try cases(path("merged.xml")) == cases(path("whole.xml")))
    }
}
