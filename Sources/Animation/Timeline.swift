/// Animations played one after another, as a list of segments: stretches of time during which
/// every view moves between two solved layouts along one easing.
///
/// The presentation at any time is a pure function of the time: the segment there, and the
/// progress along it. A timeline that repeats forever ends in a loop of segments.
package struct Timeline: Hashable, Sendable {
    /// How progress follows a segment's time fraction.
    package enum Easing: Hashable, Sendable {
        /// Standing still on the start layout (a delay).
        case hold
        /// Along a curve; `reversed` plays it backwards (the way back of an autoreverse).
        case curve(TimingCurve, reversed: Bool)
    }

    package struct Segment: Hashable, Sendable {
        /// Seconds from the timeline's start (a loop's segments: from the loop's start).
        package var start: Double
        package var duration: Double
        /// Layout indices: progress 0 shows `from`, 1 shows `to`.
        package var from: Int
        package var to: Int
        package var easing: Easing
        /// Only transforms move; frames are the model's.
        package var isLayerAnimation: Bool
        /// The layout UIKit's model holds meanwhile: what the views' content is drawn for.
        package var model: Int

        package var end: Double { start + duration }

        /// The progress at `t` seconds into the segment (may overshoot for springs).
        package func progress(atTime t: Double) -> Double {
            guard duration > 0 else { return 1 }
            let x = min(max(t / duration, 0), 1)
            switch easing {
            case .hold: return 0
            case .curve(let curve, let reversed):
                return reversed ? 1 - curve.progress(at: 1 - x, duration: duration) : curve.progress(at: x, duration: duration)
            }
        }
    }

    /// Played once, from 0.
    package private(set) var segments: [Segment] = []
    /// Played forever after ``segments`` (times from the loop's own start); empty when the
    /// timeline ends.
    package private(set) var loop: [Segment] = []
    /// The layout shown once the timeline has ended (or before it starts, for static viewers).
    package private(set) var finalLayout: Int

    /// Why clips cannot be played in this order.
    package struct Error: Swift.Error, Equatable {
        package var clipIndex: Int
        package var message: String
    }

    /// The clips one after another. Only the last may repeat forever.
    package init(_ clips: [AnimationClip]) throws(Error) {
        precondition(!clips.isEmpty, "a timeline has at least one clip")
        finalLayout = clips[clips.count - 1].model
        var time = 0.0
        for (index, clip) in clips.enumerated() {
            if clip.timing.repeatCount == nil && index != clips.count - 1 {
                throw Error(clipIndex: index, message: "repeats forever, so nothing after it would play")
            }
            time = append(clip, at: time)
        }
    }

    private mutating func append(_ clip: AnimationClip, at start: Double) -> Double {
        var time = start
        let t = clip.timing
        if t.delay > 0 {
            segments.append(segment(clip, start: time, duration: t.delay, from: clip.from, to: clip.from, easing: .hold))
            time += t.delay
        }
        let curve = t.curve.resolved(duration: t.duration)
        var cycle = [segment(clip, start: 0, duration: t.duration, from: clip.from, to: clip.to, easing: .curve(curve, reversed: false))]
        if t.autoreverses {
            cycle.append(segment(clip, start: t.duration, duration: t.duration, from: clip.to, to: clip.from, easing: .curve(curve, reversed: true)))
        }
        guard let count = t.repeatCount else {
            loop = cycle
            return time
        }
        for _ in 0..<count {
            for s in cycle {
                var shifted = s
                shifted.start += time
                segments.append(shifted)
            }
            time += t.cycleDuration
        }
        return time
    }

    private func segment(_ clip: AnimationClip, start: Double, duration: Double, from: Int, to: Int, easing: Easing) -> Segment {
        Segment(start: start, duration: duration, from: from, to: to, easing: easing, isLayerAnimation: clip.isLayerAnimation, model: clip.model)
    }

    /// Seconds until the loop starts, or until the end when there is none.
    package var onceDuration: Double { segments.last?.end ?? 0 }
    /// Seconds of one pass of the loop; 0 when there is none.
    package var loopDuration: Double { loop.last?.end ?? 0 }
    /// Seconds from the start to the end; nil when it repeats forever.
    package var duration: Double? { loop.isEmpty ? onceDuration : nil }
    /// The stretch worth drawing: to the end, or through the first pass of the loop.
    package var shownDuration: Double { onceDuration + loopDuration }

    /// Where the views are at `t` seconds.
    package struct Sample: Hashable, Sendable {
        package var from: Int
        package var to: Int
        package var progress: Double
        package var isLayerAnimation: Bool
        package var model: Int
        /// False before and after the timeline, where the views simply show a layout.
        package var isMoving: Bool

        package init(from: Int, to: Int, progress: Double, isLayerAnimation: Bool, model: Int, isMoving: Bool) {
            self.from = from; self.to = to; self.progress = progress
            self.isLayerAnimation = isLayerAnimation; self.model = model; self.isMoving = isMoving
        }

        /// Standing on a layout, outside any animation.
        package static func rest(_ layout: Int) -> Sample {
            Sample(from: layout, to: layout, progress: 0, isLayerAnimation: false, model: layout, isMoving: false)
        }
    }

    package func sample(at t: Double) -> Sample {
        if t >= onceDuration && !loop.isEmpty {
            let local = (t - onceDuration).truncatingRemainder(dividingBy: loopDuration)
            return sample(in: loop, at: local) ?? rest(finalLayout)
        }
        if let s = sample(in: segments, at: t) { return s }
        return t < 0 ? rest(segments.first?.from ?? finalLayout) : rest(finalLayout)
    }

    private func sample(in list: [Segment], at t: Double) -> Sample? {
        guard t >= 0, let index = list.lastIndex(where: { $0.start <= t }) else { return nil }
        let s = list[index]
        // A segment owns [start, end): at the end of the last one the animation has completed.
        guard t < s.end else { return nil }
        return Sample(from: s.from, to: s.to, progress: s.progress(atTime: t - s.start), isLayerAnimation: s.isLayerAnimation, model: s.model, isMoving: true)
    }

    private func rest(_ layout: Int) -> Sample { .rest(layout) }
}
