import Animation

/// An animation of a scene file, as written: one from a state to another, or a sequence of
/// animations played one after another.
public struct AnimationSpec {
    public enum Body {
        case clip(ClipSpec)
        case sequence([Located<String>])
    }

    public var name: Located<String>
    public var body: Body

    package init(name: Located<String>, body: Body) {
        self.name = name
        self.body = body
    }
}

/// `from` and `to` states (nil: the base scene), with their timing.
public struct ClipSpec {
    public var from: Located<String>?
    public var to: Located<String>?
    public var timing: AnimationTiming
    /// `layer: true`: a Core Animation on the layer's transform.
    public var isLayerAnimation: Bool

    package init(from: Located<String>?, to: Located<String>?, timing: AnimationTiming, isLayerAnimation: Bool) {
        self.from = from
        self.to = to
        self.timing = timing
        self.isLayerAnimation = isLayerAnimation
    }
}

extension SceneDocument {
    /// The clips an animation plays, a sequence's flattened in order; nil for an unknown name.
    public func clips(of name: String) -> [ClipSpec]? {
        guard let spec = animations.first(where: { $0.name.value == name }) else { return nil }
        switch spec.body {
        case .clip(let clip): return [clip]
        case .sequence(let names):
            var clips: [ClipSpec] = []
            for item in names { clips += self.clips(of: item.value) ?? [] }
            return clips
        }
    }
}
