import Foundation
import AutoLayout
import SceneFile
import Testing

@testable import ConsoleLog

/// The real logs of `shared/corpus/uikit-logs` (read from there, never copied).
enum Corpus {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/uikit-logs")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.path) }

    static func logs() -> [(name: String, text: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    /// The inputs the corpus marks as deliberately malformed.
    static func isMalformed(_ name: String) -> Bool { name.hasPrefix("wtf-error-") }
}

@Suite struct LogCorpusTests {
    @Test func dump() throws {
        for (name, text) in Corpus.logs() {
            do {
                let log = try ConsoleLogParser.parse(text, file: name)
                print("== \(name): \(log.constraints.count) broken=\(log.broken?.address ?? "-")")
                let e = try ConflictExplanation(log, textMeasurer: ApproximateTextMeasurer())
                print(e.text)
            } catch {
                print("== \(name): ERROR \(error)")
            }
        }
    }
}
