extension GoldenOutcome {
    /// The outcome as a JUnit test case.
    package var testCase: JUnitReport.TestCase {
        let result: JUnitReport.TestCase.Result
        switch status {
        case .passed, .recorded: result = .passed
        case .badInput(let message): result = .error(message)
        case .failed(let message):
            let diff = artifactPaths.first { $0.hasSuffix(".diff.png") }
            let pixels = differentPixels.map { "\($0) pixels differ" } ?? message
            result = .failed(message: message, details: pixels + (diff.map { "; diff image: \($0)" } ?? ""))
        }
        return JUnitReport.TestCase(name: scene, file: file ?? scene, result: result)
    }
}
