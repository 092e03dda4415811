/// When and how one animation plays, as `UIView.animate(withDuration:delay:options:)` and
/// `CAMediaTiming` describe it.
public struct AnimationTiming: Hashable, Sendable {
    /// Seconds of one pass from the start state to the end state.
    public var duration: Double
    /// Seconds before the first pass; the views show the start state meanwhile.
    public var delay: Double
    public var curve: TimingCurve
    /// Each pass goes to the end state and back (`.autoreverse`).
    public var autoreverses: Bool
    /// How many passes (each there and back when autoreversing); nil repeats forever.
    public var repeatCount: Int?

    public init(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, autoreverses: Bool = false, repeatCount: Int? = 1) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount
    }

    /// The seconds of one cycle: a pass, or a pass there and back.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The seconds from the start to the end, delay included; nil when it repeats forever.
    public var totalDuration: Double? { repeatCount.map { delay + cycleDuration * Double($0) } }
}

/// One animation between two solved layouts, identified by their indices in the list the
/// caller keeps (a scene's states).
public struct AnimationClip: Hashable, Sendable {
    public var from: Int
    public var to: Int
    public var timing: AnimationTiming
    /// A Core Animation on the layer's transform: no layout, the model unchanged (the views
    /// snap back to `from` when it ends).
    public var isLayerAnimation: Bool

    public init(from: Int, to: Int, timing: AnimationTiming, isLayerAnimation: Bool = false) {
        self.from = from
        self.to = to
        self.timing = timing
        self.isLayerAnimation = isLayerAnimation
    }

    /// The layout the views have when the animation has ended (UIKit's model value).
    public var model: Int { isLayerAnimation ? from : to }
}
