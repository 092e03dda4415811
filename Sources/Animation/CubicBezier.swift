/// A timing curve from (0, 0) to (1, 1) with two control points, as `CAMediaTimingFunction`'s
/// `init(controlPoints:)` and CSS's `cubic-bezier()`.
///
/// The time fraction x is solved for the curve parameter by a fixed number of bisection steps,
/// so that every machine gets the same value to the last bit.
package struct CubicBezier: Hashable, Sendable {
    package var x1, y1, x2, y2: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    package static let linear = CubicBezier(0, 0, 1, 1)
    package static let easeIn = CubicBezier(0.42, 0, 1, 1)
    package static let easeOut = CubicBezier(0, 0, 0.58, 1)
    package static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.default` (CSS's `ease`).
    package static let systemDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    /// The same curve played backwards: y at 1 − x is 1 − y.
    package var reversed: CubicBezier { CubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1) }

    /// The progress at time fraction `x` (clamped to 0...1).
    package func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        var low = 0.0, high = 1.0
        for _ in 0..<52 {
            let mid = (low + high) / 2
            if Self.coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return Self.coordinate((low + high) / 2, y1, y2)
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }
}
