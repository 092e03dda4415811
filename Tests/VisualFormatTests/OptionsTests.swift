import Testing

@testable import VisualFormat

/// The options' bit values and names.
@Suite struct OptionsTests {
    @Test func applesBitValues() {
        let values: [(VisualFormatOptions, Int)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16), (.alignAllLeading, 32),
            (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024), (.alignAllLastBaseline, 2048),
            (.alignAllFirstBaseline, 4096), (.alignmentMask, 0xFFFF), (.directionLeadingToTrailing, 0),
            (.directionLeftToRight, 0x10000), (.directionRightToLeft, 0x20000), (.directionMask, 0x30000),
            (.spacingBaselineToBaseline, 0x80000),
        ]
        for (option, value) in values { #expect(option.rawValue == value) }
    }

    @Test func byName() {
        #expect(VisualFormatOptions(name: "alignAllCenterY") == .alignAllCenterY)
        #expect(VisualFormatOptions(name: ".alignAllTop") == .alignAllTop)
        #expect(VisualFormatOptions(name: "NSLayoutFormatAlignAllLeading") == .alignAllLeading)
        #expect(VisualFormatOptions(name: "alignAllBaseline") == .alignAllLastBaseline)
        #expect(VisualFormatOptions(name: "directionRightToLeft") == .directionRightToLeft)
        #expect(VisualFormatOptions(name: "directionLeadingToTrailing") == [])
        #expect(VisualFormatOptions(name: "spacingBaselineToBaseline") == .spacingBaselineToBaseline)
        #expect(VisualFormatOptions(name: "alignallcentery") == nil)
        #expect(VisualFormatOptions(name: "") == nil)
        #expect(VisualFormatOptions(name: "NSLayoutFormat") == nil)
    }

    @Test func everyNameRoundTrips() {
        for (name, option) in VisualFormatOptions.named { #expect(VisualFormatOptions(name: name) == option) }
    }

    @Test func printsNames() {
        let options: VisualFormatOptions = [.alignAllTop, .directionLeftToRight]
        #expect("\(options)" == "[alignAllTop, directionLeftToRight]")
        #expect("\(VisualFormatOptions())" == "[]")
        #expect("\(VisualFormatOptions(rawValue: 1 << 7))" == "[rawValue: 128]")
    }

    @Test func alignmentAttributesInBitOrder() {
        let options: VisualFormatOptions = [.alignAllFirstBaseline, .alignAllTop, .alignAllCenterY]
        #expect(options.alignmentAttributes == [.top, .centerY, .firstBaseline])
    }
}
