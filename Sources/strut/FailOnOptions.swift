import ArgumentParser
import CairoRendering
import Foundation
import GoldenWorkflow
import SceneFile
import SceneModel
import StrutPipeline

/// `--fail-on conflicts,ambiguity,misplaced,audit`: what makes `layout`, `render` and `check` exit 1
/// (`audit` is `check`'s).
struct FailOnOptions: ParsableArguments {
    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when a scene has any of these (comma-separated): conflicts, ambiguity, misplaced; audit (check: the accessibility audit's findings). Missing fonts then fail too.",
        transform: FailOnOptions.kinds)
    var kinds: Set<SceneProblem.Kind> = []

    static func kinds(_ text: String) throws -> Set<SceneProblem.Kind> {
        var kinds: Set<SceneProblem.Kind> = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let kind = SceneProblem.Kind(rawValue: word) else {
                let names = SceneProblem.Kind.allCases.map(\.rawValue)
                throw ValidationError("--fail-on: unknown '\(word)'\(didYouMean(word, names)); known: \(names.joined(separator: ", "))")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// Refuses `audit` where the command does not audit: `strut audit` is the command for it.
    func refuseAudit(in command: String) throws {
        guard kinds.contains(.audit) else { return }
        throw ValidationError("--fail-on audit is for check, not \(command); audit a scene with 'strut audit SCENE' (exit 1 with findings)")
    }

    /// Whether these problems fail the run.
    func fails(_ problems: [SceneProblem]) -> Bool { problems.contains { kinds.contains($0.kind) } }
}

/// What a run found, told to CI: GitHub's workflow commands when `GITHUB_ACTIONS` is true, and
/// the fonts a drawing would lack.
enum CIReport {
    static let isGitHubActions = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"

    /// Prints each problem as `::error file=…,line=…::…` (or `::warning` when it does not fail
    /// the run) under GitHub Actions; nothing elsewhere.
    static func annotate(_ problems: [SceneProblem], failing: Set<SceneProblem.Kind>) {
        guard isGitHubActions else { return }
        for annotation in WorkflowAnnotation.problems(problems, failing: failing) { printWorkflowCommand(annotation) }
    }

    /// One workflow command under GitHub Actions; nothing elsewhere.
    static func annotate(_ level: WorkflowAnnotation.Level, file: String?, line: Int?, _ message: String) {
        guard isGitHubActions else { return }
        printWorkflowCommand(WorkflowAnnotation(level, file: file, line: line, message))
    }

    /// Says on standard error, once, when strut draws without its bundled fonts (every drawing's
    /// text would then differ from one made with them); returns whether they are missing.
    @discardableResult
    static func warnIfFontsMissing() -> Bool {
        guard let problem = BundledFonts.problem else { return false }
        if !warned.swap(true) { printError("warning: \(problem); text is drawn with the machine's fonts, so drawings differ from strut's own") }
        return true
    }

    private static let warned = OnceFlag()
}

/// A flag set once across threads.
final class OnceFlag: @unchecked Sendable {
    private var value = false
    private let lock = NSLock()

    /// Sets the flag and returns what it was.
    func swap(_ new: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let old = value
        value = new
        return old
    }
}
