@testable import Accessibility
import LayoutValues
import Rendering
import Testing

/// `contrast`: WCAG 2.x's ratio of the text's colour to the colour behind it.
@Suite struct ContrastTests {
    @Test func theRatioIsWCAGs() {
        #expect(ContrastRatio.ratio(.black, .white) == 21)
        #expect(ContrastRatio.ratio(.white, .white) == 1)
        // #777777 on white is WCAG's well-known 4.48:1, just below AA.
        let grey = Color(parsing: "#777777")!
        #expect(abs(ContrastRatio.ratio(grey, .white) - 4.48) < 0.01)
        #expect(ContrastRatio.isLargeText(pointSize: 18, bold: false) && ContrastRatio.isLargeText(pointSize: 14, bold: true))
        #expect(!ContrastRatio.isLargeText(pointSize: 17, bold: false) && !ContrastRatio.isLargeText(pointSize: 13, bold: true))
    }

    @Test func greyTextIsFoundAndLargeTextNeedsOnlyThreeToOne() {
        let grey = ViewStyle(textColor: Color(parsing: "#888888"))  // 3.54:1 on white
        let report = audit(
            auditScene([
                TestView(id: "small", frame: Rect(x: 0, y: 0, width: 300, height: 30), text: label("Hello"), style: grey),
                TestView(id: "large", frame: Rect(x: 0, y: 40, width: 300, height: 40), text: label("Hello", font: "DejaVu Sans 24"), style: grey),
                TestView(id: "bold", frame: Rect(x: 0, y: 90, width: 300, height: 30), text: label("Hello", font: "DejaVu Sans Bold 14"), style: grey),
                TestView(id: "black", frame: Rect(x: 0, y: 130, width: 300, height: 30), text: label("Hello")),
            ]), rules: [.contrast])
        #expect(report.findings.map(\.item) == ["small"])
        #expect(report.findings.first?.message == "text #888888 on #ffffff is 3.54:1, below 4.5:1")
        #expect(report.findings.first?.value == .ratio(ContrastRatio.ratio(Color(parsing: "#888888")!, .white)))
    }

    @Test func theColourBehindIsTheNearestViewWithABackgroundElseTheCanvas() {
        let white = ViewStyle(textColor: .white)
        let card = TestView(
            id: "card", frame: Rect(x: 0, y: 0, width: 375, height: 100), style: ViewStyle(background: Color(parsing: "#003366")),
            subviews: [TestView(id: "onCard", frame: Rect(x: 10, y: 10, width: 200, height: 30), text: label("On the card"), style: white)])
        let loose = TestView(id: "onCanvas", frame: Rect(x: 10, y: 200, width: 200, height: 30), text: label("On the canvas"), style: white)
        // A sibling drawn before the label, under it though not its superview.
        let band = TestView(id: "band", frame: Rect(x: 0, y: 300, width: 375, height: 60), style: ViewStyle(background: .black))
        let overBand = TestView(id: "overBand", frame: Rect(x: 10, y: 310, width: 200, height: 30), text: label("Over the band"), style: white)
        let report = audit(auditScene([card, loose, band, overBand]), rules: [.contrast])
        #expect(report.findings.map(\.item) == ["onCanvas"])
        // In the dark theme the canvas is black: white text reads.
        #expect(audit(auditScene([card, loose], theme: .dark), rules: [.contrast]).findings.isEmpty)
    }

    @Test func translucentTextIsBlendedAndDisabledTextIsExempt() {
        let faint = ViewStyle(textColor: Color(red: 0, green: 0, blue: 0, alpha: 0.3))
        var disabled = TestView(id: "disabled", frame: Rect(x: 0, y: 40, width: 300, height: 30), text: label("Off"), style: faint)
        disabled.accessibility = .with(traits: ["notEnabled"])
        let report = audit(
            auditScene([TestView(id: "faint", frame: Rect(x: 0, y: 0, width: 300, height: 30), text: label("Faint"), style: faint), disabled]),
            rules: [.contrast])
        #expect(report.findings.map(\.item) == ["faint"])
        #expect(report.findings.first?.message.hasPrefix("text #b3b3b3 on #ffffff") == true)
    }

    @Test func textOverAnImageIsNotJudged() {
        let photo = TestView(id: "photo", frame: Rect(x: 0, y: 0, width: 375, height: 200), style: ViewStyle(control: .image(name: "hero")))
        let caption = TestView(id: "caption", frame: Rect(x: 10, y: 150, width: 200, height: 30), text: label("Over the photo"), style: ViewStyle(textColor: .white))
        #expect(audit(auditScene([photo, caption]), rules: [.contrast]).findings.isEmpty)
        // An opaque view between the image and the text gives the colour.
        let band = TestView(id: "band", frame: Rect(x: 0, y: 140, width: 375, height: 50), style: ViewStyle(background: .white))
        #expect(audit(auditScene([photo, band, caption]), rules: [.contrast]).findings.map(\.item) == ["caption"])
    }
}
