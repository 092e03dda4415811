import Foundation
import Testing

/// `strut audit`: its statuses, its lines for people and its JSON.
@Suite struct AuditCommandTests {
    @Test func findingsPrintALineEachAndExitOne() throws {
        let result = try strut(["audit", "Samples/accessibility/player.yaml"])
        #expect(result.status == 1, "\(result.err)")
        let lines = result.out.split(separator: "\n")
        #expect(lines.contains("Samples/accessibility/player.yaml:10: 'back' hitRegion: 30 × 30 pt, smaller than 44 × 44 pt [large · leftToRight · light]"))
        #expect(lines.last == "6 findings in 1 panel", "\(result.out)")
    }

    @Test func aSceneWithoutFindingsExitsZero() throws {
        let scene = """
            canvas: { size: [200, 100], background: white }
            root:
              subviews:
                - { id: hello, text: Hello, font: body, frame: [10, 10, 180, 40] }
            """
        let result = try strut(["audit", "-"], input: scene)
        #expect(result.status == 0 && result.out == "0 findings in 1 panel\n", "\(result.out)\(result.err)")
    }

    @Test func theJSONGivesEachPanelsVariationElementsAndFindings() throws {
        let result = try strut(["audit", "Samples/accessibility/player.yaml", "--content-size", "large,accessibility3", "--json"])
        #expect(result.status == 1, "\(result.err)")
        let panels = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        #expect(panels.count == 2)
        let variation = panels[1]["variation"] as! [String: Any]
        #expect(variation["contentSize"] as? String == "accessibility3" && variation["theme"] as? String == "light")
        let elements = panels[1]["elements"] as! [[String: Any]]
        #expect(elements.map { $0["id"] as! String } == ["title", "show", "progress", "back", "play", "forward"])
        #expect(elements[4]["hint"] as? String == "Plays the episode from 14 minutes")
        let findings = panels[1]["findings"] as! [[String: Any]]
        #expect(findings.contains { $0["rule"] as? String == "textClipped" && $0["item"] as? String == "show" })
        #expect(!(panels[0]["findings"] as! [[String: Any]]).contains { $0["rule"] as? String == "textClipped" })
    }

    @Test func badInputIsStatusTwo() throws {
        let key = try strut(["audit", "-"], input: "root:\n  subviews:\n    - { id: a, accessibility: { traits: [buton] } }\n")
        #expect(key.status == 2 && key.err.contains("<stdin>:3:42: unknown trait 'buton' (did you mean 'button'?)"), "\(key.err)")
        let size = try strut(["audit", "Samples/accessibility/player.yaml", "--content-size", "huge"])
        #expect(size.status == 2 && size.out.isEmpty)
        let missing = try strut(["audit", "Samples/accessibility/missing.yaml"])
        #expect(missing.status == 2 && missing.err.contains("cannot open"))
    }

    @Test func layoutAndRenderLeaveTheAuditToItsCommand() throws {
        let layout = try strut(["layout", "Samples/accessibility/player.yaml", "--fail-on", "audit"])
        #expect(layout.status == 2 && layout.err.contains("--fail-on audit is for check, not layout"), "\(layout.err)")
    }
}

/// `render --accessibility`: the screen beside its numbered elements, against its golden.
@Suite struct AccessibilitySnapshotCommandTests {
    @Test func theSampleMatchesItsGolden() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-a11y-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let actual = folder.appendingPathComponent("player.png").path
        let golden = "Goldens/render-accessibility/player.png"
        let rendered = try strut(["render", "Samples/accessibility/player.yaml", "--accessibility", "-o", recording ? golden : actual])
        #expect(rendered.status == 0, "\(rendered.err)")
        guard !recording else { return }
        let compared = try strut(["compare", golden, actual])
        #expect(compared.status == 0, "\(compared.out)\(compared.err)")
    }

    @Test func itIsRefusedWithStatesAndAnimations() throws {
        let result = try strut(["render", "Samples/states/two-view-switch.yaml", "--accessibility", "--state", "all", "-o", "/tmp/never.png"])
        #expect(result.status == 2 && result.err.contains("--accessibility draws the base scene's elements"), "\(result.err)")
    }
}
