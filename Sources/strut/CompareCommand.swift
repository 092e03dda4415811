import ArgumentParser
import CairoRendering
import Foundation
import GoldenImages

/// `strut compare EXPECTED.png ACTUAL.png [-o DIFF.png] [--threshold T]`
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images the way golden tests do.",
        discussion: """
            Pixels are compared with pixelmatch's perceptual colour distance (YIQ): two pixels differ when their distance is over --threshold of the largest possible (black against white; default 0.1). Differences that are only anti-aliasing are not counted unless --include-antialiasing; a moved one-pixel line is never taken for anti-aliasing. Images of different sizes always differ; their diff image is as large as both together, the area only one of them covers hatched in magenta. Exit status: 0 the images match, 1 they differ, 2 bad input.

            Examples:
              strut compare Goldens/vfl/fixed-size.png Goldens/vfl/leading-20.png
              strut compare Goldens/vfl/fixed-size.png Goldens/vfl/fixed-size.png -o d.png
              strut compare Goldens/vfl/fixed-size.png Goldens/vfl/leading-20.png --threshold 0.05
            """)

    @Argument(help: "The expected image (PNG).") var expected: String
    @Argument(help: "The actual image (PNG).") var actual: String
    @Option(name: .shortAndLong, help: "Write the diff image here (differences red over a faded expected, anti-aliasing yellow).")
    var output: String?
    @OptionGroup var tolerance: ToleranceOptions

    func run() throws {
        try refuseReplacingInputs(output.map { [("the diff image", $0)] } ?? [], inputs: [expected, actual])
        let a = try readPNGBytes(expected), b = try readPNGBytes(actual)
        // Sizes from the headers: images of different sizes differ, and decoding them could take
        // gigabytes to say so.
        // A diff of two sizes is drawn on the larger of both (the area only one covers hatched),
        // unless that area is too large to decode for it.
        let sizes = (try pngSize(a, expected), try pngSize(b, actual))
        let padded = (max(sizes.0.0, sizes.1.0), max(sizes.0.1, sizes.1.1))
        guard sizes.0 == sizes.1 || (output != nil && padded.0 * padded.1 <= ImageComparison.largestPaddedArea) else {
            try printOutput(ImageComparison.sizeMismatch(expected: sizes.0, actual: sizes.1) + (output == nil ? "" : " (too large for a diff image)"))
            throw ExitCode(1)
        }
        let result = ImageComparison.compare(try decodePNG(a, expected), try decodePNG(b, actual), options: tolerance.comparisonOptions)
        if let output { try writePNG(result.diff, to: output) }
        let drawn = result.sizeMismatch != nil && output != nil ? " (the diff is \(padded.0)x\(padded.1), what only one covers hatched)" : ""
        try printOutput(result.summary + drawn)
        if !result.matches { throw ExitCode(1) }
    }
}

/// The comparison tolerances `compare` and `check` share.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "Colour distance (0...1) above which two pixels differ.") var threshold: Double = 0.1
    @Option(help: "Differing pixels allowed.") var maxDifferentPixels: Int?
    @Option(help: "Fraction of differing pixels allowed.") var maxDifferentRatio: Double?
    @Flag(help: "Count anti-aliasing differences too.") var includeAntialiasing = false

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else { throw ValidationError("--threshold is from 0 to 1") }
        if let n = maxDifferentPixels, n < 0 { throw ValidationError("--max-different-pixels cannot be negative") }
        if let r = maxDifferentRatio, !(r >= 0 && r <= 1) { throw ValidationError("--max-different-ratio is from 0 to 1") }
    }

    var comparisonOptions: ComparisonOptions {
        ComparisonOptions(
            threshold: threshold, maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio,
            includeAntialiasing: includeAntialiasing)
    }
}

/// A PNG file's bytes, or the command ended as bad input.
func readPNGBytes(_ path: String) throws -> [UInt8] {
    try endingAsBadInput(path) { () throws(PNGError) in try PNG.readBytes(contentsOf: path) }
}

/// The size a PNG's header declares, or the command ended as bad input.
func pngSize(_ bytes: [UInt8], _ path: String) throws -> (Int, Int) {
    try endingAsBadInput(path) { () throws(PNGError) in try PNG.size(of: bytes) }
}

/// A PNG decoded, or the command ended as bad input.
func decodePNG(_ bytes: [UInt8], _ path: String) throws -> RGBAImage {
    try endingAsBadInput(path) { () throws(PNGError) in try PNG.decode(bytes) }
}

private func endingAsBadInput<T>(_ path: String, _ body: () throws(PNGError) -> T) throws -> T {
    do throws(PNGError) {
        return try body()
    } catch {
        let text = "\(error)"
        printError(text.contains(path) ? "error: \(text)" : "error: \(path): \(text)")
        throw ExitCode(2)
    }
}

/// Writes the diff image (``CairoRendering/writePNG(_:to:compression:)``) or ends the command as
/// bad input.
func writePNG(_ image: RGBAImage, to path: String) throws {
    do throws(RenderError) {
        try CairoRendering.writePNG(image, to: path)
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
