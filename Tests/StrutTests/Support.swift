import CairoRendering
import Foundation
import GoldenImages

/// The project's folder.
let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of Samples/.
func sample(_ relative: String) -> URL { projectRoot.appendingPathComponent("Samples").appendingPathComponent(relative) }

/// A file of Goldens/.
func golden(_ relative: String) -> URL { projectRoot.appendingPathComponent("Goldens").appendingPathComponent(relative) }

/// Whether a PNG matches a golden PNG as `strut check` compares them.
func matchesGolden(_ png: Data, _ relative: String) throws -> GoldenImages.ComparisonResult {
    ImageComparison.compare(try PNG.read(contentsOf: golden(relative).path), try PNG.decode([UInt8](png)))
}
