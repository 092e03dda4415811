/// When and how one animation plays, as `UIView.animate(withDuration:delay:options:)` and
/// `CAMediaTiming` describe it.
package struct AnimationTiming: Hashable, Sendable {
    /// Seconds of one pass from the start state to the end state.
    package var duration: Double
    /// Seconds before the first pass; the views show the start state meanwhile.
    package var delay: Double
    package var curve: TimingCurve
    /// Each pass goes to the end state and back (`.autoreverse`).
    package var autoreverses: Bool
    /// How many passes (each there and back when autoreversing); nil repeats forever.
    package var repeatCount: Int?

    package init(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, autoreverses: Bool = false, repeatCount: Int? = 1) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount
    }

    /// The seconds of one cycle: a pass, or a pass there and back.
    package var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The seconds from the start to the end, delay included; nil when it repeats forever.
    package var totalDuration: Double? { repeatCount.map { delay + cycleDuration * Double($0) } }
}

/// One animation between two solved layouts, identified by their indices in the list the
/// caller keeps (a scene's states).
package struct AnimationClip: Hashable, Sendable {
    package var from: Int
    package var to: Int
    package var timing: AnimationTiming
    /// A Core Animation on the layer's transform: no layout, the model unchanged (the views
    /// snap back to `from` when it ends).
    package var isLayerAnimation: Bool

    package init(from: Int, to: Int, timing: AnimationTiming, isLayerAnimation: Bool = false) {
        self.from = from
        self.to = to
        self.timing = timing
        self.isLayerAnimation = isLayerAnimation
    }

    /// The layout the views have when the animation has ended (UIKit's model value).
    package var model: Int { isLayerAnimation ? from : to }
}
