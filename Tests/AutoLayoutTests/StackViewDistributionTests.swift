import Testing

@testable import AutoLayout

/// Each distribution worked by hand from Apple's documentation of `UIStackView.Distribution`,
/// on a horizontal stack 320 wide with spacing 10 unless said otherwise.
@Suite struct StackViewDistributionTests {
    @Test func fillStretchesTheViewThatHugsLeast() {
        let s = StackScene([(60, 30), (80, 40), (40, 20)], spacing: 8) { stack in
            stack.arrangedSubviews[1].contentHuggingPriority.horizontal = 200
        }
        #expect(s.widths == [60, 320 - 60 - 40 - 16, 40])
        #expect(s.xs == [0, 68, 280])
        #expect(s.ambiguities.isEmpty)
    }

    @Test func fillBreaksTiesByIndexTheFirstViewStretches() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)])
        #expect(s.widths == [200, 80, 20])
        #expect(s.ambiguities.isEmpty)
    }

    @Test func fillShrinksTheViewThatResistsLeastThenTheFirst() {
        let resisting = StackScene([(200, 30), (200, 30)], length: 300) { stack in
            stack.arrangedSubviews[0].contentCompressionResistancePriority.horizontal = 760
        }
        #expect(resisting.widths == [200, 90])
        let tied = StackScene([(200, 30), (200, 30)], length: 300)
        #expect(tied.widths == [90, 200])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)]) { $0.distribution = .fillEqually }
        #expect(s.widths == [100, 100, 100])
        #expect(s.xs == [0, 110, 220])
    }

    @Test func fillEquallyWithoutIntrinsicSizes() {
        let s = StackScene([(-1, 30), (-1, 30), (-1, 30), (-1, 30)], spacing: 0) { $0.distribution = .fillEqually }
        #expect(s.widths == [80, 80, 80, 80])
        #expect(s.ambiguities.isEmpty)
    }

    /// size = length × intrinsic / (Σ intrinsic + Σ spacing), the last view taking what is left,
    /// as the frames Interface Builder saved show (320 × 40 / 160 = 80, 320 × 80 / 160 = 160).
    @Test func fillProportionallySharesByIntrinsicLength() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)]) { $0.distribution = .fillProportionally }
        #expect(s.widths == [80, 160, 60])
        let fitting = StackScene([(40, 30), (80, 40), (20, 20)], length: nil) { $0.distribution = .fillProportionally }
        #expect(fitting.widths == [40, 80, 20])
        #expect(rounded(fitting.stack.frame).width == 160)
    }

    @Test func equalSpacingSharesTheSpaceLeftEqually() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)]) { $0.distribution = .equalSpacing }
        #expect(s.widths == [40, 80, 20])
        #expect(s.xs == [0, 130, 300])
    }

    @Test func equalSpacingFallsBackToTheSpacingThenToCompressionResistance() {
        let s = StackScene([(150, 30), (150, 30)], length: 300) { stack in
            stack.distribution = .equalSpacing
            stack.arrangedSubviews[1].contentCompressionResistancePriority.horizontal = 760
        }
        #expect(s.widths == [140, 150])
        #expect(s.xs == [0, 150])
    }

    @Test func equalSpacingFitsItsViewsWhenNothingSizesIt() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)], length: nil) { $0.distribution = .equalSpacing }
        #expect(s.xs == [0, 50, 140])
        #expect(rounded(s.stack.frame).width == 160)
    }

    @Test func equalSpacingStretchesALoneView() {
        let s = StackScene([(40, 30)]) { $0.distribution = .equalSpacing }
        #expect(s.widths == [320])
    }

    /// Centers at 20 and 310, so the middle one's at 165.
    @Test func equalCenteringSpacesTheCentersEqually() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)]) { $0.distribution = .equalCentering }
        #expect(s.frames.map(\.midX) == [20, 165, 310])
    }

    /// Equal steps between centers (75, 182.5, 290) would leave the first two views overlapping:
    /// the minimum spacing holds first, and the steps come as close as it allows.
    @Test func equalCenteringKeepsTheMinimumSpacingFirst() {
        let s = StackScene([(150, 30), (100, 40), (20, 20)], length: 300) { $0.distribution = .equalCentering }
        #expect(s.xs == [0, 160, 280])
    }

    @Test func verticalStacksDistributeAlongTheirHeight() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)], axis: .vertical, length: 200) { $0.distribution = .fillEqually }
        #expect(s.heights.map { ($0 * 100).rounded() / 100 } == [60, 60, 60])
        #expect(s.ys.map { ($0 * 100).rounded() / 100 } == [0, 70, 140])
        #expect(s.widths == [80, 80, 80])
    }

    @Test func rightToLeftArrangesFromTheRight() {
        let s = StackScene([(40, 30), (80, 40), (20, 20)], direction: .rightToLeft) { $0.distribution = .equalSpacing }
        #expect(s.xs == [280, 110, 0])
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let s = StackScene([(40, 30), (80, 40)]) { stack in
            stack.distribution = .fillEqually
            stack.isLayoutMarginsRelativeArrangement = true
        }
        #expect(s.xs == [8, 165])
        #expect(s.widths == [147, 147])
        #expect(s.ys == [8, 8])
        #expect(rounded(s.stack.frame).height == 56)
    }

    @Test func systemAndCustomSpacing() {
        let s = StackScene([(40, 30), (40, 30), (40, 30)], length: nil, spacing: StackView.spacingUseSystem) { stack in
            stack.setCustomSpacing(20, after: stack.arrangedSubviews[1])
        }
        #expect(s.xs == [0, 48, 108])
        #expect(s.stack.customSpacing(after: s.views[0]) == StackView.spacingUseDefault)
        s.stack.setCustomSpacing(StackView.spacingUseDefault, after: s.views[1])
        s.layout()
        #expect(s.xs == [0, 48, 96])
    }
}
