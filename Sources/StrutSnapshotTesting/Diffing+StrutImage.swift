import CairoRendering
import Foundation
import GoldenImages
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNGs compared as `strut compare` compares them (its defaults: threshold 0.1, anti-aliasing
    /// not counted); a mismatch writes the three-panel image beside the reference.
    static var strutImage: Diffing {
        makeDiffing { reference, actual in ImageDifference(reference: reference, actual: actual)?.message }
    }
}

/// Why a drawing does not match its reference, with the three-panel image written when both are
/// images of one size.
struct ImageDifference {
    let message: String

    /// Nil when the drawings match.
    init?(reference: Data, actual: Data) {
        guard let expected = try? PNG.decode([UInt8](reference)) else {
            message = DrawingFault(reference).map { "the reference is a drawing that failed (\($0.message)); record it again" }
                ?? "the reference is not a PNG strut can read; record it again"
            return
        }
        guard let drawn = try? PNG.decode([UInt8](actual)) else {
            message = "the new drawing is not a PNG strut can read"
            return
        }
        let result = ImageComparison.compare(expected, drawn, options: ComparisonOptions())
        guard !result.matches else { return nil }
        var text = result.summary
        if result.sizeMismatch == nil {
            let panels = RGBAImage.sideBySide([expected, result.diff, drawn])
            text += "\n" + SnapshotReference.writeBeside(reference, png: panels, suffix: "diff")
        }
        message = text
    }
}
