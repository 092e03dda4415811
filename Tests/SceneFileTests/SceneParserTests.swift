import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

@Suite struct SceneParserTests {
    @Test func theSpecsExampleKeysAllRead() throws {
        let text = """
            title: Two buttons
            canvas:
              size: [320, 568]
              orientation: portrait
              scale: 3
              direction: rightToLeft
              background: "#f2f2f7"
            root:
              margins: 16
              safeArea: [47, 0, 34, 0]
              subviews:
                - id: button1
                  background: systemBlue
                  cornerRadius: 8
                  text: "Cancel"
                  font: "DejaVu Sans 17"
                - id: photo
                  intrinsicSize: [120, 80]
                  hugging: [250, 251]
                  compressionResistance: [750, 749]
                - id: legacy
                  frame: [10, 78, 300, 300]
                  autoresizing: [flexibleWidth, flexibleRightMargin]
                - id: card
                  background: white
                  border: { width: 1, color: "#c7c7cc" }
                  alpha: 0.9
                  margins: [1, 2, 3, 4]
                  transform: "rotate(90) scale(0.5)"
              guides:
                - id: leftSpace
            """
        let doc = try SceneParser.parse(text, file: "s.yaml")
        #expect(doc.title == "Two buttons")
        #expect(doc.canvas.size == Size(width: 320, height: 568))
        #expect(doc.canvas.scale == 3)
        #expect(doc.canvas.direction == .rightToLeft)
        #expect(doc.canvas.background?.value == "#f2f2f7")
        #expect(doc.root.margins == DirectionalEdgeInsets(all: 16))
        #expect(doc.root.safeArea == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let views = doc.root.subviews
        #expect(views.map(\.id.value) == ["button1", "photo", "legacy", "card"])
        #expect(views[0].text?.font == "DejaVu Sans 17")
        #expect(views[0].style.cornerRadius == 8)
        #expect(views[1].intrinsicSize == Size(width: 120, height: 80))
        #expect(views[1].hugging.map { [$0.0, $0.1] } == [250, 251])
        #expect(views[2].autoresizing == [.flexibleWidth, .flexibleRightMargin])
        #expect(views[3].style.borderColor?.value == "#c7c7cc")
        #expect(views[3].margins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let t = views[3].transform
        #expect(abs(t.a) < 1e-12 && abs(t.b - 0.5) < 1e-12 && abs(t.c + 0.5) < 1e-12)
        #expect(doc.root.guides.map(\.value) == ["leftSpace"])
    }

    @Test func devicesGiveSizeAndSafeArea() throws {
        let scene = try load("canvas: { device: iphone-15, orientation: landscape }\nroot: {}\n")
        #expect(scene.canvasSize == Size(width: 852, height: 393))
        #expect(scene.root.safeAreaInsets.leading == 59)
        #expect(scene.root.layoutMargins.leading == 16)
    }

    @Test func jsonIsReadToo() throws {
        let scene = try load(#"{"canvas": {"size": [100, 50]}, "root": {"subviews": [{"id": "a"}]}, "constraints": ["a.width == 10"]}"#)
        #expect(scene.canvasSize == Size(width: 100, height: 50))
        #expect(scene.view("a") != nil)
    }

    @Test func unknownKeysAreErrorsWithASuggestion() {
        let error = loadError("root:\n  subviews:\n    - id: a\n      backgound: red\n")
        #expect(error?.description == "scene.yaml:4:7: unknown key 'backgound' in a view (did you mean 'background'?)")
    }

    @Test func badYAMLIsLocated() {
        let error = loadError("root:\n  subviews: [a, \n")
        #expect(error?.location.line == 3)
        #expect(error?.message.hasPrefix("bad YAML") == true)
    }

    @Test func nonFiniteAndAbsurdNumbersAreRefused() {
        #expect(loadError("canvas: { size: [.inf, 10] }\nroot: {}\n")?.message == "canvas size must be a finite number, not .inf")
        #expect(loadError("root:\n  subviews:\n    - { id: a, alpha: 2 }\n")?.message == "alpha is from 0 to 1")
        #expect(loadError("root:\n  subviews:\n    - { id: a, cornerRadius: 1e99 }\n")?.message == "cornerRadius is out of range: 1e99")
    }

    @Test func canvasLimits() {
        #expect(loadError("canvas: { size: [20000, 10] }\nroot: {}\n")?.message.contains("at most 16384 points a side") == true)
        // Pixels depend on how the scene is drawn (`render --scale`, SVG or PNG): checked there.
        #expect(loadError("canvas: { size: [8000, 8000], scale: 3 }\nroot: {}\n") == nil)
    }

    @Test func unknownDeviceSuggests() {
        #expect(loadError("canvas: { device: iphone15 }\nroot: {}\n")?.message.hasPrefix("unknown device 'iphone15' (did you mean 'iphone-15'?)") == true)
    }

    @Test func duplicateIDsAreErrors() {
        let error = loadError("root:\n  subviews:\n    - id: a\n    - id: a\n")
        #expect(error?.description == "scene.yaml:4:11: duplicate id 'a'")
    }

    @Test func aViewNeedsAnID() {
        #expect(loadError("root:\n  subviews:\n    - background: red\n")?.message == "a view needs an 'id'")
    }
}
