import Foundation
import Testing

/// Every sample drawn and compared with its golden PNG by `strut check`, the way users run it.
/// A changed drawing fails with expected, actual, diff and three-panel images left in
/// `.build/golden-artifacts` and an HTML report beside them. `STRUT_RECORD=1` re-records.
@Suite struct ImageGoldenTests {
    @Test func everySampleMatchesItsGoldenImage() throws {
        var arguments = ["check", "Samples", "--goldens", "Goldens", "--artifacts", Paths.artifacts.path,
                         "--report", Paths.artifacts.appendingPathComponent("report.html").path]
        if recording { arguments.append("--record") }
        try FileManager.default.createDirectory(at: Paths.artifacts, withIntermediateDirectories: true)
        let result = try strut(arguments)
        #expect(result.status == 0, "strut check: \(result.out)\(result.err)")
        #expect(result.out.contains(" passed, 0 failed"))
    }

    @Test func everySampleHasAGoldenImageAndLayout() throws {
        for scene in Paths.sampleScenes {
            let stem = Paths.goldens.appendingPathComponent(scene).deletingPathExtension()
            // A scene that lists its variations has a golden for each instead of one for itself.
            let text = try String(contentsOf: Paths.samples.appendingPathComponent(scene), encoding: .utf8)
            let folder = try FileManager.default.contentsOfDirectory(atPath: stem.deletingLastPathComponent().path)
            let varied = text.contains("\nvary:") && folder.contains { $0.hasPrefix(stem.lastPathComponent + ".") && $0.hasSuffix(".png") }
            #expect(varied || FileManager.default.fileExists(atPath: stem.appendingPathExtension("png").path), "no golden image for \(scene)")
            #expect(FileManager.default.fileExists(atPath: stem.appendingPathExtension("json").path), "no layout golden for \(scene)")
        }
    }
}
