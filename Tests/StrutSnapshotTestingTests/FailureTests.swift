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

    /// A folder of its own for references that must not be written.
    func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func failsWith(_ text: String) -> (Issue) -> Bool {
        { issue in issue.comments.contains { $0.rawValue.hasPrefix("strut could not") && $0.rawValue.contains(text) } }
    }

    @Test func aDrawingThatFailsFailsTheTestWithItsMessageAndIsNeverRecorded() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        let folder = try emptyFolder()
        for record in [SnapshotTestingConfiguration.Record.missing, .all] {
            var failure: String?
            withKnownIssue {
                failure = verifySnapshot(of: scene, as: .strut(device: "iphone-99"), named: "fault", record: record, snapshotDirectory: folder.path, timeout: 0.2)
            } matching: { failsWith("unknown device 'iphone-99'")($0) }
            #expect(failure != nil)
            #expect(failure?.contains("recorded") == false, "\(failure ?? "")")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a failed drawing was recorded as a reference")
    }

    @Test func aLayoutThatFailsFailsTheTestWithItsMessageAndIsNeverRecorded() throws {
        let scene = try StrutScene(contentsOf: sample("states/two-view-switch.yaml"))
        let folder = try emptyFolder()
        var failure: String?
        withKnownIssue {
            failure = verifySnapshot(of: scene, as: .strutLayout(state: "nope"), named: "fault", record: .missing, snapshotDirectory: folder.path, timeout: 0.2)
        } matching: { failsWith("strut could not lay the scene out")($0) }
        #expect(failure != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aReferenceAnEarlierVersionRecordedFromAFailedDrawingAsksToBeRecordedAgain() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/fixed-size.yaml"))
        let strategy = Snapshotting<StrutScene, Data>.strut
        let failure = strategy.diffing.diffV2(Data("strut could not draw the scene: unknown device 'x'\n".utf8), try scene.render())?.0
        #expect(failure?.contains("the reference is a drawing that failed (unknown device 'x'); record it again") == true, "\(failure ?? "")")
    }

    @Test func theSameDrawingMatches() throws {
        let scene = try StrutScene(contentsOf: sample("anchors/margins-leading.yaml"))
        let png = try scene.render(as: .png)
        let strategy = Snapshotting<StrutScene, Data>.strut
        #expect(strategy.diffing.diffV2(png, png) == nil)
        #expect(strategy.pathExtension == "png")
    }
}
