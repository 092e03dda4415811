/// How an animation's progress follows time: one of Core Animation's named curves, any cubic
/// Bézier, or a spring.
public enum TimingCurve: Hashable, Sendable {
    case cubicBezier(CubicBezier)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`: a spring that settles over the
    /// animation's duration.
    case springOverDuration(dampingRatio: Double, initialVelocity: Double)
    /// A spring with its own physics (SwiftUI's `spring(response:dampingFraction:)`), evaluated
    /// at real time; the animation ends at its duration on the target.
    case spring(Spring)

    public static let linear = TimingCurve.cubicBezier(.linear)
    public static let easeIn = TimingCurve.cubicBezier(.easeIn)
    public static let easeOut = TimingCurve.cubicBezier(.easeOut)
    public static let easeInOut = TimingCurve.cubicBezier(.easeInEaseOut)

    /// How far a curve may overshoot: ten times the move, either way. Beyond it the progress is
    /// held, so that no curve (a Bézier with y = 10⁷, a spring flung at 10⁷ distances a second)
    /// draws views at sizes no renderer can.
    public static let progressRange = -10.0...11.0

    /// The progress at time fraction `x` of an animation lasting `duration` seconds; springs may
    /// overshoot 1, within ``progressRange``.
    public func progress(at x: Double, duration: Double) -> Double {
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
    public var bezier: CubicBezier? {
        if case .cubicBezier(let b) = self { return b }
        return nil
    }

    /// How the curve is written in a scene file.
    public var description: String {
        switch self {
        case .cubicBezier(let b):
            switch b {
            case .linear: return "linear"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInEaseOut: return "easeInOut"
            default: return "cubicBezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))"
            }
        case .springOverDuration(let ratio, let velocity): return "spring(damping: \(n(ratio)), velocity: \(n(velocity)))"
        case .spring(let s): return "spring(response: \(n(2 * Double.pi / s.naturalFrequency)), dampingRatio: \(n(s.dampingRatio)))"
        }
    }

    private func n(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
