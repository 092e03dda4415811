import Animation

/// An animation of a scene file, as written: one from a state to another, or a sequence of
/// animations played one after another.
package struct AnimationSpec {
    package enum Body {
        case clip(ClipSpec)
        case sequence([Located<String>])
    }

    package var name: Located<String>
    package var body: Body

    package init(name: Located<String>, body: Body) {
        self.name = name
        self.body = body
    }
}

/// `from` and `to` states (nil: the base scene), with their timing.
package struct ClipSpec {
    package var from: Located<String>?
    package var to: Located<String>?
    package var timing: AnimationTiming
    /// `layer: true`: a Core Animation on the layer's transform.
    package var isLayerAnimation: Bool

    package init(from: Located<String>?, to: Located<String>?, timing: AnimationTiming, isLayerAnimation: Bool) {
        self.from = from
        self.to = to
        self.timing = timing
        self.isLayerAnimation = isLayerAnimation
    }
}

extension SceneDocument {
    /// The clips an animation plays, a sequence's flattened in order; nil for an unknown name.
    package func clips(of name: String) -> [ClipSpec]? {
        // Names are found in a dictionary made once: a scan of every animation for each item of
        // a sequence was quadratic in a file's size.
        let byName = Dictionary(animations.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        guard let spec = byName[name] else { return nil }
        var clips: [ClipSpec] = []
        Self.flatten(spec, byName, into: &clips)
        return clips
    }

    /// Appends the clips `spec` plays (sequences nest at most 100 deep once read, so the
    /// recursion is bounded).
    private static func flatten(_ spec: AnimationSpec, _ byName: [String: AnimationSpec], into clips: inout [ClipSpec]) {
        switch spec.body {
        case .clip(let clip): clips.append(clip)
        case .sequence(let names):
            for item in names {
                if let child = byName[item.value] { flatten(child, byName, into: &clips) }
            }
        }
    }
}
