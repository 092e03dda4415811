import Foundation
import Testing

/// Storyboards and xibs in several variations: read for each device and orientation (its size
/// classes), and with their text-style labels at each content size.
@Suite struct DocumentVariationCommandTests {
    func objects(_ json: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
    }

    func frame(_ object: [String: Any], _ id: String) -> [Double] {
        ((object["views"] as! [String: [String: Any]])[id]!["frame"] as! [Double])
    }

    /// The large title grows with the text size and is measured in every panel; the fixed
    /// 17-point label keeps the size Xcode saved.
    @Test func textStyleLabelsFollowTheContentSize() throws {
        let result = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--content-size", "large,accessibility3", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let panels = try objects(result.out)
        #expect(panels.count == 2)
        #expect((panels[1]["variation"] as? [String: String])?["contentSize"] == "accessibility3")
        let (large, huge) = (frame(panels[0], "Sgn-LB-001"), frame(panels[1], "Sgn-LB-001"))
        #expect(huge[3] > large[3] * 1.4, "largeTitle is 34 points at large, 52 at accessibility3: \(large) \(huge)")
        #expect(frame(panels[0], "Sgn-LB-003") == frame(panels[1], "Sgn-LB-003"), "a fixed-size font does not scale")
        let saved = try JSONSerialization.jsonObject(with: Data(try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--json"]).out.utf8))
        #expect(frame(saved as! [String: Any], "Sgn-LB-001")[3] == 41, "without --content-size the saved size stands")
    }

    /// One scene read for each device: a turned phone's canvas is landscape, an iPad's its own.
    @Test func aDocumentOnSeveralDevices() throws {
        let result = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--device", "retina6_12,retina6_12:landscape,ipad11", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let canvases = try objects(result.out).map { $0["canvas"] as! [String: Double] }
        #expect(canvases == [["width": 393, "height": 852], ["width": 852, "height": 393], ["width": 834, "height": 1194]])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-document-variations-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = try strut([
            "render", "Samples/interface-builder/sign-in.storyboard", "--device", "retina6_12,retina6_12:landscape", "--content-size", "large,xxxLarge",
            "--scale", "1", "-o", folder.appendingPathComponent("four.png").path,
        ])
        #expect(drawn.status == 0, "\(drawn.err)")
        let direction = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--device", "retina6_12,ipad11", "--direction", "rightToLeft"])
        #expect(direction.status == 2 && direction.err.contains("--direction and a list of themes are for scene files"), "\(direction.err)")
    }

    /// A document of several scenes is drawn in several variations one scene at a time.
    /// `--saved-frames` in several combinations: each report names the one it compares, as the
    /// layout table and its JSON do.
    @Test func savedFramesReportsNameTheirCombination() throws {
        let sample = "Samples/interface-builder/sign-in.storyboard"
        let text = try strut(["layout", sample, "--device", "retina6_12,ipad11:landscape", "--content-size", "large,xSmall", "--saved-frames"])
        let headers = text.out.split(separator: "\n").filter { $0.contains(" views at their saved frames") }
        #expect(headers.count == 4, "\(text.out)")
        for caption in ["[retina6_12 · large]", "[retina6_12 · xSmall]", "[ipad11 landscape · large]", "[ipad11 landscape · xSmall]"] {
            #expect(headers.contains { $0.contains(caption) }, "\(caption): \(text.out)")
        }
        let json = try objects(try strut(["layout", sample, "--device", "retina6_12,ipad11", "--saved-frames", "--json"]).out)
        #expect(json.map { ($0["variation"] as? [String: String])?["device"] } == ["retina6_12", "ipad11"])
        let one = try strut(["layout", sample, "--saved-frames"])
        #expect(!one.out.contains("["), "one combination is not named: \(one.out)")
    }

    @Test func severalScenesNeedOneChosen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-document-scenes-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("interface-builder/sign-in.storyboard"), encoding: .utf8)
        let start = try #require(text.range(of: "        <!--Sign In-->")), end = try #require(text.range(of: "    </scenes>"))
        let scene = String(text[start.lowerBound..<end.lowerBound])
        let twice = text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: scene + scene.replacingOccurrences(of: "Sgn-", with: "Two-"))
        let path = folder.appendingPathComponent("two.storyboard")
        try twice.write(to: path, atomically: true, encoding: .utf8)
        let both = try strut(["layout", path.path, "--device", "retina6_12,ipad11"])
        #expect(both.status == 2 && both.err.contains("has 2 scenes; choose the one to draw in several variations with --scene"), "\(both.err)")
        let one = try strut(["layout", path.path, "--device", "retina6_12,ipad11", "--scene", "Two-VC-001"])
        #expect(one.status == 0, "\(one.err)")
        // Both scenes have one title: naming it chooses neither, and the ids tell them apart.
        let title = try strut(["layout", path.path, "--device", "retina6_12,ipad11", "--scene", "Sign In"])
        #expect(title.status == 2 && title.err.contains("--scene 'Sign In' names 2 scenes (Sgn-VC-001, Two-VC-001); choose one by its id"), "\(title.err)")
    }
}
