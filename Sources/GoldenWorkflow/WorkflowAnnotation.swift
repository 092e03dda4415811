import StrutPipeline

/// A workflow command GitHub's runner reads from a step's output and shows beside the file:
/// `::error file=a.yaml,line=3::message`.
package struct WorkflowAnnotation: Sendable, Hashable {
    package enum Level: String, Sendable {
        case error, warning
    }

    package var level: Level
    package var file: String?
    package var line: Int?
    package var message: String

    package init(_ level: Level, file: String?, line: Int?, _ message: String) {
        self.level = level
        self.file = file
        self.line = line
        self.message = message
    }

    /// The command, escaped as GitHub's runner reads it.
    package var text: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        return "::\(level.rawValue)" + (properties.isEmpty ? "" : " " + properties.joined(separator: ",")) + "::" + Self.escapeData(message)
    }

    package static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Each problem as an annotation: an error when it fails the run, a warning otherwise.
    package static func problems(_ problems: [SceneProblem], failing: Set<SceneProblem.Kind>) -> [WorkflowAnnotation] {
        problems.map { WorkflowAnnotation(failing.contains($0.kind) ? .error : .warning, file: $0.file, line: $0.line, $0.message) }
    }
}
