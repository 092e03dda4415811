import Foundation
import Testing

/// `render --animate` and `layout --animate` from the command line, and their bad input.
@Suite struct AnimationCommandTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func everyFormatIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.svg", "a.gif", "a.webp"] {
            let out = folder.appendingPathComponent(name).path
            let result = try strut(["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "-o", out])
            #expect(result.status == 0, "\(name): \(result.err)")
            #expect((try? Data(contentsOf: URL(fileURLWithPath: out)).count) ?? 0 > 1000)
        }
        let strip = folder.appendingPathComponent("strip.pdf").path
        #expect(try strut(["render", "Samples/animations/pulse.yaml", "--animate", "layerPulse", "--filmstrip", "4", "-o", strip]).status == 0)
    }

    @Test func layoutPrintsThePresentationAtATime() throws {
        let result = try strut(["layout", "Samples/animations/switch-mode.yaml", "--animate", "switchOff", "--at", "0.5", "--json"])
        #expect(result.status == 0)
        // Half way along easeInOut, the blue view is half way between x 165 and x 400.
        #expect(result.out.contains("\"progress\": 0.5"))
        #expect(result.out.contains("\"blue\": { \"superview\": \"root\", \"frame\": [282.5, 20, 207.5, 160]"))
        let atRest = try strut(["layout", "Samples/animations/switch-mode.yaml", "--animate", "switchOff", "--at", "3"])
        #expect(atRest.out.contains("animation 'switchOff' at 3 s\n"))
    }

    @Test(arguments: [
        (["render", "Samples/animations/switch-mode.yaml", "--animate", "nope", "-o", "OUT.svg"], "no animation 'nope'"),
        (["render", "Samples/animations/switch-mode.yaml", "-o", "OUT.gif"], "a GIF is an animation"),
        (["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "-o", "OUT.png"], "does not move"),
        (["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "--at=-1", "-o", "OUT.png"], "--at is a time"),
        (["render", "Samples/animations/switch-mode.yaml", "--at", "1", "-o", "OUT.png"], "need --animate"),
        (["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "--filmstrip", "1", "-o", "OUT.png"], "--filmstrip is a number"),
        (["render", "Samples/animations/switch-mode.yaml", "--animate", "onOff", "--fps", "60", "-o", "OUT.gif"], "at most 50 frames"),
        (["layout", "Samples/animations/switch-mode.yaml", "--at", "1"], "--at needs --animate"),
    ])
    func badInputIsRefusedAndWritesNothing(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.appendingPathComponent("out").path) }
        let result = try strut(args)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
