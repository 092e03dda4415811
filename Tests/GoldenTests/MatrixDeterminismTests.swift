import Foundation
import Testing

/// A matrix's combinations are laid out on every core at once: the drawing is the same bytes
/// run after run, whichever combination finishes first.
@Suite struct MatrixDeterminismTests {
    @Test func aMatrixDrawsTheSameBytesEveryRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-matrix-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2,accessibility3,accessibility4,accessibility5"
        var drawings: [Data] = []
        for run in 0..<3 {
            let out = folder.appendingPathComponent("\(run).png")
            let result = try strut(["render", "Samples/dynamic-type/login.yaml", "--content-size", sizes, "--theme", "light,dark", "--scale", "1", "-o", out.path])
            #expect(result.status == 0, "\(result.err)")
            drawings.append(try Data(contentsOf: out))
        }
        #expect(drawings[0] == drawings[1] && drawings[1] == drawings[2])
    }

    /// A scene that cannot be laid out in one combination reports that combination's error
    /// (the first one's when several fail), as one after another would.
    @Test func theFirstFailingCombinationIsReported() throws {
        let scene = """
            canvas: { size: [200, 100] }
            root:
              subviews: [{ id: a, text: Hi, font: body }]
            constraints:
              - a.leading == root.leading
              - a.top == root.top
            states:
              wide: [a.transform = "scale(2)"]
            """
        let result = try strut(["layout", "-", "--state", "missing", "--content-size", "xSmall,large"], input: scene)
        #expect(result.status == 2 && result.err.contains("no state 'missing'"), "\(result.err)")
        let drawn = try strut(["render", "-", "--state", "missing", "--content-size", "xSmall,large", "-o", "/dev/null", "--format", "svg"], input: scene)
        #expect(drawn.status == 2 && drawn.err.contains("no state 'missing'") && drawn.err.components(separatedBy: "error:").count == 2, "\(drawn.err)")
    }
}
