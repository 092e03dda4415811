import Foundation
import StrutPipeline

/// What `check --results DIR` writes in `DIR/results.json`: a self-describing result of one run
/// (one shard of a suite, or the whole suite), enough for `merge-reports` to give what one
/// unsharded run gives and for `apply` to accept its drawings, with no scene drawn again.
/// The images of the failures and new snapshots are beside it, under `DIR/artifacts/`.
package struct CheckResults: Sendable, Codable, Equatable {
    /// The file's format, checked on reading.
    package static let format = "strut-check-results/1"
    package static let fileName = "results.json"
    /// The folder of a results folder's images, inside it.
    package static let artifactsFolder = "artifacts"

    package var format = CheckResults.format
    /// strut's version and commit (nil for a build that does not know it).
    package var strutVersion: String
    package var strutCommit: String?
    /// Where the run was made (`linux-x86_64`, or `--environment`): shards of one suite must agree.
    package var environment: String
    package var shard: CheckShard
    /// Where the shard came from: `--shard`, Bazel's or GitLab's variables, or nil for none.
    package var shardSource: String?
    /// The scenes folder and the goldens folder as given to `check`.
    package var samples: String
    package var goldens: String
    /// Every scene of the suite (before sharding), counted and fingerprinted: shards of one suite agree.
    package var suiteScenes: Int
    package var suiteFingerprint: String
    /// `--fail-on`'s kinds, sorted.
    package var failOn: [String]
    /// `--fail-on orphans`.
    package var failsOnOrphans: Bool? = nil
    /// Every golden image under the goldens folder by stem, when the run drew every snapshot of
    /// its scenes (no `--state` or `--device`): the merge names the goldens no shard drew.
    package var goldenStems: [String]? = nil
    /// Each scene of this shard, in order, with its outcomes.
    package var scenes: [Scene]

    package struct Scene: Sendable, Codable, Equatable {
        package var file: String
        package var outcomes: [Outcome]
    }

    /// A ``GoldenOutcome`` as written: its images by their paths inside the results folder.
    package struct Outcome: Sendable, Codable, Equatable {
        package var name: String
        package var stem: String
        /// `passed`, `failed`, `recorded` or `badInput`.
        package var status: String
        package var message: String?
        package var file: String?
        package var differentPixels: Int?
        /// What moved since the golden's layout.
        package var layoutChanges: [String]?
        /// The failure's images, relative to the results folder: `artifacts/a.actual.png`, ….
        package var artifacts: [String]
        package var problems: [Problem]
        package var warnings: [String]
    }

    package struct Problem: Sendable, Codable, Equatable {
        package var kind: String
        package var message: String
        package var file: String
        package var line: Int?
    }

    /// An FNV-1a hash of the sorted scene paths, in hex: the same suite gives the same text.
    package static func fingerprint(_ scenes: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for scene in scenes.sorted() {
            for byte in scene.utf8 + [0] {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// What strut and the machine are, for a run's results.
    package struct Producer: Sendable {
        package var version: String
        package var commit: String?
        package var environment: String

        package init(version: String, commit: String?, environment: String) {
            self.version = version
            self.commit = commit
            self.environment = environment
        }

        /// `linux-x86_64`: the system and the processor, as `uname` says them.
        package static var defaultEnvironment: String {
            var names = utsname()
            uname(&names)
            func text<T>(_ field: T) -> String {
                withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            }
            return "\(text(names.sysname))-\(text(names.machine))".lowercased()
        }

        /// `strut 0.1.0 (commit abc)`.
        package var description: String { "strut \(version) (\(commit.map { "commit \($0)" } ?? "unknown commit"))" }
    }
}

extension CheckResults.Outcome {
    /// The outcome written, its artifacts' paths made relative to the results folder.
    init(_ outcome: GoldenOutcome, folder: String) {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        name = outcome.scene
        stem = outcome.stem
        switch outcome.status {
        case .passed: (status, message) = ("passed", nil)
        case .failed(let text): (status, message) = ("failed", text)
        case .recorded(let text): (status, message) = ("recorded", text)
        case .badInput(let text): (status, message) = ("badInput", text)
        }
        file = outcome.file
        differentPixels = outcome.differentPixels
        layoutChanges = outcome.layoutChanges
        artifacts = outcome.artifactPaths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        problems = outcome.problems.map { CheckResults.Problem(kind: $0.kind.rawValue, message: $0.message, file: $0.file, line: $0.line) }
        warnings = outcome.warnings
    }

    /// The outcome read back, its artifacts' paths under `folder` as given.
    func outcome(folder: String) throws(GoldenCheckError) -> GoldenOutcome {
        let text = message ?? ""
        let kept: GoldenOutcome.Status
        switch status {
        case "passed": kept = .passed
        case "failed": kept = .failed(text)
        case "recorded": kept = .recorded(text)
        case "badInput": kept = .badInput(text)
        default: throw GoldenCheckError("'\(name.onOneLine)' has an unknown status '\(status.onOneLine)'")
        }
        var outcome = GoldenOutcome(scene: name, status: kept, stem: stem)
        outcome.file = file
        outcome.differentPixels = differentPixels
        outcome.layoutChanges = layoutChanges
        outcome.artifactPaths = try artifacts.map { path throws(GoldenCheckError) in
            // Only images and layouts inside the folder: a results file names nothing outside it.
            guard let dot = [".png", ".json", ".constraints.txt"].first(where: path.hasSuffix) else {
                throw GoldenCheckError("'\(name.onOneLine)' names '\(path.onOneLine)', neither an image nor a layout nor its constraints")
            }
            return try GoldenCheck.file(in: folder, stem: String(path.dropLast(dot.count)), suffix: dot)
        }
        outcome.problems = try problems.map { problem throws(GoldenCheckError) in
            guard let kind = SceneProblem.Kind(rawValue: problem.kind) else {
                throw GoldenCheckError("'\(name.onOneLine)' has an unknown problem '\(problem.kind.onOneLine)'")
            }
            return SceneProblem(kind: kind, message: problem.message, file: problem.file, line: problem.line)
        }
        outcome.warnings = warnings
        return outcome
    }
}
