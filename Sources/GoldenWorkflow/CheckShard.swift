import Foundation

/// Which part of a suite one machine checks: shard `index` of `count` (1-based), and where that
/// was said (`--shard`, Bazel's or GitLab's variables).
package struct CheckShard: Sendable, Equatable, Codable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The whole suite, on one machine.
    package static let whole = CheckShard(index: 1, count: 1)

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }

    /// `i/n` as `--shard` takes it; nil unless 1 ≤ i ≤ n.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    /// The scenes of this shard, from the suite's scenes sorted by path: every `count`-th, from
    /// the `index`-th. The same scenes on every machine, whatever order they were found in.
    package func scenes(of suite: [String]) -> [String] {
        suite.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// The shard a CI system's own variables name, when `--shard` is not given.
package struct EnvironmentShard: Sendable, Equatable {
    package var shard: CheckShard
    /// The variables it came from, for messages: `TEST_SHARD_INDEX/TEST_TOTAL_SHARDS`.
    package var source: String
    /// Bazel's `TEST_SHARD_STATUS_FILE`: touched to say that sharding is followed.
    package var statusFile: String?

    /// Bazel's `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` (0-based), else GitLab's
    /// `CI_NODE_TOTAL` and `CI_NODE_INDEX` (1-based); nil when neither is set.
    ///
    /// - Throws: ``GoldenCheckError`` naming the variable when one is set without the other, is
    ///   not a number, or is out of range.
    package static func read(_ environment: [String: String]) throws(GoldenCheckError) -> EnvironmentShard? {
        if environment["TEST_TOTAL_SHARDS"] != nil || environment["TEST_SHARD_INDEX"] != nil {
            let shard = try pair(environment, total: "TEST_TOTAL_SHARDS", index: "TEST_SHARD_INDEX", base: 0)
            return EnvironmentShard(shard: shard, source: "TEST_SHARD_INDEX/TEST_TOTAL_SHARDS", statusFile: environment["TEST_SHARD_STATUS_FILE"])
        }
        if environment["CI_NODE_TOTAL"] != nil || environment["CI_NODE_INDEX"] != nil {
            let shard = try pair(environment, total: "CI_NODE_TOTAL", index: "CI_NODE_INDEX", base: 1)
            return EnvironmentShard(shard: shard, source: "CI_NODE_INDEX/CI_NODE_TOTAL", statusFile: nil)
        }
        return nil
    }

    private static func pair(_ environment: [String: String], total: String, index: String, base: Int) throws(GoldenCheckError) -> CheckShard {
        guard let totalText = environment[total] else { throw GoldenCheckError("\(index) is set without \(total)") }
        guard let indexText = environment[index] else { throw GoldenCheckError("\(total) is set without \(index)") }
        guard let count = Int(totalText.trimmingCharacters(in: .whitespaces)), count >= 1 else {
            throw GoldenCheckError("\(total)='\(totalText.onOneLine)' is not a number of shards (1 or more)")
        }
        guard let given = Int(indexText.trimmingCharacters(in: .whitespaces)), (base..<(base + count)).contains(given) else {
            throw GoldenCheckError("\(index)='\(indexText.onOneLine)' is not from \(base) to \(base + count - 1) (\(total)=\(count))")
        }
        return CheckShard(index: given - base + 1, count: count)
    }

    /// Touches Bazel's status file, as its test sharding protocol asks of a runner that shards.
    package func touchStatusFile() throws(GoldenCheckError) {
        guard let statusFile else { return }
        if FileManager.default.fileExists(atPath: statusFile) { return }
        guard FileManager.default.createFile(atPath: statusFile, contents: Data()) else {
            throw GoldenCheckError("cannot touch TEST_SHARD_STATUS_FILE '\(statusFile.onOneLine)'")
        }
    }
}
