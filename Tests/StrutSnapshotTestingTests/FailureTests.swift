import Foundation
import SnapshotTesting
import Strut
import StrutSnapshotTesting
import Testing

/// What a mismatch and a fault say. The reference of `aMismatchNamesTheThreePanelImage…` is
/// deliberately the scene drawn with its constraints, compared with the views alone.
@Suite(.serialized) struct FailureTests {
    @Test func aMismatchNamesTheThreePanelImageWrittenBesideTheReference() throws {
        let scene = try StrutScene(contentsOf: sample("states/two-view-switch.yaml"))
        let failure = try #require(verifySnapshot(of: scene, as: .strut(annotate: .none), named: "annotated", record: .never))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/FailureTests")
        let diff = folder.appendingPathComponent("aMismatchNamesTheThreePanelImageWrittenBesideTheReference.annotated.diff.png")
        defer { try? FileManager.default.removeItem(at: diff) }
        #expect(failure.contains("differ"), "\(failure)")
        #expect(failure.contains(diff.path), "\(failure)")
        #expect(FileManager.default.fileExists(atPath: diff.path))
    }

    @Test func aDrawingThatFailsIsReportedWhenCompared() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        let strategy = Snapshotting<StrutScene, Data>.strut(device: "iphone-99")
        var snapshot: Data?
        strategy.snapshot(scene).run { snapshot = $0 }
        let drawn = try #require(snapshot)
        let failure = try #require(strategy.diffing.diffV2(try scene.render(), drawn)?.0)
        #expect(failure.contains("strut could not draw the scene"), "\(failure)")
        #expect(failure.contains("unknown device 'iphone-99'"), "\(failure)")
    }

    @Test func theSameDrawingMatches() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/margins-leading.yaml"))
        let png = try scene.render(as: .png)
        let strategy = Snapshotting<StrutScene, Data>.strut
        #expect(strategy.diffing.diffV2(png, png) == nil)
        #expect(strategy.pathExtension == "png")
    }
}
