import Foundation
import Testing

/// `check --jobs N` gives the same verdicts, artifacts and report, byte for byte, for any N.
@Suite struct CheckDeterminismTests {
    @Test func theSameOutcomeForAnyNumberOfJobs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-jobs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = folder.appendingPathComponent("samples"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for topic in ["anchors", "vfl"] {
            try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent(topic), to: samples.appendingPathComponent(topic))
            try FileManager.default.copyItem(at: Paths.goldens.appendingPathComponent(topic), to: goldens.appendingPathComponent(topic))
        }
        // One golden of another drawing, one missing: two failures among eight scenes.
        let wrong = goldens.appendingPathComponent("vfl/three-views.png")
        try FileManager.default.removeItem(at: wrong)
        try FileManager.default.copyItem(at: Paths.goldens.appendingPathComponent("anchors/margins-leading.png"), to: wrong)
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("vfl/leading-20.png"))

        var outputs: [String] = []
        var artifacts: [[String: Data]] = []
        for jobs in [1, 3, 8] {
            let out = folder.appendingPathComponent("artifacts-\(jobs)")
            let result = try strut([
                "check", samples.path, "--goldens", goldens.path, "--jobs", "\(jobs)", "--artifacts", out.path,
                "--report", out.appendingPathComponent("report.html").path,
            ])
            #expect(result.status == 1)
            outputs.append(result.out.replacingOccurrences(of: out.path, with: "ARTIFACTS"))
            var files: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: out.path)?.allObjects ?? [] {
                var isFolder: ObjCBool = false
                let full = out.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = try Data(contentsOf: full)
                }
            }
            artifacts.append(files)
        }
        #expect(outputs[0].contains("6 passed, 2 failed"), "\(outputs[0])")
        #expect(outputs.allSatisfy { $0 == outputs[0] })
        #expect(artifacts[0].count >= 6)
        #expect(artifacts.allSatisfy { $0 == artifacts[0] }, "artifacts or report differ with the number of jobs")
    }
}
