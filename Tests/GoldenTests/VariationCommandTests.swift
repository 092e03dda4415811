import Foundation
import Testing

/// Variations on the command line: devices turned, themes and directions side by side, and the
/// matrix a scene file lists under `vary:`.
@Suite struct VariationCommandTests {
    func object(_ json: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    func frame(_ object: [String: Any], _ id: String) -> [Double] {
        ((object["views"] as! [String: [String: Any]])[id]!["frame"] as! [Double])
    }

    /// The width of a PNG, from its header.
    func pngWidth(_ url: URL) throws -> Int {
        let header = try [UInt8](Data(contentsOf: url).prefix(24))
        return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-variations-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aDeviceTurnedToLandscapeHasThatOrientationsSizeAndSafeArea() throws {
        let turned = try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "iphone-15:landscape", "--json"])
        #expect(turned.status == 0, "\(turned.err)")
        let landscape = try object(turned.out)
        #expect(frame(landscape, "root") == [0, 0, 852, 393])
        // The button keeps to the safe area: 59 points from each side, 21 above the indicator.
        #expect(frame(landscape, "button") == [75, 314, 702, 50])
        let upright = try object(try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "iphone-15:portrait", "--json"]).out)
        let plain = try object(try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "iphone-15", "--json"]).out)
        #expect(frame(upright, "root") == [0, 0, 393, 852] && frame(upright, "button") == frame(plain, "button"))
        let bad = try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "iphone-15:sideways"])
        #expect(bad.status == 2 && bad.err.contains("unknown orientation 'sideways'"), "\(bad.err)")
        let badRender = try strut(["render", "Samples/devices/safe-area.yaml", "--device", "iphone-15,ipod:landscape"])
        #expect(badRender.status == 2 && badRender.err.contains("unknown device 'ipod'"), "\(badRender.err)")
    }

    @Test func renderCaptionsEachOrientationAndCheckKeepsAGoldenForIt() throws {
        let folder = try temporaryFolder("orientation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = folder.appendingPathComponent("both.png"), upright = folder.appendingPathComponent("upright.png")
        let drawn = try strut(["render", "Samples/devices/safe-area.yaml", "--device", "iphone-15,iphone-15:landscape", "--scale", "1", "-o", both.path])
        #expect(drawn.status == 0, "\(drawn.err)")
        _ = try strut(["render", "Samples/devices/safe-area.yaml", "--device", "iphone-15", "--scale", "1", "-o", upright.path])
        // Side by side, the turned panel is the portrait's height wide.
        #expect(try pngWidth(both) > pngWidth(upright) + 800)

        let scenes = folder.appendingPathComponent("scenes"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent("devices/safe-area.yaml"), to: scenes.appendingPathComponent("safe.yaml"))
        let recorded = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-15:landscape,ipad", "--record"])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == ["safe.device-ipad.png", "safe.device-iphone-15-landscape.png"])
        let checked = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-15:landscape"])
        #expect(checked.status == 0 && checked.out.contains("1 passed, 0 failed"), "\(checked.out)\(checked.err)")
        // Turned the other way, the landscape golden is not the portrait drawing.
        try FileManager.default.moveItem(
            at: goldens.appendingPathComponent("safe.device-iphone-15-landscape.png"), to: goldens.appendingPathComponent("safe.device-iphone-15-portrait.png"))
        let portrait = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-15:portrait", "--artifacts", folder.appendingPathComponent("a").path])
        #expect(portrait.status == 1 && portrait.out.contains("FAILED    safe.yaml --device iphone-15:portrait"), "\(portrait.out)")
    }
}
