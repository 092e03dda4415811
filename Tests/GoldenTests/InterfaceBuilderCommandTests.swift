import Foundation
import Testing

/// The command line on storyboards and xibs.
@Suite struct InterfaceBuilderCommandTests {
    @Test func savedFramesMatchAndMismatchesExitOne() throws {
        let clean = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--saved-frames"])
        #expect(clean.status == 0, "\(clean.out)\(clean.err)")
        #expect(clean.out.contains("9 of 9 views at their saved frames"))
        let moved = FileManager.default.temporaryDirectory.appendingPathComponent("strut-moved-\(getpid()).storyboard")
        defer { try? FileManager.default.removeItem(at: moved) }
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
            .replacingOccurrences(of: #"x="16" y="99""#, with: #"x="16" y="109""#)
        try Data(text.utf8).write(to: moved)
        let result = try strut(["layout", moved.path, "--saved-frames"])
        #expect(result.status == 1)
        #expect(result.out.contains("Sgn-ST-001 Form: saved (16, 109, 361, 232), solved (16, 99, 361, 232)"))
    }

    /// A placeholder constraint holds on the canvas; `--runtime` drops it, as the build does, on
    /// every command that lays a document out.
    @Test func runtimeDropsPlaceholderConstraints() throws {
        let placeholder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-placeholder-\(getpid()).storyboard")
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("strut-placeholder-\(getpid()).png")
        defer { for url in [placeholder, image] { try? FileManager.default.removeItem(at: url) } }
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
            .replacingOccurrences(of: #"constant="40" id="Sgn-CN-001""#, with: #"constant="40" placeholder="YES" id="Sgn-CN-001""#)
        try Data(text.utf8).write(to: placeholder)
        let canvas = try strut(["layout", placeholder.path])
        #expect(canvas.status == 0 && !canvas.out.contains("Need constraints"), "\(canvas.out)\(canvas.err)")
        let runtime = try strut(["layout", placeholder.path, "--runtime"])
        #expect(runtime.out.contains("Sgn-ST-001: Need constraints for: Y position"), "\(runtime.out)\(runtime.err)")
        let drawn = try strut(["render", placeholder.path, "--runtime", "--fail-on", "ambiguity", "-o", image.path])
        #expect(drawn.status == 1, "\(drawn.err)")
    }

    @Test func layoutJSONNamesScenesAndViews() throws {
        let result = try strut(["layout", "Samples/interface-builder/contact-cell.xib", "--json"])
        #expect(result.status == 0)
        #expect(result.out.contains(#""scene": "Cnt-CL-001", "title": "Contact Cell","#))
        #expect(result.out.contains(#""name": "Label - Ada Lovelace", "type": "label""#))
        let unknown = try strut(["layout", "Samples/interface-builder/contact-cell.xib", "--scene", "Nope"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("no scene 'Nope'; scenes: Cnt-CL-001 (Contact Cell)"))
    }

    @Test func convertWritesSceneFilesThatLayOutTheSame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-convert-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try strut(["convert", "Samples/interface-builder/sign-in.storyboard", "-o", directory.path])
        #expect(result.status == 0, "\(result.err)")
        let file = directory.appendingPathComponent("sign-in.yaml")
        let converted = try strut(["layout", file.path, "--json"])
        #expect(converted.status == 0, "\(converted.err)")
        #expect(converted.out.contains(#""form": { "superview": "root", "frame": [16, 99, 361, 232]"#))
    }

    /// A subview the compact height uninstalls is written with `when:` and left out in
    /// landscape; a constraint uninstalled in one class only (three installed) keeps a comment.
    @Test func convertCarriesSizeClassMasksOver() throws {
        let varied = FileManager.default.temporaryDirectory.appendingPathComponent("strut-varied-\(getpid()).storyboard")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-varied-\(getpid())")
        defer { for url in [varied, directory] { try? FileManager.default.removeItem(at: url) } }
        let masks = """
            <variation key="heightClass=compact"><mask key="subviews"><exclude reference="Sgn-LB-003"/></mask></variation>
            <variation key="heightClass=compact-widthClass=regular"><mask key="constraints"><exclude reference="Sgn-CN-001"/></mask></variation>
            """
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="Sgn-SA-001"/>"#, with: #"<viewLayoutGuide key="safeArea" id="Sgn-SA-001"/>"# + masks)
        try Data(text.utf8).write(to: varied)
        let result = try strut(["convert", varied.path, "-o", directory.path])
        #expect(result.status == 0, "\(result.err)")
        let file = directory.appendingPathComponent("sign-in.yaml")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("when: { heightClass: regular }"), "\(written)")
        #expect(written.contains("\"form.top == root.safeArea.top + 40\"  # installed in compact width, compact height; compact width, regular height; regular width, regular height"))
        let portrait = try strut(["layout", file.path, "--device", "retina6_12", "--json"])
        let landscape = try strut(["layout", file.path, "--device", "retina6_12:landscape", "--json"])
        #expect(portrait.status == 0 && landscape.status == 0, "\(portrait.err)\(landscape.err)")
        let label = #""forgotYourPasswordLabel""#
        #expect(portrait.out.contains(label) && !landscape.out.contains(label))
        let document = try strut(["layout", varied.path, "--device", "retina6_12:landscape", "--json"])
        #expect(!document.out.contains(#""Sgn-LB-003""#))
    }

    @Test func aBrokenDocumentIsLocatedAndNothingIsWritten() throws {
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("strut-broken-\(getpid()).xib")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-broken-out-\(getpid())")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\" <rect/>\n".utf8).write(to: broken)
        for command in [["layout", broken.path], ["render", broken.path, "-o", directory.path + ".png"], ["convert", broken.path, "-o", directory.path]] {
            let result = try strut(command)
            #expect(result.status == 2)
            #expect(result.err.contains("\(broken.path):3:"))
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(!FileManager.default.fileExists(atPath: directory.path + ".png"))
    }
}

extension InterfaceBuilderCommandTests {
    /// `--device` shows a storyboard on another device: its view controllers take the device's
    /// size and safe area, and Interface Builder's ids name devices for scene files too.
    @Test func anotherDevice() throws {
        let result = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--device", "retina4_0", "--json"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains(#""canvas": { "width": 320, "height": 568 }"#))
        #expect(result.out.contains(#""Sgn-ST-001": { "superview": "Sgn-RV-001", "frame": [16, 60, 288, 232]"#))
        let scene = try strut(["layout", "Samples/guides/centered-buttons-anchors.yaml", "--device", "ipad11", "--json"])
        #expect(scene.out.contains(#""canvas": { "width": 834, "height": 1194 }"#))
        let unknown = try strut(["layout", "Samples/interface-builder/sign-in.storyboard", "--device", "retina9_9"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("unknown device 'retina9_9'"))
    }
}
