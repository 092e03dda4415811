import Foundation

/// A damped spring from 0 to 1, as Core Animation's `CASpringAnimation` and UIKit's spring
/// animations move: mass m, stiffness k, damping c and an initial velocity in distances per
/// second (positive toward the target).
package struct Spring: Hashable, Sendable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    package var initialVelocity: Double

    package init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: ω₀ = 2π / response, k = ω₀²·m, c = 4π·ζ·m / response.
    package init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`: the
    /// spring that settles (its envelope down to 0.001) at `duration`, found by Newton's method
    /// from ω₀ = 5 / duration, as the widely used reconstruction of UIKit's does.
    package init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let d = min(max(duration, 0.01), 10)
        let zeta = min(max(dampingRatio, 0.001), 1)
        let v = initialVelocity
        func envelope(_ w: Double) -> Double {
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                return ((zeta * w - v) / wd) * exp(-zeta * w * d) - 0.001
            }
            return exp(-w * d) * (1 + (w - v) * d) - 0.001
        }
        var w = 5 / d
        for _ in 0..<12 {
            let h = 1e-6 * max(1, w)
            let slope = (envelope(w + h) - envelope(w - h)) / (2 * h)
            guard slope != 0, slope.isFinite else { break }
            let next = w - envelope(w) / slope
            guard next.isFinite, next > 0 else { break }
            w = next
        }
        self.init(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v)
    }

    /// ω₀ = √(k/m).
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress `t` seconds after the start: 1 − D(t), with D the damped oscillator's
    /// displacement in closed form (under-, critically and over-damped).
    package func progress(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let displacement: Double
        if abs(zeta - 1) < 1e-9 {
            displacement = exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            displacement = exp(-zeta * w0 * t) * (cos(wd * t) + ((zeta * w0 - v0) / wd) * sin(wd * t))
        } else {
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            let x = min(wo * t, 300)
            displacement = exp(-zeta * w0 * t) * (cosh(x) + ((zeta * w0 - v0) / wo) * sinh(x))
        }
        // A spring too stiff for doubles (ω₀ overflowing) has arrived: never NaN.
        return displacement.isFinite ? 1 - displacement : 1
    }

    /// The longest settling duration: a spring that takes longer is cut there, as UIKit clamps a
    /// spring animation's duration to 10 s.
    package static let maximumSettlingDuration = 10.0

    /// The time after which the spring stays within `tolerance` of the target: its settling
    /// duration, found in steps of 1 ms, at most ``maximumSettlingDuration``.
    package func settlingDuration(tolerance: Double = 0.001) -> Double {
        var last = 0.0
        var t = 0.0
        while t < Self.maximumSettlingDuration {
            if abs(1 - progress(atTime: t)) > tolerance { last = t }
            t += 0.001
        }
        return min(((last + 0.001) * 1000).rounded() / 1000, Self.maximumSettlingDuration)
    }
}
