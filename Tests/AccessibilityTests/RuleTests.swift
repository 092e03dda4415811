@testable import Accessibility
import LayoutValues
import Rendering
import SceneModel
import Testing

/// `hitRegion`, `dynamicType`, `textClipped` and `sufficientElementDescription`.
@Suite struct RuleTests {
    @Test func interactiveElementsUnder44PointsAreFound() {
        let report = audit(
            auditScene([
                TestView(id: "small", frame: Rect(x: 0, y: 0, width: 30, height: 30), text: label("x"), role: .button),
                TestView(id: "wide", frame: Rect(x: 0, y: 40, width: 200, height: 31), role: .control),
                TestView(id: "big", frame: Rect(x: 0, y: 80, width: 44, height: 44), text: label("OK"), role: .button),
                TestView(id: "tapped", frame: Rect(x: 0, y: 130, width: 20, height: 20), accessibility: .with(label: "Close", traits: ["button"])),
                TestView(id: "text", frame: Rect(x: 0, y: 160, width: 20, height: 20), text: label("a")),
            ]), rules: [.hitRegion])
        #expect(report.findings.map(\.item) == ["small", "wide", "tapped"])
        #expect(report.findings.first?.message == "30 × 30 pt, smaller than 44 × 44 pt")
        #expect(report.findings[1].value == .size(Size(width: 200, height: 31)))
    }

    @Test func fixedFontsAreFoundAndTextStylesAreNot() {
        let report = audit(
            auditScene([
                TestView(id: "fixed", frame: Rect(x: 0, y: 0, width: 300, height: 30), text: label("Fixed")),
                TestView(id: "styled", frame: Rect(x: 0, y: 40, width: 300, height: 30), text: TextContent("Styled", textStyle: .body)),
                TestView(id: "empty", frame: Rect(x: 0, y: 80, width: 300, height: 30), text: label("")),
            ]), rules: [.dynamicType])
        #expect(report.findings.map(\.item) == ["fixed"])
        #expect(report.findings.first?.value == .text("DejaVu Sans 17"))
    }

    @Test func textThatUIKitWouldTruncateIsClipped() {
        // The stand-in measurer: 8.5 pt a character and 20.4 pt a line at 17 pt.
        let report = audit(
            auditScene([
                TestView(id: "narrow", frame: Rect(x: 0, y: 0, width: 80, height: 21), text: label("Hello world")),
                TestView(id: "fits", frame: Rect(x: 0, y: 30, width: 100, height: 21), text: label("Hello world")),
                TestView(id: "twoLines", frame: Rect(x: 0, y: 60, width: 45, height: 41), text: label("one two three", lines: 2)),
                TestView(id: "wraps", frame: Rect(x: 0, y: 110, width: 45, height: 62), text: label("one two three", lines: 0)),
                TestView(id: "short", frame: Rect(x: 0, y: 180, width: 45, height: 41), text: label("one two three", lines: 0)),
                // One line in a frame lower than its text is drawn overflowing, as UILabel does, not cut.
                TestView(id: "low", frame: Rect(x: 0, y: 230, width: 100, height: 12), text: label("Hello")),
            ]), rules: [.textClipped])
        #expect(report.findings.map(\.item) == ["narrow", "twoLines", "short"])
        #expect(report.findings.first?.message == "'Hello world' needs 93.5 × 20.4 pt, has 80 × 21 pt at large")
    }

    @Test func aLabelSizedForLargeIsClippedOnlyAtALargerTextSize() {
        func scene(_ size: ContentSizeCategory) -> AuditScene {
            auditScene(
                [TestView(id: "title", frame: Rect(x: 0, y: 0, width: 100, height: 21), text: TextContent("Episodes", textStyle: .body, at: size))],
                contentSize: size)
        }
        #expect(audit(scene(.large), rules: [.textClipped]).findings.isEmpty)
        let found = audit(scene(.accessibilityExtraLarge), rules: [.textClipped]).findings
        #expect(found.map(\.item) == ["title"] && found.first?.message.hasSuffix("at accessibility3") == true, "\(found)")
    }

    @Test func imagesAndControlsWithoutTextNeedALabel() {
        let report = audit(
            auditScene([
                TestView(id: "photo", frame: Rect(x: 0, y: 0, width: 50, height: 50), role: .image),
                TestView(id: "named", frame: Rect(x: 0, y: 60, width: 50, height: 50), accessibility: .with(label: "Avatar"), role: .image),
                TestView(id: "decor", frame: Rect(x: 0, y: 120, width: 50, height: 50), accessibility: .with(isElement: false), role: .image),
                TestView(id: "icon", frame: Rect(x: 0, y: 180, width: 44, height: 44), role: .button),
                TestView(id: "titled", frame: Rect(x: 0, y: 230, width: 44, height: 44), text: label("Go"), role: .button),
                TestView(id: "toggle", frame: Rect(x: 0, y: 280, width: 51, height: 31), style: ViewStyle(control: .toggle(on: true)), role: .control),
                TestView(
                    id: "segments", frame: Rect(x: 0, y: 320, width: 200, height: 31), style: ViewStyle(control: .segmented(titles: ["A", "B"], selected: 0)),
                    role: .control),
            ]), rules: [.sufficientElementDescription])
        #expect(report.findings.map(\.item) == ["photo", "icon", "toggle"])
        #expect(report.findings.first?.message == "an image view has no accessibility label")
    }

    @Test func hiddenViewsAreNotAudited() {
        let report = audit(
            auditScene([
                TestView(id: "gone", frame: Rect(x: 0, y: 0, width: 10, height: 10), text: label("Hello world"), hidden: true),
                TestView(
                    id: "group", frame: Rect(x: 0, y: 20, width: 10, height: 10), accessibility: .with(hidden: true),
                    subviews: [TestView(id: "inside", frame: Rect(x: 0, y: 0, width: 10, height: 10), text: label("Hello world"))]),
            ]))
        #expect(report.findings.isEmpty, "\(report.findings)")
    }
}
