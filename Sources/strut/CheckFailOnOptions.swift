import ArgumentParser
import SceneModel
import StrutPipeline

/// `check --fail-on conflicts,ambiguity,misplaced,audit,orphans`: the scene problems `layout` and
/// `render` take (``FailOnOptions``), and orphaned goldens.
struct CheckFailOnOptions: ParsableArguments {
    struct Kinds {
        var problems: Set<SceneProblem.Kind> = []
        var orphans = false
    }

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when a scene has any of these (comma-separated): conflicts, ambiguity, misplaced; audit (the accessibility audit's findings, each snapshot audited); or when a golden is orphaned (orphans: no scene draws it).",
        transform: CheckFailOnOptions.kinds)
    var chosen = Kinds()

    static func kinds(_ text: String) throws -> Kinds {
        let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let problems = words.filter { $0 != "orphans" }
        do {
            return Kinds(problems: problems.isEmpty ? [] : try FailOnOptions.kinds(problems.joined(separator: ",")), orphans: words.contains("orphans"))
        } catch let error as ValidationError {
            throw ValidationError(error.message + ", orphans")
        }
    }

    /// The scene problems that fail the run.
    var kinds: Set<SceneProblem.Kind> { chosen.problems }
    var orphans: Bool { chosen.orphans }
}
