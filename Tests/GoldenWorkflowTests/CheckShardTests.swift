import GoldenWorkflow
import Testing

/// Which shard a machine checks: `--shard`'s text and the CI systems' own variables.
@Suite struct CheckShardTests {
    @Test func aShardIsParsedOnlyWithinItsCount() {
        #expect(CheckShard(parsing: "2/4") == CheckShard(index: 2, count: 4))
        for text in ["0/3", "4/3", "1/0", "2", "a/b", "1/2/3", "-1/2"] { #expect(CheckShard(parsing: text) == nil, "\(text)") }
    }

    @Test func scenesAreSplitByTheirSortedPathsWhateverOrderTheyCameIn() {
        let shard = CheckShard(index: 2, count: 2)
        #expect(shard.scenes(of: ["d", "a", "c", "b"]) == ["b", "d"])
        #expect(shard.scenes(of: ["b", "c", "a", "d"]) == ["b", "d"])
    }

    @Test func bazelsIndexIsZeroBasedAndItsStatusFileIsKept() throws {
        let found = try EnvironmentShard.read(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": "/tmp/s"])
        #expect(found?.shard == CheckShard(index: 1, count: 3))
        #expect(found?.statusFile == "/tmp/s")
        #expect(try EnvironmentShard.read(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"])?.shard == CheckShard(index: 3, count: 3))
    }

    @Test func gitLabsIndexIsOneBased() throws {
        #expect(try EnvironmentShard.read(["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "3"])?.shard == CheckShard(index: 3, count: 3))
        #expect(try EnvironmentShard.read(["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "1"])?.statusFile == nil)
        #expect(try EnvironmentShard.read(["PATH": "/bin"]) == nil)
    }

    @Test(arguments: [
        (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"], "TEST_SHARD_INDEX='3' is not from 0 to 2"),
        (["TEST_TOTAL_SHARDS": "3"], "TEST_TOTAL_SHARDS is set without TEST_SHARD_INDEX"),
        (["CI_NODE_TOTAL": "x", "CI_NODE_INDEX": "1"], "CI_NODE_TOTAL='x' is not a number of shards"),
        (["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "0"], "CI_NODE_INDEX='0' is not from 1 to 2"),
    ])
    func aBadVariableIsNamed(_ environment: [String: String], _ message: String) {
        #expect(throws: GoldenCheckError.self) { try EnvironmentShard.read(environment) }
        do { _ = try EnvironmentShard.read(environment) } catch { #expect(error.description.contains(message), "\(error)") }
    }
}
