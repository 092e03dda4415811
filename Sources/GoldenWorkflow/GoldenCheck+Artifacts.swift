import CairoRendering
import Foundation
import GoldenImages

extension GoldenCheck {
    /// A drawing compared with its golden: the images a failure's artifacts are made of, held
    /// only until they are written.
    struct Comparison {
        var scene: String
        var stem: String
        var message: String
        var expected: RGBAImage? = nil
        var actual: RGBAImage? = nil
        var diff: RGBAImage? = nil
        var differentPixels: Int? = nil
        /// The drawing's layout as `strut layout --json` writes it, and its constraints, when it has one.
        var layout: RecordedLayout? = nil
    }

    /// A failure's images written out as soon as it is found (its artifacts, and the report's
    /// PNGs when a report is asked for), and let go: a run with many failures holds no images.
    func failure(_ found: Comparison) -> GoldenOutcome {
        var outcome = GoldenOutcome(scene: found.scene, status: .failed(found.message), stem: found.stem)
        do {
            outcome.artifactPaths = try writeArtifacts(found)
        } catch {
            return GoldenOutcome(scene: found.scene, status: .badInput("cannot write the artifacts of \(found.scene): \(error)"), stem: found.stem)
        }
        outcome.differentPixels = found.differentPixels
        outcome.layoutChanges = layoutChanges(found)
        if options.reportsFailures { outcome.reportEntry = reportEntry(found, layoutChanges: outcome.layoutChanges) }
        return outcome
    }

    /// What moved since the golden's layout (`STEM.json` beside it), and which of the scene's
    /// constraints changed since its `STEM.constraints.txt`, as far as those files are there.
    private func layoutChanges(_ found: Comparison) -> [String]? {
        guard let layout = found.layout else { return nil }
        let moved = goldenSidecar(found.stem, ".json").flatMap { LayoutChanges.describe(golden: $0, actual: layout.json) }
        let constraints = goldenSidecar(found.stem, ".constraints.txt").map { LayoutChanges.constraintChanges(golden: $0, actual: layout.constraintsText) }
        return LayoutChanges.merge(moved, constraints: constraints ?? [])
    }

    /// A file recorded beside a golden, read when it is a regular file.
    private func goldenSidecar(_ stem: String, _ suffix: String) -> String? {
        guard let path = try? Self.file(in: options.goldens, stem: stem, suffix: suffix), (try? Self.refuseUnlessRegularFile(path)) != nil,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `STEM.expected.png`, `STEM.actual.png`, `STEM.diff.png` and `STEM.panels.png` (expected |
    /// diff | actual) under the artifacts folder, those there are images for.
    private func writeArtifacts(_ found: Comparison) throws -> [String] {
        var written: [String] = []
        for (suffix, image) in [("expected", found.expected), ("actual", found.actual), ("diff", found.diff)] {
            guard let image else { continue }
            let path = try Self.file(in: options.artifacts, stem: found.stem, suffix: ".\(suffix).png")
            try writePNG(image, to: path)
            written.append(path)
        }
        if let e = found.expected, let a = found.actual, let d = found.diff {
            let path = try Self.file(in: options.artifacts, stem: found.stem, suffix: ".panels.png")
            try writePNG(RGBAImage.sideBySide([e, d, a]), to: path)
            written.append(path)
        }
        if let layout = found.layout {
            for (suffix, text) in [(".actual.json", layout.json + "\n"), (".actual.constraints.txt", layout.constraintsText)] {
                let path = try Self.file(in: options.artifacts, stem: found.stem, suffix: suffix)
                try writeAtomically(Array(text.utf8), to: path)
                written.append(path)
            }
        }
        return written
    }

    private func reportEntry(_ found: Comparison, layoutChanges: [String]?) -> HTMLReport.Entry {
        func png(_ image: RGBAImage?) -> [UInt8]? { image.flatMap { try? PNG.encode($0) } }
        var entry = HTMLReport.Entry(
            name: found.scene, summary: found.message, expectedPNG: png(found.expected), actualPNG: png(found.actual),
            diffPNG: png(found.diff))
        entry.details = layoutChanges ?? []
        entry.applyName = found.actual == nil ? nil : found.stem
        return entry
    }
}
