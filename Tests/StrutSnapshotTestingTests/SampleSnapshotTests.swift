import Foundation
import SnapshotTesting
import Strut
import StrutSnapshotTesting
import Testing

/// The strategies on the project's samples and one corpus document, against the references in
/// __Snapshots__ (SNAPSHOT_TESTING_RECORD=all records them again).
@Suite struct SampleSnapshotTests {
    @Test(arguments: ["anchors/fixed-size.yaml", "stack-views/alignment-center.yaml", "interface-builder/sign-in.storyboard"])
    func aSampleIsDrawnAsItsReference(_ path: String) throws {
        let name = String(path.split(separator: "/").last!.split(separator: ".").first!)
        assertSnapshot(of: try StrutScene(contentsOf: sample(path)), as: .strut, named: name)
    }

    @Test func aDeviceAStateAndNoAnnotationsAreDrawnAsAsked() throws {
        let scene = try StrutScene(contentsOf: sample("states/two-view-switch.yaml"))
        assertSnapshot(of: scene, as: .strut(device: "iphone-se", state: "off", annotate: .none))
    }

    @Test func theFramesAreSnapshotAsText() throws {
        assertSnapshot(of: try StrutScene(contentsOf: sample("diagnostics/conflict.yaml")), as: .strutLayout)
        assertSnapshot(of: try StrutScene(contentsOf: sample("interface-builder/contact-cell.xib")), as: .strutLayout)
    }

    @Test func theAccessibilityElementsAreSnapshotAsText() throws {
        assertSnapshot(of: try StrutScene(contentsOf: sample("accessibility/player.yaml")), as: .strutAccessibility)
        assertSnapshot(of: try StrutScene(contentsOf: sample("interface-builder/sign-in.storyboard")), as: .strutAccessibility)
    }

    @Test(.enabled(if: corpusDocument(corpusCell) != nil, "the shared corpus (../shared/corpus) is not beside the project"))
    func aCorpusDocumentIsDrawnAndLaidOutAsItsReferences() throws {
        let scene = try StrutScene(contentsOf: try #require(corpusDocument(corpusCell)))
        assertSnapshot(of: scene, as: .strut)
        assertSnapshot(of: scene, as: .strutLayout)
    }
}
