import Foundation
import Testing

/// Storyboards and xibs drawn as Xcode's canvas shows them, and what `layout` says of them.
@Suite struct InterfaceBuilderDrawingTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-ib-drawing-\(UUID().uuidString)")

    func render(_ arguments: [String], to name: String) throws -> Data {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name).path
        let result = try strut(["render", "Samples/interface-builder/contact-cell.xib", "-o", file] + arguments)
        #expect(result.status == 0, "\(result.err)")
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }

    @Test func aDocumentIsDrawnWithoutAnnotationsUnlessAsked() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let byDefault = try render([], to: "default.png")
        let none = try render(["--annotate", "none"], to: "none.png")
        let all = try render(["--annotate", "all"], to: "all.png")
        let constraints = try render(["--annotate", "constraints"], to: "constraints.png")
        #expect(byDefault == none, "the views alone, no names, no constraint marks")
        #expect(all != none, "--annotate all draws the views' names and the constraints")
        #expect(constraints != none && constraints != all)
    }

    @Test func savedFramesMarksTheViewsStrutLaysOutElsewhere() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let moved = directory.appendingPathComponent("moved.storyboard")
        let text = try String(contentsOfFile: "Samples/interface-builder/sign-in.storyboard", encoding: .utf8)
            .replacingOccurrences(of: #"x="16" y="99""#, with: #"x="16" y="109""#)
        try Data(text.utf8).write(to: moved)
        var images: [String: Data] = [:]
        for (name, document, arguments) in [
            ("clean", "Samples/interface-builder/sign-in.storyboard", [String]()),
            ("clean-checked", "Samples/interface-builder/sign-in.storyboard", ["--saved-frames"]),
            ("moved", moved.path, []), ("moved-checked", moved.path, ["--saved-frames"]),
        ] {
            let file = directory.appendingPathComponent("\(name).png").path
            let result = try strut(["render", document, "-o", file] + arguments)
            #expect(result.status == 0, "\(result.err)")
            images[name] = try Data(contentsOf: URL(fileURLWithPath: file))
        }
        #expect(images["clean"] == images["clean-checked"], "nothing to mark where every view is at its saved frame")
        #expect(images["moved"] == images["clean"], "the picture alone does not show where Xcode saved the form")
        #expect(images["moved-checked"] != images["moved"], "--saved-frames outlines the form's saved frame")
        let sceneFile = try strut(["render", "Samples/vfl/three-views.yaml", "--saved-frames", "-o", directory.appendingPathComponent("x.png").path])
        #expect(sceneFile.status != 0 && sceneFile.err.contains("--saved-frames checks storyboards and xibs"))
    }

    @Test func aSceneFileIsStillAnnotatedByDefault() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var images: [Data] = []
        for (name, arguments) in [("default.png", [String]()), ("constraints.png", ["--annotate", "constraints"])] {
            let file = directory.appendingPathComponent(name).path
            let result = try strut(["render", "Samples/vfl/three-views.yaml", "-o", file] + arguments)
            #expect(result.status == 0, "\(result.err)")
            images.append(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(images[0] == images[1])
    }

    @Test func layoutListsViewsByTheirNamesInXcodesOutline() throws {
        let result = try strut(["layout", "Samples/interface-builder/contact-cell.xib"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("view ") && $0.contains(" name ") && $0.contains(" superview ") })
        #expect(lines.contains { $0.hasPrefix("Cnt-LB-001  Label - Ada Lovelace ") })
        #expect(lines.contains { $0.hasPrefix("Cnt-IV-001  Avatar ") })
        let sceneFile = try strut(["layout", "Samples/vfl/three-views.yaml"])
        #expect(!sceneFile.out.contains(" name "), "a scene file's views have only their names")
    }

    @Test func anElementStrutDoesNotKnowIsDrawnLabelledAndWarnedOfOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let document = directory.appendingPathComponent("unknown.xib")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <arView contentMode="scaleToFill" id="ar1">
                                <rect key="frame" x="10" y="10" width="80" height="80"/>
                            </arView>
                            <arView contentMode="scaleToFill" id="ar2">
                                <rect key="frame" x="110" y="10" width="80" height="80"/>
                            </arView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try Data(text.utf8).write(to: document)
        let png = directory.appendingPathComponent("unknown.png").path
        let result = try strut(["render", document.path, "-o", png])
        #expect(result.status == 0, "\(result.err)")
        let warnings = result.err.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(result.err)")
        #expect(warnings.first?.contains("<arView> is not an element strut knows") == true)
        #expect(warnings.first?.contains("unknown.xib:7:") == true, "located at its first use: \(result.err)")
        let scenes = directory.appendingPathComponent("scenes")
        #expect(try strut(["convert", document.path, "-o", scenes.path]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }
        let converted = try files.map { try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(converted.contains("name: \"<arView>\""), "drawn as a placeholder labelled with the element: \(converted)")
    }

    /// `--focus ID` marks that view's constraints alone, as Xcode shows a selected view's; an
    /// id the scene does not have is bad input, with the nearest one.
    @Test func focusMarksOneViewsConstraints() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strut-focus-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let all = directory.appendingPathComponent("all.svg").path, one = directory.appendingPathComponent("one.svg").path
        let cell = "Samples/interface-builder/contact-cell.xib"
        #expect(try strut(["render", cell, "--annotate", "constraints", "-o", all]).status == 0)
        let focused = try strut(["render", cell, "--annotate", "constraints", "--focus", "Cnt-IV-001", "--focus", "Cnt-ST-001", "-o", one])
        #expect(focused.status == 0, "\(focused.err)")
        let sizes = try [all, one].map { try Data(contentsOf: URL(fileURLWithPath: $0)).count }
        #expect(sizes[1] < sizes[0], "fewer marks: \(sizes)")
        let wrong = try strut(["render", cell, "--annotate", "constraints", "--focus", "Cnt-IV-01", "-o", one])
        #expect(wrong.status == 2)
        #expect(wrong.err.contains("--focus 'Cnt-IV-01' names no view of the scene (did you mean 'Cnt-IV-001'?)"), "\(wrong.err)")
    }
}
