import Foundation
import SnapshotTesting
import Strut
import StrutSnapshotTesting
import XCTest

/// The strategies from XCTest, as most existing suites call them.
final class XCTestSnapshotTests: XCTestCase {
    func testASampleMatchesItsReference() throws {
        let scene = try StrutScene(contentsOf: sample("guides/centered-buttons-vfl.yaml"))
        assertSnapshot(of: scene, as: .strut)
        assertSnapshot(of: scene, as: .strutLayout)
    }
}

/// Under XCTest no test names its file: the reference of a mismatch is found among the
/// package's `__Snapshots__` folders by its bytes, and the three-panel image written beside it.
final class XCTestFailureTests: XCTestCase {
    func testAMismatchNamesTheThreePanelImageWrittenBesideTheReference() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/FailureTests")
        let name = "aMismatchNamesTheThreePanelImageWrittenBesideTheReference"
        let diff = folder.appendingPathComponent("\(name).annotated.diff.png")
        defer { try? FileManager.default.removeItem(at: diff) }
        let scene = try StrutScene(contentsOf: sample("states/two-view-switch.yaml"))
        let failure = try XCTUnwrap(
            verifySnapshot(
                of: scene, as: .strut(annotate: .none), named: "annotated", record: .never, snapshotDirectory: folder.path,
                testName: name))
        XCTAssertTrue(failure.contains(diff.path), failure)
        XCTAssertTrue(FileManager.default.fileExists(atPath: diff.path))
    }
}
