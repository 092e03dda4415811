import Animation

/// A timeline as SMIL plays it: key times, the views' state at each, and the curve of each
/// interval. Bézier curves are kept exact as key splines; springs and curves that leave 0...1
/// are sampled 60 times a second, straight between samples.
struct KeyTimeline {
    /// One animation element's span: played once from `begin` (frozen at its end), or over and
    /// over from `begin`.
    struct Part {
        var times: [Double] = []
        var samples: [Timeline.Sample] = []
        /// One per interval between keys.
        var splines: [CubicBezier] = []
        var begin = 0.0
        var repeats = false

        var duration: Double { (times.last ?? 0) - (times.first ?? 0) }

        mutating func add(_ time: Double, _ sample: Timeline.Sample, _ spline: CubicBezier = .linear) {
            if let last = times.last, last == time, samples.last == sample { return }
            if !times.isEmpty { splines.append(spline) }
            times.append(time)
            samples.append(sample)
        }

        /// The key times as fractions of the duration, from 0 to 1.
        var keyTimes: [Double] {
            let d = duration
            guard d > 0 else { return times.map { _ in 0 } }
            return times.enumerated().map { i, t in i == times.count - 1 ? 1 : (t - times[0]) / d }
        }
    }

    var parts: [Part] = []

    /// `hold`: the seconds a finite animation rests on its last frame before playing again.
    init(_ timeline: Timeline, hold: Double) {
        var once = Part()
        Self.add(timeline.segments, to: &once)
        if timeline.loop.isEmpty {
            let rest = Self.rest(timeline.finalLayout)
            once.add(timeline.onceDuration, rest)
            once.add(timeline.onceDuration + max(hold, 0.001), rest)
            once.repeats = true
            parts = [once]
            return
        }
        if once.times.count > 1 { parts.append(once) }
        var loop = Part(begin: timeline.onceDuration, repeats: true)
        Self.add(timeline.loop, to: &loop)
        parts.append(loop)
    }

    /// How many keys the timeline takes, counted without making them.
    static func count(_ timeline: Timeline) -> Int {
        (timeline.segments + timeline.loop).reduce(2) { n, segment in n + 1 + keys(segment) }
    }

    /// The keys after a segment's start: one for a hold or an exact curve, else its samples.
    private static func keys(_ segment: Timeline.Segment) -> Int {
        guard case .curve(let curve, _) = segment.easing, !isExact(curve) else { return 1 }
        return max(2, Int((segment.duration * 60).rounded(.up)))
    }

    /// A Bézier SMIL can play as it is: its y values within 0...1.
    private static func isExact(_ curve: TimingCurve) -> Bool {
        guard let bezier = curve.bezier else { return false }
        return (0...1).contains(bezier.y1) && (0...1).contains(bezier.y2)
    }

    private static func add(_ segments: [Timeline.Segment], to part: inout Part) {
        for segment in segments {
            part.add(segment.start, sample(segment, 0))
            switch segment.easing {
            case .hold:
                part.add(segment.end, sample(segment, 0))
            case .curve(let curve, let reversed):
                if let bezier = curve.bezier, isExact(curve) {
                    part.add(segment.end, sample(segment, 1), reversed ? bezier.reversed : bezier)
                } else {
                    let n = keys(segment)
                    for i in 1...n {
                        let t = segment.duration * Double(i) / Double(n)
                        part.add(segment.start + t, sample(segment, segment.progress(atTime: t)))
                    }
                }
            }
        }
    }

    private static func sample(_ s: Timeline.Segment, _ progress: Double) -> Timeline.Sample {
        Timeline.Sample(from: s.from, to: s.to, progress: progress, isLayerAnimation: s.isLayerAnimation, model: s.model, isMoving: true)
    }

    private static func rest(_ layout: Int) -> Timeline.Sample { .rest(layout) }
}
