import Testing
@testable import Animation

/// The curves against values computed independently of strut (the tables of the animation
/// reference notes: an exact solve of each Bézier, the damped oscillator's closed forms).
@Suite struct TimingCurveTests {
    static let fractions = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: [
        (CubicBezier.easeIn, [0.0170, 0.0935, 0.3154, 0.6219, 0.8394]),
        (CubicBezier.easeOut, [0.1606, 0.3781, 0.6846, 0.9065, 0.9830]),
        (CubicBezier.easeInEaseOut, [0.0197, 0.1292, 0.5000, 0.8708, 0.9803]),
        (CubicBezier.systemDefault, [0.0948, 0.4085, 0.8024, 0.9605, 0.9943]),
    ])
    func namedCurvesMatchTheTable(curve: CubicBezier, expected: [Double]) {
        for (x, y) in zip(Self.fractions, expected) {
            #expect(abs(curve.progress(at: x) - y) < 5e-5, "\(curve) at \(x)")
        }
    }

    @Test func easeInOutMatchesChromiumOverAThousandPoints() {
        // Chromium's SMIL and CSS gave these positions of a 0 → 1000 px move.
        for (x, px) in [(0.1, 19.722), (0.25, 129.162), (0.5, 500.0), (0.8, 918.340)] {
            #expect(abs(CubicBezier.easeInEaseOut.progress(at: x) * 1000 - px) < 1e-3)
        }
    }

    @Test func endsAreExactAndOutsideIsClamped() {
        for curve in [CubicBezier.easeIn, .easeOut, CubicBezier(0.3, 1.4, 0.6, -0.3)] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -2) == 0)
            #expect(curve.progress(at: 3) == 1)
        }
        #expect(CubicBezier.linear.progress(at: 0.37) == 0.37)
    }

    @Test func aReversedCurvePlaysBackwards() {
        let curve = CubicBezier(0.42, 0, 1, 1)
        for x in Self.fractions {
            #expect(abs(curve.reversed.progress(at: x) - (1 - curve.progress(at: 1 - x))) < 1e-9)
        }
    }

    @Test func responseAndRatioGiveTheReferenceSpring() {
        let spring = Spring(response: 0.5, dampingRatio: 0.5)
        #expect(abs(spring.stiffness - 157.914) < 1e-3)
        #expect(abs(spring.damping - 12.566) < 1e-3)
        for (t, p) in [(0.05, 0.1568), (0.1, 0.4796), (0.2, 1.0270), (0.3, 1.1615), (0.5, 0.9898), (1.0, 1.0013)] {
            #expect(abs(spring.progress(atTime: t) - p) < 5e-5, "at \(t)")
        }
    }

    @Test func coreAnimationsDefaultSpring() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.dampingRatio == 0.5)
        for (t, p) in [(0.1, 0.3403), (0.2, 0.8494), (0.3, 1.1244), (0.5, 1.0746), (1.0, 1.0022)] {
            #expect(abs(spring.progress(atTime: t) - p) < 5e-5, "at \(t)")
        }
    }

    /// Each closed form solves m·x″ + c·x′ + k·x = 0 with D(0) = 1, D′(0) = −v₀: checked against
    /// a Runge–Kutta integration of the equation itself.
    @Test(arguments: [0.3, 1.0, 2.5])
    func closedFormsSolveTheOscillator(ratio: Double) {
        let spring = Spring(response: 0.4, dampingRatio: ratio, initialVelocity: 2)
        var x = 1.0, v = -2.0, t = 0.0
        let h = 1e-4
        func accel(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
        while t < 0.8 - 1e-12 {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            if Int((t / h).rounded()) % 1000 == 0 {
                #expect(abs((1 - x) - spring.progress(atTime: t)) < 1e-7, "ζ \(ratio) at \(t)")
            }
        }
    }

    @Test func firstPeakOfAnUnderdampedSpring() {
        // With v₀ = 0 the first peak is at π/ω_d, overshooting by e^(−πζ/√(1−ζ²)): 16.3% at ζ = 0.5.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let wd = 10 * (1 - 0.25).squareRoot()
        #expect(abs(spring.progress(atTime: Double.pi / wd) - 1.163) < 5e-4)
    }

    @Test func uiKitsSpringSettlesAtItsDuration() {
        for ratio in [0.5, 0.8, 1.0] {
            let spring = Spring(duration: 0.6, dampingRatio: ratio, initialVelocity: 0)
            #expect(abs(spring.dampingRatio - ratio) < 1e-9)
            // The envelope is 0.001 at the duration, so the spring is close to its target there.
            #expect(abs(1 - spring.progress(atTime: 0.6)) < 0.002, "ζ \(ratio)")
            #expect(abs(1 - spring.progress(atTime: 0.3)) > 0.002, "ζ \(ratio)")
        }
        let curve = TimingCurve.springOverDuration(dampingRatio: 0.7, initialVelocity: 0)
        #expect(curve.progress(at: 1, duration: 0.6) == 1)
    }

    @Test func settlingDurationOfCoreAnimationsDefaults() {
        // |1 − x| ≤ 1e-3 from 2.69 s on with damping 5, from 0.80 s with damping 15.
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration() - 2.69) < 0.01)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration() - 0.80) < 0.01)
    }

    /// A spring too stiff for doubles has arrived at once: its progress is never NaN.
    @Test func anOverflowingSpringIsNeverNaN() {
        let spring = Spring(response: 1e-300, dampingRatio: 0.5)
        for t in [0.0, 1e-9, 0.001, 0.5, 10] { #expect(spring.progress(atTime: t).isFinite, "at \(t)") }
        #expect(spring.progress(atTime: 0.5) == 1)
    }
}
