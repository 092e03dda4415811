import AutoLayout
@testable import SceneFile
import SceneModel
import Testing

/// Where a view with text has its baselines: a label's keep their distance from its top and
/// bottom however tall it is; a control's (`contentVerticalAlignment`) follow its text.
@Suite struct TextBaselineTests {
    func firstAndLast(_ extra: String) throws -> (first: Double, last: Double) {
        let text = """
            root:
              subviews:
                - { id: title, text: Title, \(extra) }
                - { id: first }
                - { id: last }
            constraints:
              - title.top == root.top + 100
              - title.leading == root.leading
              - title.height == 80
              - first.top == title.firstBaseline
              - last.top == title.lastBaseline
              - "H:|[first(10)]"
              - "H:|[last(10)]"
              - first.height == 10
              - last.height == 10
            """
        var builder = SceneBuilder(try SceneParser.parse(text, file: "s.yaml"), textMeasurer: ApproximateTextMeasurer())
        let loaded = try builder.build()
        loaded.layout()
        return (try #require(loaded.view("first")?.frame.minY), try #require(loaded.view("last")?.frame.minY))
    }

    @Test func aLabelsBaselinesKeepToItsEdges() throws {
        let label = try firstAndLast("")
        let top = try firstAndLast("contentVerticalAlignment: top")
        let bottom = try firstAndLast("contentVerticalAlignment: bottom")
        // One line: the label's first baseline is the top-aligned control's, its last the bottom-aligned one's.
        #expect(label.first == top.first && label.last == bottom.last)
        #expect(label.last > label.first + 40)
    }

    @Test func aCentredControlsBaselinesAreItsTextsInItsMiddle() throws {
        let top = try firstAndLast("contentVerticalAlignment: top")
        let center = try firstAndLast("contentVerticalAlignment: center")
        let bottom = try firstAndLast("contentVerticalAlignment: bottom")
        #expect(abs((center.first - top.first) - (bottom.first - center.first)) < 1e-9)
        #expect(center.first > top.first && center.last == center.first + (top.last - top.first))
    }

    @Test func contentVerticalAlignmentNeedsTextAndAKnownValue() {
        for (view, message) in [
            ("{ id: a, contentVerticalAlignment: center }", "contentVerticalAlignment places a view's text; this view has no 'text'"),
            ("{ id: a, text: A, contentVerticalAlignment: middle }", "contentVerticalAlignment is center, top, bottom, fill, not 'middle'"),
        ] {
            do {
                _ = try SceneParser.parse("root:\n  subviews:\n    - \(view)\n", file: "s.yaml")
                Issue.record("read \(view)")
            } catch { #expect(error.description.hasPrefix("s.yaml:3:") && error.description.contains(message), "\(error.description)") }
        }
    }
}
