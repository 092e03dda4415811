/// How an animation's progress follows time: one of Core Animation's named curves, any cubic
/// Bézier, or a spring.
package enum TimingCurve: Hashable, Sendable {
    case cubicBezier(CubicBezier)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`: a spring that settles over the
    /// animation's duration.
    case springOverDuration(dampingRatio: Double, initialVelocity: Double)
    /// A spring with its own physics (SwiftUI's `spring(response:dampingFraction:)`), evaluated
    /// at real time; the animation ends at its duration on the target.
    case spring(Spring)

    package static let linear = TimingCurve.cubicBezier(.linear)
    package static let easeIn = TimingCurve.cubicBezier(.easeIn)
    package static let easeOut = TimingCurve.cubicBezier(.easeOut)
    package static let easeInOut = TimingCurve.cubicBezier(.easeInEaseOut)

    /// How far a curve may overshoot: ten times the move, either way. Beyond it the progress is
    /// held, so that no curve (a Bézier with y = 10⁷, a spring flung at 10⁷ distances a second)
    /// draws views at sizes no renderer can.
    package static let progressRange = -10.0...11.0

    /// The progress at time fraction `x` of an animation lasting `duration` seconds; springs may
    /// overshoot 1, within ``progressRange``.
    package func progress(at x: Double, duration: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let p: Double
        switch self {
        case .cubicBezier(let bezier): p = bezier.progress(at: x)
        case .springOverDuration(let ratio, let velocity):
            p = Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity).progress(atTime: x * duration)
        case .spring(let spring): p = spring.progress(atTime: x * duration)
        }
        return min(max(p, Self.progressRange.lowerBound), Self.progressRange.upperBound)
    }

    /// The Bézier control points, for writers that can play the curve exactly (SVG's keySplines).
    package var bezier: CubicBezier? {
        if case .cubicBezier(let b) = self { return b }
        return nil
    }

    /// The curve with its spring made for `duration`: UIKit's spring found once, not at every
    /// frame.
    package func resolved(duration: Double) -> TimingCurve {
        guard case .springOverDuration(let ratio, let velocity) = self else { return self }
        return .spring(Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
    }
}
