@testable import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// `control:` on a view: the UIKit control it draws.
@Suite struct ControlTests {
    @Test func controlsAreRead() throws {
        let text = """
            root:
              subviews:
                - { id: a, control: { kind: switch, on: false } }
                - { id: b, control: { kind: slider, value: 0.25 } }
                - { id: c, control: { kind: segmentedControl, segments: [One, Two], selected: 1 } }
                - { id: d, control: { kind: image, name: avatar } }
            """
        let scene = try load(text)
        #expect(scene.styles["a"]?.control == .toggle(on: false))
        #expect(scene.styles["b"]?.control == .slider(value: 0.25))
        #expect(scene.styles["c"]?.control == .segmented(titles: ["One", "Two"], selected: 1))
        #expect(scene.styles["d"]?.control == .image(name: "avatar"))
    }

    @Test func aCustomViewKeepsItsClassName() throws {
        let scene = try load("root:\n  subviews:\n    - { id: chart, control: { kind: customView, name: PieChartView } }\n")
        #expect(scene.styles["chart"]?.control == .customView(className: "PieChartView"))
    }

    @Test func aSymbolKeepsItsScaleAndWeight() throws {
        let scene = try load("root:\n  subviews:\n    - { id: s, control: { kind: symbol, name: trash, scale: large, weight: bold, fitsView: false } }\n")
        #expect(scene.styles["s"]?.control == .symbol(name: "trash", scale: "large", weight: "bold", fitsView: false))
        #expect(loadError("root:\n  subviews:\n    - { id: s, control: { kind: symbol, name: trash, weight: blod } }\n")?.message
            == "unknown symbol weight 'blod' (did you mean 'bold'?); weights: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black")
        #expect(loadError("root:\n  subviews:\n    - { id: s, control: { kind: symbol } }\n")?.message == "a symbol needs 'name'")
    }

    @Test func badControlsAreLocated() {
        #expect(
            loadError("root:\n  subviews:\n    - { id: a, control: { kind: swich } }\n")?.description
                == "scene.yaml:3:33: unknown control 'swich' (did you mean 'switch'?); controls: switch, slider, segmentedControl, "
                + "stepper, progressView, pageControl, activityIndicator, image, customView, symbol, material")
        #expect(loadError("root:\n  subviews:\n    - { id: a, control: { kind: slider, value: 2 } }\n")?.message == "value is from 0 to 1")
        #expect(loadError("root:\n  subviews:\n    - { id: a, control: { on: true } }\n")?.message == "a control needs 'kind'")
    }

    /// Segment titles, an image's name and the scene's title are drawn as a view's text is, and
    /// have its limits, refused where they are written.
    @Test func drawnTextsHaveTheTextLimit() {
        let long = String(repeating: "x", count: 10_001)
        let base = "canvas: { size: [100, 100] }\nroot:\n  subviews:\n    - id: c\n      frame: [0, 0, 10, 10]\n"
        let segment = loadError(base + "      control: { kind: segmentedControl, segments: [a, \(long)] }\n")
        #expect(segment?.message == "a text of 10001 characters; at most 10000" && segment?.location.line == 6 && segment?.location.column == 56,
            "\(String(describing: segment))")
        let image = loadError(base + "      control: { kind: image, name: \"\(String(repeating: "x\\n", count: 1_000))\" }\n")
        #expect(image?.message == "a text of 1001 lines; at most 1000" && image?.location.line == 6, "\(String(describing: image))")
        let title = loadError("title: \(long)\n" + base)
        #expect(title?.message == "a text of 10001 characters; at most 10000" && title?.location.line == 1, "\(String(describing: title))")
        #expect(loadError("title: \(String(long.dropFirst()))\n" + base + "      control: { kind: segmentedControl, segments: [\(long.dropFirst())] }\n") == nil)
    }
}
