import GoldenImages
import Rendering
import StrutPipeline

/// What `strut check` is asked: where the scenes and goldens are, what to record, report and
/// compare, and how many scenes to draw at once.
package struct GoldenCheckOptions: Sendable {
    /// Which goldens are written instead of failing.
    package enum Recording: Sendable {
        /// None: a difference fails.
        case never
        /// `--record`: every golden that differs or is missing.
        case all
        /// `--record-failed`: the same ones, except a golden of another size too large to
        /// compare, which fails.
        case failed
    }

    /// The folder of scenes.
    package var samples: String
    /// The folder of golden PNGs, mirroring the scenes' paths.
    package var goldens: String
    package var record: Recording = .never
    /// Whether failures get an HTML report's entry (their PNGs).
    package var reportsFailures = false
    /// Whether every snapshot gets one (`--report-all`).
    package var reportsAll = false
    /// Whether a snapshot that matches its golden but fails on a problem `--fail-on` names keeps
    /// its drawing among the artifacts (`STEM.actual.png`), as a results folder does for merging.
    package var keepsProblemDrawings = false
    /// Where failure images go.
    package var artifacts = "artifacts"
    /// Only these states (`base` is the scene without one); nil: every state, and animations.
    package var states: [String]?
    /// Each scene drawn on these devices (`NAME` or `NAME:landscape`), each against its own golden.
    package var devices: [String] = []
    /// What is annotated; nil: a scene file's constraints, a document's views alone.
    package var annotate: AnnotationLevel?
    /// Storyboards and xibs laid out without their placeholder constraints.
    package var runtime = false
    package var comparison = ComparisonOptions()
    /// Scenes drawn at once.
    package var jobs = 2
    /// The kinds of scene problems that fail a snapshot (`--fail-on`): a snapshot that has one
    /// keeps its drawing for the report's entry, though it matches its golden.
    package var failOn: Set<SceneProblem.Kind> = []

    package init(samples: String, goldens: String) {
        self.samples = samples
        self.goldens = goldens
    }

    /// Whether goldens are written (`--record` or `--record-failed`: the same ones, a failure's).
    package var recording: Bool { record != .never }
}
