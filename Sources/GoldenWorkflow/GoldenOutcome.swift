import GoldenImages
import StrutPipeline

/// What checking one snapshot (one golden image) came to: a value, so that outcomes can be
/// written, read back and merged by whoever reports them.
package struct GoldenOutcome: Sendable {
    package enum Status: Sendable, Equatable {
        case passed
        /// The drawing differs from its golden, or there is none: what was found.
        case failed(String)
        /// The golden was written (`--record`, `--record-failed`): why.
        case recorded(String)
        /// The scene could not be read or drawn, or a file could not be written.
        case badInput(String)
    }

    /// The scene's path under the samples, and for an animation its name: `a/b.yaml --animate onOff`.
    package var scene: String
    package var status: Status
    /// The golden's path without `.png`, relative to the goldens (artifacts go by it too).
    package var stem: String
    /// A failure's artifacts, written when it was found.
    package var artifactPaths: [String] = []
    /// A failure's entry in the HTML report (compressed PNGs), when a report is asked for, or a
    /// snapshot's with `--report-all`.
    package var reportEntry: HTMLReport.Entry? = nil
    /// What moved since the golden's layout, for a failure whose golden has one (`STEM.json`):
    /// `mover: y 20 → 40 (+20)`, or ``LayoutChanges/pixelsOnly``.
    package var layoutChanges: [String]? = nil
    /// The pixels that differ, for a failure with both images.
    package var differentPixels: Int? = nil
    /// The scene file, as given on the command line.
    package var file: String? = nil
    /// What the scene's layouts found, for `--fail-on` and workflow commands.
    package var problems: [SceneProblem] = []
    /// What reading the scene warned of (a document's elements strut does not draw), as printed.
    package var warnings: [String] = []

    package init(scene: String, status: Status, stem: String) {
        self.scene = scene
        self.status = status
        self.stem = stem
    }

    package var isFailure: Bool { if case .failed = status { true } else { false } }
    /// The snapshot's problems of the kinds `--fail-on` names: each fails the snapshot, in the
    /// JUnit file and the report as a differing drawing does.
    package func problems(failing failOn: Set<SceneProblem.Kind>) -> [SceneProblem] {
        problems.filter { failOn.contains($0.kind) }
    }
    /// Whether the snapshot fails: its drawing differs, or it has a problem `--fail-on` names.
    package func fails(on failOn: Set<SceneProblem.Kind>) -> Bool {
        isFailure || !isBadInput && !problems(failing: failOn).isEmpty
    }
    package var isBadInput: Bool { if case .badInput = status { true } else { false } }
}
