import AutoLayout
@testable import Rendering
import Testing

/// Controls drawn in their views' bounds, read from recordings at @1x.
@Suite struct ControlDrawingTests {
    func record(_ control: Control, _ frame: (Double, Double, Double, Double)) -> [String] {
        let s = TestScene()
        let view = s.add("control", ViewStyle(control: control))
        s.place(view, frame.0, frame.1, frame.2, frame.3)
        return s.record()
    }

    @Test func aSwitchIsAPillWithItsKnobOnTheSideOfItsState() {
        let on = record(.toggle(on: true), (10, 10, 49, 31))
        #expect(on.contains("fill roundedRect(10, 10, 49, 31, r 15.5) #34c759"))
        #expect(on.contains("fill ellipse(30, 12, 27, 27) #ffffff"))
        let off = record(.toggle(on: false), (10, 10, 49, 31))
        #expect(off.contains("fill ellipse(12, 12, 27, 27) #ffffff"))
    }

    @Test func aSliderFillsItsTrackUpToItsValue() {
        let lines = record(.slider(value: 0.25), (0, 0, 128, 28))
        // The track runs between the thumb's half widths: 14 to 114; a quarter is at 39.
        #expect(lines.contains("fill roundedRect(14, 12, 25, 4, r 2) #007aff"))
        #expect(lines.contains("fill ellipse(25, 0, 28, 28) #ffffff"))
    }

    @Test func segmentsShowTheirTitlesAndTheSelectedOne() {
        let lines = record(.segmented(titles: ["One", "Two"], selected: 1), (0, 0, 200, 32))
        #expect(lines.contains("fill roundedRect(102, 2, 96, 28, r 7) #ffffff"))
        #expect(lines.contains { $0.hasPrefix("text \"One\" DejaVu Sans 13") })
        #expect(lines.contains { $0.hasPrefix("text \"Two\" DejaVu Sans 13") })
    }

    @Test func anImagePlaceholderNamesItsImage() {
        let lines = record(.image(name: "avatar"), (0, 0, 60, 60))
        #expect(lines.contains("fill rect(0, 0, 60, 60) #e5e5ea"))
        #expect(lines.contains { $0.hasPrefix("text \"avatar\" DejaVu Sans 11") })
    }

    /// A material is a translucent layer by style: thicker styles are more opaque, dark ones
    /// near-black, and the system styles follow the theme.
    @Test func materialsAreTranslucentByStyleAndTheme() {
        let lines = record(.material(style: "systemThinMaterial"), (0, 0, 100, 40))
        #expect(lines.contains { $0.hasPrefix("fill rect(0, 0, 100, 40) #ffffff") }, "\(lines)")
        let thin = ControlPainter.materialColor("systemUltraThinMaterial", dark: false), thick = ControlPainter.materialColor("systemThickMaterial", dark: false)
        #expect(thin.alpha < thick.alpha && thin.alpha > 0 && thick.alpha < 1)
        #expect(ControlPainter.materialColor("dark", dark: false).red < 0.2)
        #expect(ControlPainter.materialColor("systemMaterial", dark: true).red < 0.2)
        #expect(ControlPainter.materialColor("systemMaterialLight", dark: true).red == 1)
    }
}
