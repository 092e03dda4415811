import Foundation
import Testing

/// Hostile input to the commands that read documents, logs and images, compare and convert: each a
/// clear message and exit status 2, or the right answer, never a crash, a wrong answer or an input
/// overwritten.
@Suite struct HostileCommandTests {
    /// A 5,100 × 5,000 pt canvas is 103 megapixels at its scale 2 but 26 at `--scale 1`, and none
    /// as SVG: the limit is the image's, checked where one is drawn; `layout` draws nothing.
    @Test func theImageSizeLimitHonoursScaleAndFormat() throws {
        let scene = "canvas: { size: [5100, 5000] }\nroot: {}\n"
        #expect(try strut(["layout", "-"], input: scene).status == 0)
        #expect(try strut(["render", "-", "-o", "-", "--format", "svg"], input: scene).status == 0)
        let refused = try strut(["render", "-", "-o", "-"], input: scene)
        #expect(refused.status == 2)
        #expect(refused.err.contains("<stdin>:1:9: the image would have 103 megapixels at scale 2.0; at most 100 (lower --scale)"), "\(refused.err)")
        let lower = try strut(["render", "-", "-o", "-", "--scale", "1"], input: scene)
        #expect(lower.status == 0, "\(lower.err)")
        #expect(lower.out.dropFirst().hasPrefix("PNG"))
    }
}
