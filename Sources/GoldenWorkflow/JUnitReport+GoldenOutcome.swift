import StrutPipeline

extension GoldenOutcome {
    /// The outcome as a JUnit test case: a differing drawing, and each problem `--fail-on`
    /// names (a conflict, an ambiguous or a misplaced view), fail it.
    package func testCase(failingOn failOn: Set<SceneProblem.Kind> = []) -> JUnitReport.TestCase {
        let failing = isBadInput ? [] : problems(failing: failOn).map(\.description)
        let result: JUnitReport.TestCase.Result
        switch status {
        case .passed, .recorded:
            guard let first = failing.first else {
                result = .passed
                break
            }
            let more = failing.count > 1 ? " (and \(failing.count - 1) more)" : ""
            result = .failed(message: first + more, details: failing.joined(separator: "\n"))
        case .badInput(let message): result = .error(message)
        case .failed(let message):
            let diff = artifactPaths.first { $0.hasSuffix(".diff.png") }
            let pixels = differentPixels.map { "\($0) pixels differ" } ?? message
            let details = pixels + (diff.map { "; diff image: \($0)" } ?? "")
            result = .failed(message: message, details: ([details] + failing).joined(separator: "\n"))
        }
        return JUnitReport.TestCase(name: scene, file: file ?? scene, result: result)
    }
}
