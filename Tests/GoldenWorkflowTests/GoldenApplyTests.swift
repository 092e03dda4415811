import GoldenWorkflow
import Testing

/// Which goldens `apply` writes from results: the failing and new snapshots', never a passed one's.
@Suite struct GoldenApplyTests {
    func results(commit: String? = "abc") -> CheckResults {
        func outcome(_ name: String, _ stem: String, _ status: GoldenOutcome.Status) -> GoldenOutcome {
            var outcome = GoldenOutcome(scene: name, status: status, stem: stem)
            if outcome.isFailure { outcome.artifactPaths = ["r/artifacts/\(stem).actual.png", "r/artifacts/\(stem).diff.png"] }
            return outcome
        }
        let outcomes = [
            [outcome("a.yaml", "a", .passed), outcome("a.yaml --state off", "a.state-off", .failed("9 pixels differ"))],
            [outcome("sub/b.yaml", "sub/b", .failed("no golden at g/sub/b.png"))], [outcome("c.yaml", "c", .badInput("c.yaml:1:1: bad"))],
        ]
        return CheckResults(
            outcomes, scenes: ["a.yaml", "sub/b.yaml", "c.yaml"], suite: ["a.yaml", "sub/b.yaml", "c.yaml"], shard: .whole, shardSource: nil,
            options: GoldenCheckOptions(samples: "s", goldens: "g"), failOn: [],
            producer: CheckResults.Producer(version: "1", commit: commit, environment: "linux-x86_64"), folder: "r")
    }

    @Test func everyFailingAndNewSnapshotIsAcceptedAndNothingElse() throws {
        let plan = try GoldenApply.plan([("r", results())], goldens: "G", only: nil, commit: "abc", allowOtherCommit: false)
        #expect(plan.map(\.golden) == ["G/a.state-off.png", "G/sub/b.png"])
        #expect(plan.map(\.actual) == ["r/artifacts/a.state-off.actual.png", "r/artifacts/sub/b.actual.png"])
    }

    @Test func onlyTakesNamesAsPrintedOrGoldenNames() throws {
        let plan = try GoldenApply.plan([("r", results())], goldens: "G", only: ["sub/b", "a.yaml --state off"], commit: "abc", allowOtherCommit: false)
        #expect(plan.map(\.golden) == ["G/sub/b.png", "G/a.state-off.png"])
    }

    @Test func aPassedOrUnknownNameInOnlyIsRefused() {
        #expect(throws: GoldenCheckError("'a.yaml' passed; apply never touches a golden that passed")) {
            try GoldenApply.plan([("r", results())], goldens: "G", only: ["a.yaml"], commit: "abc", allowOtherCommit: false)
        }
        #expect(throws: GoldenCheckError("--only: 'zzz' is no failing or new snapshot in the results")) {
            try GoldenApply.plan([("r", results())], goldens: "G", only: ["zzz"], commit: "abc", allowOtherCommit: false)
        }
    }

    @Test func resultsOfAnotherCommitAreRefusedUnlessAllowed() throws {
        #expect(throws: GoldenCheckError.self) {
            try GoldenApply.plan([("r", results(commit: "def"))], goldens: "G", only: nil, commit: "abc", allowOtherCommit: false)
        }
        #expect(try GoldenApply.plan([("r", results(commit: "def"))], goldens: "G", only: nil, commit: "abc", allowOtherCommit: true).count == 2)
    }
}
