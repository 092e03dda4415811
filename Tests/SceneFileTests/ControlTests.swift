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

    @Test func badControlsAreLocated() {
        #expect(
            loadError("root:\n  subviews:\n    - { id: a, control: { kind: swich } }\n")?.description
                == "scene.yaml:3:33: unknown control 'swich' (did you mean 'switch'?); controls: switch, slider, segmentedControl, "
                + "stepper, progressView, pageControl, activityIndicator, image")
        #expect(loadError("root:\n  subviews:\n    - { id: a, control: { kind: slider, value: 2 } }\n")?.message == "value is from 0 to 1")
        #expect(loadError("root:\n  subviews:\n    - { id: a, control: { on: true } }\n")?.message == "a control needs 'kind'")
    }
}
