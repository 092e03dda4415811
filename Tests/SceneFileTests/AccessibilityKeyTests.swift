@testable import AutoLayout
@testable import SceneFile
@testable import SceneModel
import Testing

/// `accessibility:` on a view: what it tells VoiceOver.
@Suite struct AccessibilityKeyTests {
    @Test func everyKeyIsRead() throws {
        let text = """
            root:
              subviews:
                - id: play
                  frame: [0, 0, 44, 44]
                  accessibility: { label: Play, hint: Plays the episode, value: "0:00", identifier: playButton, traits: [button, selected] }
                - { id: art, frame: [0, 50, 10, 10], accessibility: { hidden: true, isElement: false, traits: image } }
            """
        let scene = try load(text)
        let play = scene.styles["play"]?.accessibility
        #expect(play?.label == "Play" && play?.hint == "Plays the episode" && play?.value == "0:00" && play?.identifier == "playButton")
        #expect(play?.traits == ["button", "selected"] && play?.hidden == false && play?.isElement == nil)
        let art = scene.styles["art"]?.accessibility
        #expect(art?.hidden == true && art?.isElement == false && art?.traits == ["image"])
    }

    @Test func anUnknownKeyOrTraitIsLocatedWithASuggestion() {
        let key = loadError("root:\n  subviews:\n    - { id: a, accessibility: { lable: Play } }\n")
        #expect(key?.location.line == 3 && key?.message.contains("did you mean 'label'?") == true, "\(String(describing: key))")
        let trait = loadError("root:\n  subviews:\n    - { id: a, accessibility: { traits: [buton] } }\n")
        #expect(trait?.location.line == 3 && trait?.location.column == 42, "\(String(describing: trait))")
        #expect(trait?.message.hasPrefix("unknown trait 'buton' (did you mean 'button'?); traits: button, link, header") == true)
        let twice = loadError("root:\n  subviews:\n    - { id: a, accessibility: { traits: [header, header] } }\n")
        #expect(twice?.message == "the trait 'header' is listed twice")
        let hidden = loadError("root:\n  subviews:\n    - { id: a, accessibility: { hidden: maybe } }\n")
        #expect(hidden?.message == "accessibility hidden must be true or false, not 'maybe'")
        let notMapping = loadError("root:\n  subviews:\n    - { id: a, accessibility: Play }\n")
        #expect(notMapping?.location.line == 3 && notMapping?.message.contains("mapping") == true)
    }

    @Test func theWriterKeepsIt() throws {
        var document = try SceneParser.parse(
            "root:\n  subviews:\n    - { id: a, accessibility: { label: \"Say \\\"hi\\\"\", traits: [header], hidden: true } }\n", file: "s.yaml")
        let written = SceneWriter(document).text()
        document = try SceneParser.parse(written, file: "again.yaml")
        let spec = document.root.subviews[0].style.accessibility
        #expect(spec?.label == "Say \"hi\"" && spec?.traits == ["header"] && spec?.hidden == true, "\(written)")
    }
}
