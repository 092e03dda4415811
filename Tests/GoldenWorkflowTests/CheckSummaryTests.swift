import GoldenImages
import GoldenWorkflow
import StrutPipeline
import Testing

/// What outcomes come to, from values alone: lines, counts, reports and the exit status.
@Suite struct CheckSummaryTests {
    func outcome(_ scene: String, _ status: GoldenOutcome.Status) -> GoldenOutcome {
        var outcome = GoldenOutcome(scene: scene, status: status, stem: scene)
        outcome.file = "Samples/\(scene).yaml"
        return outcome
    }

    let conflict = SceneProblem(kind: .conflicts, message: "Unable to simultaneously satisfy constraints: breaking a.width == 10", file: "a.yaml", line: 4)

    @Test func failuresAndRecordsArePrintedAndBadInputOnStandardError() {
        var failed = outcome("b", .failed("3 pixels differ"))
        failed.artifactPaths = ["art/b.actual.png", "art/b.diff.png"]
        let summary = CheckSummary([outcome("a", .passed), failed, outcome("c", .recorded("no golden: recorded g/c.png")), outcome("d", .badInput("d.yaml:1:1: bad"))])
        #expect(
            summary.lines(annotating: false) == [
                .output("FAILED    b: 3 pixels differ\n          art/b.actual.png\n          art/b.diff.png"),
                .output("recorded  c: no golden: recorded g/c.png"), .error("error: d.yaml:1:1: bad"),
            ])
        #expect(summary.total == "2 passed, 1 failed, 1 bad input")
        #expect(summary.exitStatus == 2)
    }

    @Test func aProblemIsToldOnceAndFailsOnlyWhenNamed() {
        var first = outcome("a", .passed), second = outcome("a --state s", .passed)
        first.problems = [conflict]
        second.problems = [conflict]
        let lenient = CheckSummary([first, second])
        #expect(lenient.problems == [conflict])
        #expect(lenient.exitStatus == 0)
        #expect(lenient.lines(annotating: false).isEmpty)
        let strict = CheckSummary([first, second], failOn: [.conflicts])
        #expect(strict.exitStatus == 1)
        #expect(strict.total == "2 passed, 0 failed, 1 conflicts")
        #expect(strict.lines(annotating: false) == [.error("a.yaml:4: conflicts: \(conflict.message)")])
    }

    @Test func annotationsAreGitHubWorkflowCommands() {
        var passed = outcome("a", .passed)
        passed.problems = [conflict]
        let lines = CheckSummary([outcome("b", .failed("x, y")), passed]).lines(annotating: true)
        #expect(lines.contains(.annotation(WorkflowAnnotation(.error, file: "Samples/b.yaml", line: nil, "b: the drawing differs from its golden: x, y"))))
        #expect(lines.contains(.annotation(WorkflowAnnotation(.warning, file: "a.yaml", line: 4, conflict.message))))
        #expect(WorkflowAnnotation(.warning, file: "a.yaml", line: 4, "m").text == "::warning file=a.yaml,line=4::m")
    }

    @Test func workflowCommandsEscapeWhatTheRunnerReads() {
        let annotation = WorkflowAnnotation(.error, file: "a:b,c.yaml", line: 2, "50% of\nit")
        #expect(annotation.text == "::error file=a%3Ab%2Cc.yaml,line=2::50%25 of%0Ait")
    }

    /// A scene's name, an artifact's path (the artifacts folder is the user's) and a message
    /// with a line break stay on their line: nothing they hold begins a line of its own.
    @Test func namesAndPathsAreShownOnOneLine() {
        let injected = "\n::error file=README.md,line=1::x\n::stop-commands::x"
        var failed = outcome("b\(injected)", .failed("no golden at g/b\(injected).png"))
        failed.artifactPaths = ["art\(injected)/b.actual.png"]
        let lines = CheckSummary([failed, outcome("c\(injected)", .recorded("no golden: recorded g/c\(injected).png"))]).lines(annotating: true)
        let shown = "\\u{A}::error file=README.md,line=1::x\\u{A}::stop-commands::x"
        #expect(
            lines == [
                .output("FAILED    b\(shown): no golden at g/b\(shown).png\n          art\(shown)/b.actual.png"),
                .annotation(WorkflowAnnotation(.error, file: "Samples/b\(injected).yaml", line: nil, "b\(injected): the drawing differs from its golden: no golden at g/b\(injected).png")),
                .output("recorded  c\(shown): no golden: recorded g/c\(shown).png"),
            ])
        let annotation = lines[1]
        guard case .annotation(let command) = annotation else { return }
        #expect(!command.text.contains("\n") && command.text.hasPrefix("::error file=Samples/b%0A%3A%3Aerror file=README.md%2Cline=1%3A%3Ax%0A%3A%3Astop-commands%3A%3Ax.yaml::b%0A::error"))
    }

    @Test func junitHasATestCasePerOutcome() {
        var failed = outcome("b", .failed("3 pixels differ"))
        failed.artifactPaths = ["art/b.diff.png"]
        failed.differentPixels = 3
        let xml = CheckSummary([outcome("a", .passed), failed, outcome("c <x>", .badInput("bad"))]).junitXML(name: "strut check S")
        #expect(xml.contains("<testsuites name=\"strut check S\" tests=\"3\" failures=\"1\" errors=\"1\">"))
        #expect(xml.contains("<testcase classname=\"Samples/a.yaml\" name=\"a\" file=\"Samples/a.yaml\"/>"))
        #expect(xml.contains("<failure message=\"3 pixels differ\">3 pixels differ; diff image: art/b.diff.png</failure>"))
        #expect(xml.contains("name=\"c &lt;x&gt;\""))
    }

    @Test func theHTMLReportCountsThePassedAndShowsTheFailuresWithEntries() {
        var failed = outcome("b", .failed("differs"))
        failed.reportEntry = HTMLReport.Entry(name: "b", summary: "differs", expectedPNG: nil, actualPNG: nil, diffPNG: nil)
        let html = CheckSummary([outcome("a", .passed), failed]).htmlReport(title: "strut check S", acceptCommand: "strut check S --goldens G --record-failed")
        #expect(html.contains("1 failed, 1 passed"))
        #expect(html.contains("--record-failed"))
    }

    /// A matching drawing with a problem `--fail-on` names is a failed test case, whose message
    /// names the problem; a drawing that differs keeps its message and lists the problem too.
    @Test func junitFailsTheSnapshotOfAProblemFailOnNames() {
        let ambiguity = SceneProblem(kind: .ambiguity, message: "yellow: Need constraints for: X position", file: "a.yaml", line: 5)
        var passed = outcome("a", .passed), differs = outcome("a --state s", .failed("3 pixels differ"))
        passed.problems = [conflict, ambiguity]
        differs.problems = [conflict]
        let lenient = CheckSummary([passed, differs]).junitXML(name: "S")
        #expect(lenient.contains("tests=\"2\" failures=\"1\""))
        let strict = CheckSummary([passed, differs], failOn: [.conflicts, .ambiguity]).junitXML(name: "S")
        #expect(strict.contains("tests=\"2\" failures=\"2\""))
        #expect(strict.contains("<failure message=\"a.yaml:4: conflicts: \(conflict.message) (and 1 more)\">"))
        #expect(strict.contains("a.yaml:5: ambiguity: yellow: Need constraints for: X position</failure>"))
        #expect(strict.contains("<failure message=\"3 pixels differ\">3 pixels differ&#10;a.yaml:4: conflicts: "))
        let onlyAmbiguity = CheckSummary([passed], failOn: [.ambiguity]).junitXML(name: "S")
        #expect(onlyAmbiguity.contains("<failure message=\"a.yaml:5: ambiguity: yellow: Need constraints for: X position\">"))
    }

    /// The report lists a snapshot failed by its problems, with them beside its drawing, and
    /// offers no golden to accept when no drawing differs.
    @Test func theHTMLReportShowsTheProblemsThatFailASnapshot() {
        var passed = outcome("a", .passed)
        passed.problems = [conflict]
        passed.reportEntry = HTMLReport.Entry(name: "a", summary: "matches", expectedPNG: nil, actualPNG: nil, diffPNG: nil)
        let html = CheckSummary([passed, outcome("b", .passed)], failOn: [.conflicts]).htmlReport(title: "S", acceptCommand: "strut check S --record-failed")
        #expect(html.contains("1 failed, 1 passed"))
        #expect(html.contains("<ul class=\"problems\"><li>a.yaml:4: conflicts: Unable to simultaneously satisfy constraints: breaking a.width == 10</li></ul>"))
        #expect(!html.contains("--record-failed"))
        #expect(CheckSummary([passed]).htmlReport(title: "S", acceptCommand: "x").contains("All 1 images match"))
    }
}
