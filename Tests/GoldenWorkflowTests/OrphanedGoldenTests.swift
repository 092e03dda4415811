import GoldenWorkflow
import Testing

/// Which goldens no snapshot is drawn against any more.
@Suite struct OrphanedGoldenTests {
    func outcome(_ stem: String, _ status: GoldenOutcome.Status = .passed) -> GoldenOutcome {
        GoldenOutcome(scene: stem + ".yaml", status: status, stem: stem)
    }

    @Test func aGoldenNoSnapshotDrawsIsAnOrphan() {
        let stems = ["a", "a.state-off", "a.state-gone", "old", "sub/b"]
        #expect(GoldenCheck.orphans(goldenStems: stems, outcomes: [outcome("a"), outcome("a.state-off"), outcome("sub/b")], goldens: "G")
            == ["G/a.state-gone.png", "G/old.png"])
    }

    @Test func anUnreadScenesAndADrawnScenesDeviceGoldensAreKept() {
        let stems = ["bad", "bad.state-x", "a", "a.device-ipad", "a.device-ipad.state-off", "gone.device-ipad"]
        let outcomes = [outcome("bad", .badInput("bad.yaml:1:1: no")), outcome("a")]
        #expect(GoldenCheck.orphans(goldenStems: stems, outcomes: outcomes, goldens: "G") == ["G/gone.device-ipad.png"])
    }
}
