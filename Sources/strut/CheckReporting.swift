import ArgumentParser
import CairoRendering
import GoldenWorkflow

/// What `check` and `merge-reports` end with: the outcomes printed (GitHub's workflow commands
/// under GitHub Actions), the HTML report (with accept and reject controls making `applyCommand`
/// when there are results to apply) and the JUnit file written, the totals, and the exit status.
func reportCheck(_ summary: CheckSummary, title: String, acceptCommand: String, applyCommand: String?, report: String?, junit: String?) throws {
    for line in summary.lines(annotating: CIReport.isGitHubActions) {
        switch line {
        case .output(let text): try printOutput(text)
        case .error(let text): printError(text)
        case .annotation(let annotation): printWorkflowCommand(annotation)
        }
    }
    if let report { try writeReport(summary.htmlReport(title: title, acceptCommand: acceptCommand, applyCommand: applyCommand), to: report) }
    if let junit { try writeReport(summary.junitXML(name: title), to: junit) }
    try printOutput(summary.total)
    if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
}

/// Writes the report or the JUnit file as every output is written (``writeAtomically(_:to:)``):
/// whole or not at all, through a symbolic link, and into a FIFO or a device in place.
private func writeReport(_ text: String, to path: String) throws {
    do throws(RenderError) {
        try writeAtomically(Array(text.utf8), to: path)
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
