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
