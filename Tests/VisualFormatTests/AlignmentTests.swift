import AutoLayout
import Testing

@testable import VisualFormat

/// The `alignAll` options: one equality per attribute for each pair of neighbouring views.
@Suite struct AlignmentTests {
    private func items() -> [String: LayoutItem] {
        var scene = Scene()
        scene.add("a", "b", "c")
        return scene.items
    }

    @Test func eachPairOfNeighboursAfterTheLine() throws {
        let made = try equations("[a][b][c]", options: [.alignAllTop, .alignAllBottom], views: items())
        #expect(
            made == [
                "b.leading == a.trailing", "c.leading == b.trailing", "a.top == b.top", "a.bottom == b.bottom",
                "b.top == c.top", "b.bottom == c.bottom",
            ])
    }

    @Test func neverWithTheSuperview() throws {
        let made = try equations("|[a]-[b]|", options: .alignAllCenterY, views: items())
        #expect(made == ["a.leading == root.leading", "b.leading == a.trailing + 8", "root.trailing == b.trailing", "a.centerY == b.centerY"])
    }

    @Test func oncePerConnectionWhateverItsPredicates() throws {
        let made = try equations("[a]-(>=8,<=20)-[b]", options: .alignAllTop, views: items())
        #expect(made == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "a.top == b.top"])
    }

    @Test func verticalFormatsAlignHorizontally() throws {
        let made = try equations(
            "V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX],
            views: items())
        #expect(
            made == [
                "b.top == a.bottom", "a.left == b.left", "a.right == b.right", "a.leading == b.leading",
                "a.trailing == b.trailing", "a.centerX == b.centerX",
            ])
    }

    @Test func baselines() throws {
        let made = try equations("[a]-[b]", options: [.alignAllLastBaseline, .alignAllFirstBaseline], views: items())
        #expect(made == ["b.leading == a.trailing + 8", "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline"])
    }

    @Test func rightToLeftAlignsFromTheRight() throws {
        let made = try equations("[a][b]", options: [.alignAllTop, .directionRightToLeft], views: items())
        #expect(made == ["a.left == b.right", "b.top == a.top"])
    }

    @Test func alignedFrames() throws {
        var scene = Scene()
        scene.add("a", "b")
        try scene.activate("|-[a(50)]-[b(60)]", options: .alignAllCenterY)
        try scene.activate("V:|-[a(40)]", "V:[b(20)]")
        #expect(scene.frames("a", "b") == [rect(20, 20, 50, 40), rect(78, 30, 60, 20)])
    }

    @Test(arguments: [
        VisualFormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ])
    func horizontalFormatsRefuseHorizontalAlignment(option: VisualFormatOptions) {
        let error = parseError("|-[a]-[b]-|", options: option, views: items())
        #expect(
            error?.message
                == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        )
        #expect(error?.column == 9)
    }

    @Test(arguments: [
        VisualFormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ])
    func verticalFormatsRefuseVerticalAlignment(option: VisualFormatOptions) {
        let error = parseError("V:[a][b]", options: option, views: items())
        #expect(
            error?.message
                == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        )
        #expect(error?.column == 8)
    }

    @Test func aSingleViewIsNeverChecked() throws {
        #expect(try equations("|-[a]-|", options: .alignAllLeft, views: items()).count == 2)
        #expect(try equations("V:[a(10)]", options: .alignAllTop, views: items()) == ["a.height == 10"])
    }

    @Test func baselineToBaselineSpacing() throws {
        let made = try equations("V:|-[a]-[b]-|", options: .spacingBaselineToBaseline, views: items())
        #expect(made == ["a.firstBaseline == root.top + 20", "b.firstBaseline == a.lastBaseline + 8", "root.bottom == b.lastBaseline + 20"])
    }

    @Test func baselineToBaselineIsVerticalOnly() {
        let error = parseError("[a]-[b]", options: .spacingBaselineToBaseline, views: items())
        #expect(error?.message == "BaselineToBaseline format option not valid for horizontal layout")
        #expect(error?.column == 7)
        // Checked when a connection is made: a lone view passes.
        #expect(parseError("[a(10)]", options: .spacingBaselineToBaseline, views: items()) == nil)
    }
}
