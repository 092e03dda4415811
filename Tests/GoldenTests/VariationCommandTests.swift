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
        let storyboard = try object(try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--device", "retina6_12:landscape", "--json"]).out)
        #expect((storyboard["canvas"] as! [String: Double]) == ["width": 852, "height": 393], "a storyboard is read for the turned device")
        let bad = try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "iphone-15:sideways"])
        #expect(bad.status == 2 && bad.err.contains("unknown orientation 'sideways'"), "\(bad.err)")
        let badRender = try strut(["render", "Samples/devices/safe-area.yaml", "--device", "iphone-15,ipod:landscape"])
        #expect(badRender.status == 2 && badRender.err.contains("unknown device 'ipod'"), "\(badRender.err)")
    }

    @Test func aValueListedTwiceIsRefusedByEveryCommand() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["layout", "Samples/devices/safe-area.yaml", "--device", "ipad,ipad"], "--device lists 'ipad' twice"),
            (["render", "Samples/devices/safe-area.yaml", "--device", "ipad,iphone-se,ipad", "-o", "/dev/null"], "--device lists 'ipad' twice"),
            (["check", "Samples/devices", "--goldens", "Goldens/devices", "--device", "ipad,ipad"], "--device lists 'ipad' twice"),
            (["layout", "Samples/devices/safe-area.yaml", "--content-size", "xSmall,extraSmall"], "'xSmall' and 'extraSmall', which are the same"),
            (["render", "Samples/devices/safe-area.yaml", "--theme", "dark,light,dark", "-o", "/dev/null"], "--theme lists 'dark' twice"),
            (["layout", "Samples/devices/safe-area.yaml", "--direction", "rightToLeft,rightToLeft"], "--direction lists 'rightToLeft' twice"),
        ]
        for (arguments, message) in cases {
            let result = try strut(arguments)
            #expect(result.status == 2 && result.err.contains(message), "\(arguments): \(result.err)")
        }
        let distinct = try strut(["layout", "Samples/devices/safe-area.yaml", "--device", "ipad,ipad:landscape"])
        #expect(distinct.status == 0, "both orientations of one device are two panels: \(distinct.err)")
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
        // Each golden with its layout and constraints beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == [
            "safe.device-ipad.constraints.txt", "safe.device-ipad.json", "safe.device-ipad.png",
            "safe.device-iphone-15-landscape.constraints.txt", "safe.device-iphone-15-landscape.json", "safe.device-iphone-15-landscape.png",
        ])
        let checked = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-15:landscape"])
        #expect(checked.status == 0 && checked.out.contains("1 passed, 0 failed"), "\(checked.out)\(checked.err)")
        // Turned the other way, the landscape golden is not the portrait drawing.
        try FileManager.default.moveItem(
            at: goldens.appendingPathComponent("safe.device-iphone-15-landscape.png"), to: goldens.appendingPathComponent("safe.device-iphone-15-portrait.png"))
        let portrait = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-15:portrait", "--artifacts", folder.appendingPathComponent("a").path])
        #expect(portrait.status == 1 && portrait.out.contains("FAILED    safe.yaml --device iphone-15:portrait"), "\(portrait.out)")
    }

    @Test func renderDrawsOnePanelPerThemeAndDirection() throws {
        let folder = try temporaryFolder("matrix")
        defer { try? FileManager.default.removeItem(at: folder) }
        func width(_ arguments: [String]) throws -> Int {
            let out = folder.appendingPathComponent("m.png")
            let result = try strut(["render", "Samples/dynamic-type/login.yaml", "--scale", "1", "-o", out.path] + arguments)
            #expect(result.status == 0, "\(result.err)")
            return try pngWidth(out)
        }
        let one = try width([]), four = try width(["--theme", "light,dark", "--direction", "leftToRight,rightToLeft"])
        #expect(try width(["--theme", "dark"]) == one && width(["--direction", "rightToLeft"]) == one)
        #expect(four > 4 * (one - 32), "four panels side by side: \(four) pixels against \(one)")
        let bad = try strut(["render", "Samples/dynamic-type/login.yaml", "--theme", "light,dim"])
        #expect(bad.status == 2 && bad.err.contains("unknown theme 'dim'"), "\(bad.err)")
        let document = try strut(["render", "Samples/interface-builder/sign-in.storyboard", "--theme", "light,dark"])
        #expect(document.status == 2 && document.err.contains("are for scene files"), "\(document.err)")
    }

    /// Lists on four axes multiply: more combinations than a scene's `vary:` may list are refused
    /// before any is laid out, by `layout` and `render` alike.
    @Test func tooManyCombinationsAreRefused() throws {
        let sizes = "extraSmall,small,medium,large,extraLarge,extraExtraLarge,extraExtraExtraLarge,accessibilityMedium,accessibilityLarge,"
            + "accessibilityExtraLarge,accessibilityExtraExtraLarge,accessibilityExtraExtraExtraLarge"
        for command in ["layout", "render"] {
            let result = try strut([
                command, "Samples/dynamic-type/login.yaml", "--content-size", sizes, "--device", "iphone-se,ipad,iphone-15", "--direction", "leftToRight,rightToLeft",
            ])
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("make 72 combinations; at most 64"), "\(command): \(result.err)")
        }
    }

    /// `check --device` replaces a scene's device axis: the other axes of its `vary:` still
    /// multiply, and the cap holds for them too, before any golden is written. An empty device in
    /// the list is refused, as `layout` and `render` refuse it.
    @Test func checkKeepsTheCombinationCapAndRefusesAnEmptyDevice() throws {
        let folder = try temporaryFolder("check-cap")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = folder.appendingPathComponent("scenes"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = """
            canvas: { size: [40, 40], scale: 1 }
            vary:
              contentSize: [xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1]
              theme: [light, dark]
              direction: [leftToRight, rightToLeft]
            root: {}
            """
        try scene.write(to: scenes.appendingPathComponent("v.yaml"), atomically: true, encoding: .utf8)
        let many = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "iphone-se,ipad,iphone-15", "--record"])
        #expect(many.status == 2, "\(many.out)\(many.err)")
        #expect((many.out + many.err).contains("make 96 combinations; at most 64"), "\(many.out)\(many.err)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        #expect(written.isEmpty, "no golden is written: \(written)")
        let empty = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", ",ipad", "--record"])
        #expect(empty.status == 2 && empty.err.contains("unknown device ''"), "\(empty.err)")
    }

    @Test func layoutJSONNamesEachCombination() throws {
        let result = try strut([
            "layout", "Samples/devices/safe-area.yaml", "--device", "iphone-se,iphone-15:landscape", "--direction", "leftToRight,rightToLeft",
            "--content-size", "large", "--json",
        ])
        #expect(result.status == 0, "\(result.err)")
        let all = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        let names = all.map { $0["variation"] as! [String: String] }
        #expect(names == [
            ["device": "iphone-se", "contentSize": "large", "direction": "leftToRight"],
            ["device": "iphone-se", "contentSize": "large", "direction": "rightToLeft"],
            ["device": "iphone-15:landscape", "contentSize": "large", "direction": "leftToRight"],
            ["device": "iphone-15:landscape", "contentSize": "large", "direction": "rightToLeft"],
        ])
        #expect(frame(all[2], "root") == [0, 0, 852, 393])
        let scene = """
            canvas: { size: [300, 100] }
            root:
              subviews: [{ id: box }]
            constraints: ["H:|-10-[box(50)]", "V:|[box(20)]"]
            """
        let mirrored = try strut(["layout", "-", "--direction", "leftToRight,rightToLeft", "--json"], input: scene)
        let both = try JSONSerialization.jsonObject(with: Data(mirrored.out.utf8)) as! [[String: Any]]
        #expect(frame(both[0], "box") == [10, 0, 50, 20] && frame(both[1], "box") == [240, 0, 50, 20], "leading is on the right, right to left")
        let one = try object(try strut(["layout", "Samples/devices/safe-area.yaml", "--direction", "rightToLeft", "--json"]).out)
        #expect(one["variation"] == nil, "one combination prints one object, as before")
        let table = try strut(["layout", "Samples/dynamic-type/login.yaml", "--content-size", "small,accessibility5"])
        #expect(table.out.contains("[small]") && table.out.contains("[accessibility5]"), "\(table.out)")
    }

    @Test func aScenesVaryMatrixIsDrawnAndCheckedOneGoldenPerCombination() throws {
        let folder = try temporaryFolder("vary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = "Samples/variations/contact-card.yaml"
        func width(_ arguments: [String]) throws -> Int {
            let out = folder.appendingPathComponent("card.png")
            let result = try strut(["render", card, "--scale", "1", "-o", out.path] + arguments)
            #expect(result.status == 0, "\(result.err)")
            return try pngWidth(out)
        }
        let matrix = try width([]), one = try width(["--theme", "dark"]), two = try width(["--direction", "leftToRight,rightToLeft"])
        #expect(matrix > 3 * one && two > one && two < matrix, "the vary matrix unless an axis is asked for: \(matrix), \(two), \(one)")

        let scenes = folder.appendingPathComponent("scenes"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let text = try String(contentsOf: Paths.root.appendingPathComponent(card), encoding: .utf8)
            .replacingOccurrences(of: "direction: [leftToRight, rightToLeft]", with: "device: [\"iphone-15:landscape\"]")
        try Data(text.utf8).write(to: scenes.appendingPathComponent("card.yaml"))
        let recorded = try strut(["check", scenes.path, "--goldens", goldens.path, "--record"])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == [
            "card.device-iphone-15-landscape.theme-dark.constraints.txt", "card.device-iphone-15-landscape.theme-dark.json",
            "card.device-iphone-15-landscape.theme-dark.png", "card.device-iphone-15-landscape.theme-light.constraints.txt",
            "card.device-iphone-15-landscape.theme-light.json", "card.device-iphone-15-landscape.theme-light.png",
        ])
        // Each golden is its own: the dark one swapped for the light one fails the dark only.
        let dark = goldens.appendingPathComponent("card.device-iphone-15-landscape.theme-dark.png")
        try FileManager.default.removeItem(at: dark)
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("card.device-iphone-15-landscape.theme-light.png"), to: dark)
        let checked = try strut(["check", scenes.path, "--goldens", goldens.path, "--artifacts", folder.appendingPathComponent("a").path])
        #expect(checked.status == 1, "\(checked.out)")
        #expect(checked.out.contains("FAILED    card.yaml --device iphone-15:landscape --theme dark") && checked.out.contains("1 passed, 1 failed"), "\(checked.out)")
    }
}
