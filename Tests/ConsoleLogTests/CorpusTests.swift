import AutoLayout
import Foundation
import SceneFile
import SceneModel
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

/// The corpus's logs read, rebuilt and solved: nothing is expected of one file in particular.
@Suite(.enabled(if: Corpus.isPresent, "shared/corpus/uikit-logs is not here"))
struct LogCorpusTests {
    static var measurer: ApproximateTextMeasurer { ApproximateTextMeasurer() }

    /// Every address printed as a constraint's, found without the parser.
    func printedAddresses(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: "Constraint:") {
            var after = rest[range.upperBound...]
            if after.first == " " { after = after.dropFirst() }
            let address = after.prefix { $0.isLetter || $0.isNumber }
            if address.hasPrefix("0x") { found.insert(address.lowercased()) }
            rest = after
        }
        return found
    }

    @Test func everyLogIsReadAndListsEachConstraintOnce() throws {
        let logs = Corpus.logs()
        #expect(logs.count >= 26)
        for (name, text) in logs where !Corpus.isMalformed(name) {
            let log = try ConsoleLogParser.parse(text, file: name)
            let addresses = log.constraints.map(\.address)
            #expect(Set(addresses).count == addresses.count, "\(name): a constraint listed twice")
            #expect(Set(addresses + [log.broken?.address].compactMap { $0 }) == printedAddresses(text), "\(name)")
            #expect(log.constraints.allSatisfy { $0.relation != nil }, "\(name): a body left unread")
            if text.contains("Will attempt to recover by breaking") {
                #expect(log.broken != nil && log.brokenInList != nil, "\(name): the broken constraint is not named")
            }
        }
    }

    @Test func malformedLogsGiveLocatedErrors() {
        for (name, text) in Corpus.logs() where Corpus.isMalformed(name) {
            do {
                _ = try ConsoleLogParser.parse(text, file: name)
                Issue.record("\(name) was read")
            } catch {
                #expect(error.location.file == name && error.location.line > 1 && error.location.column > 1, "\(name): \(error)")
            }
        }
    }

    /// The minimal set cannot hold and each of its subsets can; a log with none lays out with every
    /// constraint holding.
    @Test func conflictsAreMinimalAndConfirmed() throws {
        var confirmed = 0, readable = 0
        for (name, text) in Corpus.logs() where !Corpus.isMalformed(name) {
            readable += 1
            let explanation = try ConflictExplanation(try ConsoleLogParser.parse(text, file: name), textMeasurer: Self.measurer)
            let ids = explanation.minimal.map { explanation.scene.constraintIDs[$0] }
            if ids.isEmpty {
                #expect(try conflicts(explanation, keeping: Set(explanation.scene.constraintIDs)) == false, "\(name)")
                continue
            }
            confirmed += 1
            #expect(try conflicts(explanation, keeping: Set(ids)), "\(name): the minimal set holds")
            for id in ids {
                #expect(try conflicts(explanation, keeping: Set(ids).subtracting([id])) == false, "\(name): not minimal without \(id)")
            }
            #expect(!explanation.text.isEmpty)
        }
        print("conflicts confirmed in \(confirmed) of \(readable) logs")
    }

    /// Whether the scene's constraints with these ids (and nothing else of the log) conflict.
    func conflicts(_ e: ConflictExplanation, keeping ids: Set<String>) throws -> Bool {
        var document = e.scene.document
        document.constraints = document.constraints.filter { $0.id.map { ids.contains($0.value) } ?? false }
        var builder = SceneBuilder(document, textMeasurer: Self.measurer)
        let scene = try builder.build()
        scene.layout()
        return !scene.engine.conflicts.isEmpty
    }

    /// `--scene-out`'s file, read back and laid out, reports the same minimal set.
    @Test func sceneFilesReproduceTheConflict() throws {
        for (name, text) in Corpus.logs() where !Corpus.isMalformed(name) {
            let explanation = try ConflictExplanation(try ConsoleLogParser.parse(text, file: name), textMeasurer: Self.measurer)
            let scene = try SceneBuilder.load(explanation.sceneFile(), file: "out.yaml", textMeasurer: Self.measurer)
            scene.layout()
            let found = Set((scene.engine.conflicts.first?.constraints ?? []).compactMap(\.identifier))
            #expect(found == Set(explanation.minimal.map { explanation.scene.constraintIDs[$0] }), "\(name)")
        }
    }
}
