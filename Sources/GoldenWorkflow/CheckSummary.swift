import GoldenImages
import StrutPipeline

/// What a check's outcomes come to: the lines to print, the counts, the reports and the exit
/// status. Made from values alone, so that outcomes read back from elsewhere sum up the same.
package struct CheckSummary: Sendable {
    /// A line for the person running the check: on standard output, or standard error; or one
    /// of GitHub's workflow commands, on standard error, the only lines meant as commands.
    package enum Line: Sendable, Equatable {
        case output(String)
        case error(String)
        case annotation(WorkflowAnnotation)
    }

    package let outcomes: [GoldenOutcome]
    /// The kinds of scene problems that fail the run (`--fail-on`).
    package let failOn: Set<SceneProblem.Kind>
    /// The scenes' problems, each told once, though every state and device drawn may have it.
    package let problems: [SceneProblem]
    /// The goldens no scene draws any more, by path (``GoldenCheck/orphans(goldenStems:outcomes:goldens:)``).
    package var orphans: [String] = []
    /// Whether an orphaned golden fails the run (`--fail-on orphans`).
    package var failsOnOrphans = false

    package init(_ outcomes: [GoldenOutcome], failOn: Set<SceneProblem.Kind> = []) {
        self.outcomes = outcomes
        self.failOn = failOn
        var seen: Set<SceneProblem> = []
        problems = outcomes.flatMap(\.problems).filter { seen.insert($0).inserted }
    }

    package var failed: Int { outcomes.filter(\.isFailure).count }
    package var badInput: Int { outcomes.filter(\.isBadInput).count }
    package var passed: Int { outcomes.count - failed - badInput }
    /// The problems of the kinds `--fail-on` names.
    package var problemFailures: Int { problems.filter { failOn.contains($0.kind) }.count }

    /// What reading the scenes warned of, each outcome that says something (recorded, bad input,
    /// failed), then the problems that fail the run; with `annotating`, GitHub's workflow
    /// commands beside them. Scene names, paths and a failure's or a record's message are shown
    /// on one line each (``Swift/String/onOneLine``).
    package func lines(annotating: Bool) -> [Line] {
        var lines: [Line] = outcomes.flatMap(\.warnings).map(Line.error)
        for outcome in outcomes {
            let scene = outcome.scene.onOneLine
            switch outcome.status {
            case .passed: break
            case .recorded(let message): lines.append(.output("recorded  \(scene): \(message.onOneLine)"))
            case .badInput(let message):
                lines.append(.error("error: \(message)"))
                if annotating { lines.append(.annotation(WorkflowAnnotation(.error, file: outcome.file, line: nil, message))) }
            case .failed(let message):
                let paths = outcome.artifactPaths.map(\.onOneLine)
                let moved = (outcome.layoutChanges ?? []).map { "\n          \(LayoutChanges.printed($0).onOneLine)" }.joined()
                lines.append(.output("FAILED    \(scene): \(message.onOneLine)\(moved)\n          \(paths.joined(separator: "\n          "))"))
                if annotating {
                    lines.append(.annotation(WorkflowAnnotation(.error, file: outcome.file, line: nil, "\(outcome.scene): the drawing differs from its golden: \(message)")))
                }
            }
        }
        for orphan in orphans {
            lines.append(.output("orphan    \(orphan.onOneLine): no scene draws this golden any more"))
            if annotating {
                lines.append(.annotation(WorkflowAnnotation(failsOnOrphans ? .error : .warning, file: orphan, line: nil, "no scene draws this golden any more")))
            }
        }
        for problem in problems where failOn.contains(problem.kind) {
            lines.append(.error("\(problem)"))
        }
        if annotating { lines += WorkflowAnnotation.problems(problems, failing: failOn).map(Line.annotation) }
        return lines
    }

    /// `12 passed, 1 failed`, with the bad input and the problems that fail the run.
    package var total: String {
        "\(passed) passed, \(failed) failed" + (badInput > 0 ? ", \(badInput) bad input" : "")
            + (problemFailures > 0 ? ", \(problemFailures) \(failOn.map(\.rawValue).sorted().joined(separator: " or "))" : "")
            + (orphans.isEmpty ? "" : ", \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s")")
    }

    /// 2 for bad input, 1 for a failure, a problem that fails the run or an orphaned golden with
    /// `--fail-on orphans`, 0 otherwise.
    package var exitStatus: Int32 {
        if badInput > 0 { return 2 }
        return failed > 0 || problemFailures > 0 || (failsOnOrphans && !orphans.isEmpty) ? 1 : 0
    }

    /// The HTML report: the failures side by side, each with the problems `--fail-on` names
    /// (a snapshot whose drawing matches fails on those alone), every snapshot given an entry,
    /// and the orphaned goldens. With `applyCommand` (`strut apply RESULTS… --goldens G`), each
    /// changed drawing has accept and reject controls that make that command with `--only`.
    package func htmlReport(title: String, acceptCommand: String, applyCommand: String? = nil) -> String {
        let failing = outcomes.filter { $0.fails(on: failOn) }
        let entries = failing.compactMap { outcome in
            outcome.reportEntry.map { entry in
                var entry = entry
                entry.problems = outcome.problems(failing: failOn).map(\.description)
                return entry
            }
        }
        var page = HTMLReport(title: title, passed: outcomes.filter { !$0.fails(on: failOn) && !$0.isBadInput }.count, failures: entries)
        page.snapshots = outcomes.filter { $0.status == .passed && !$0.fails(on: failOn) }.compactMap(\.reportEntry)
        page.acceptCommand = failing.contains(where: \.isFailure) ? acceptCommand : nil
        page.applyCommand = applyCommand
        page.orphans = orphans
        return page.html
    }

    /// JUnit XML: one test case per golden, failed by a differing drawing or by a problem
    /// `--fail-on` names.
    package func junitXML(name: String) -> String {
        JUnitReport.xml(outcomes.map { $0.testCase(failingOn: failOn) }, name: name)
    }
}
