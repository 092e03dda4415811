import Testing
@testable import Animation

@Suite struct TimelineTests {
    func timeline(_ clips: AnimationClip...) throws -> Timeline { try Timeline(clips) }

    @Test func aDelayHoldsTheStartThenTheCurvePlays() throws {
        let t = try timeline(AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, delay: 0.5, curve: .linear)))
        #expect(t.duration == 1.5)
        #expect(t.sample(at: 0.25) == .init(from: 0, to: 0, progress: 0, isLayerAnimation: false, model: 1, isMoving: true))
        let mid = t.sample(at: 1.0)
        #expect(mid.from == 0 && mid.to == 1 && abs(mid.progress - 0.5) < 1e-12)
        #expect(t.sample(at: 1.5) == .init(from: 1, to: 1, progress: 0, isLayerAnimation: false, model: 1, isMoving: false))
        #expect(t.sample(at: -1).from == 0)
    }

    @Test func autoreverseGoesThereAndBackThenJumpsToTheModel() throws {
        let t = try timeline(AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, curve: .easeIn, autoreverses: true, repeatCount: 2)))
        #expect(t.duration == 4)
        // On the way back at time x of the pass, the position is the forward curve's at 1 − x.
        let back = t.sample(at: 1.3)
        #expect(back.from == 1 && back.to == 0)
        #expect(abs(back.progress - (1 - CubicBezier.easeIn.progress(at: 0.7))) < 1e-12)
        let second = t.sample(at: 2.25)
        #expect(second.from == 0 && abs(second.progress - CubicBezier.easeIn.progress(at: 0.25)) < 1e-12)
        // UIKit's model is the end state: the views jump there when the animation ends.
        #expect(t.sample(at: 4).from == 1 && t.finalLayout == 1)
    }

    @Test func aLayerAnimationLeavesTheModelUnchanged() throws {
        let t = try timeline(AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 0.3, curve: .linear), isLayerAnimation: true))
        #expect(t.sample(at: 0.15).model == 0)
        #expect(t.sample(at: 0.15).isLayerAnimation)
        #expect(t.finalLayout == 0)
    }

    @Test func repeatingForeverLoopsAfterTheDelay() throws {
        let t = try timeline(AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 0.5, delay: 0.2, curve: .linear, autoreverses: true, repeatCount: nil)))
        #expect(t.duration == nil)
        #expect(t.onceDuration == 0.2 && t.loopDuration == 1.0)
        for k in 0..<5 {
            let a = t.sample(at: 0.2 + 0.35 + Double(k)), b = t.sample(at: 0.2 + 0.35)
            #expect(a.from == b.from && abs(a.progress - b.progress) < 1e-9)
        }
        #expect(abs(t.sample(at: 0.2 + 0.75).progress - 0.5) < 1e-9)
        #expect(t.sample(at: 0.2 + 0.75).from == 1)
    }

    @Test func aSequencePlaysOneAfterAnother() throws {
        let on = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, curve: .linear))
        let off = AnimationClip(from: 1, to: 0, timing: AnimationTiming(duration: 2, delay: 1, curve: .linear))
        let t = try Timeline([on, off])
        #expect(t.duration == 4)
        #expect(t.sample(at: 0.5).to == 1)
        #expect(t.sample(at: 1.5) == .init(from: 1, to: 1, progress: 0, isLayerAnimation: false, model: 0, isMoving: true))
        #expect(abs(t.sample(at: 3).progress - 0.5) < 1e-12 && t.sample(at: 3).to == 0)
        #expect(t.finalLayout == 0)
    }

    @Test func onlyTheLastClipMayRepeatForever() {
        let forever = AnimationClip(from: 0, to: 1, timing: AnimationTiming(duration: 1, repeatCount: nil))
        #expect(throws: Timeline.Error.self) { try Timeline([forever, forever]) }
    }
}
