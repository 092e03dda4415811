import Animation
import SceneModel

/// Reads `animations:`.
enum AnimationParser {
    static let keys = ["from", "to", "duration", "delay", "curve", "autoreverse", "repeat", "layer", "sequence"]
    /// The longest duration or delay, in seconds.
    static let maximumSeconds = 3600.0
    /// The most passes a finite repeat may ask for.
    static let maximumRepeat = 10_000

    static func animations(_ node: YAMLNode, states: [StateSpec]) throws(SceneError) -> [AnimationSpec] {
        guard let pairs = node.pairs else { throw node.error("animations must map names to animations") }
        var specs: [AnimationSpec] = []
        // Names are looked up in sets: a scan of every earlier animation (and of every state) for
        // each one made a file of 20,000 animations take 8 s to read.
        var names: Set<String> = []
        let stateNames = StateNames(states.map(\.name.value))
        for (nameNode, value) in pairs {
            let name = try nameNode.string("an animation name")
            try FileNamePart.check(name, "the animation name", at: nameNode.location)
            guard names.insert(name).inserted else { throw nameNode.error("duplicate animation '\(name)'") }
            let map = try value.mapping("animation '\(name)'", allowed: keys)
            let located = Located(name, at: nameNode.location)
            if let sequence = map["sequence"] {
                if let other = map.keys.first(where: { $0 != "sequence" }) {
                    throw map.node.error("a sequence plays other animations; '\(other)' belongs to each of them, not to the sequence '\(name)'")
                }
                var names: [Located<String>] = []
                for item in try sequence.sequence("sequence") { names.append(Located(try item.string("an animation name"), at: item.textLocation)) }
                guard !names.isEmpty else { throw sequence.error("a sequence names at least one animation") }
                specs.append(AnimationSpec(name: located, body: .sequence(names)))
            } else {
                specs.append(AnimationSpec(name: located, body: .clip(try clip(map, name: name, states: stateNames))))
            }
        }
        try checkSequences(specs)
        return specs
    }

    private static func clip(_ map: YAMLMapping, name: String, states: StateNames) throws(SceneError) -> ClipSpec {
        let toNode = try map.required("to", in: "animation '\(name)'")
        let to = try state(toNode, states: states)
        var from: Located<String>? = nil
        if let node = map["from"] { from = try state(node, states: states) }
        let curve = try map["curve"].map { node throws(SceneError) in try TimingCurveParser.parse(Located(try node.string("curve"), at: node.textLocation)) }
        let isLayer = try map["layer"]?.bool("layer") ?? false
        var timing = AnimationTiming(duration: 0.25, curve: curve ?? (isLayer ? .linear : .easeInOut))
        if let d = map["duration"] {
            timing.duration = try seconds(d, "duration")
        } else if case .spring(let spring) = timing.curve {
            timing.duration = spring.settlingDuration()
        }
        if let d = map["delay"] { timing.delay = try seconds(d, "delay") }
        if let a = map["autoreverse"] { timing.autoreverses = try a.bool("autoreverse") }
        if let r = map["repeat"] { timing.repeatCount = try repeatCount(r) }
        return ClipSpec(from: from, to: to, timing: timing, isLayerAnimation: isLayer)
    }

    /// A state's name, or `base`.
    private static func state(_ node: YAMLNode, states: StateNames) throws(SceneError) -> Located<String>? {
        let name = try node.string("a state")
        if name == "base" { return nil }
        guard states.set.contains(name) else {
            let all = states.ordered
            throw node.error("no state '\(name)'\(didYouMean(name, all + ["base"])); "
                + (all.isEmpty ? "the scene has no states: add them under 'states'" : "states: base, \(all.joined(separator: ", "))"))
        }
        return Located(name, at: node.textLocation)
    }

    /// The scene's state names, in order for messages and as a set for look-ups.
    private struct StateNames {
        let ordered: [String]
        let set: Set<String>
        init(_ names: [String]) {
            ordered = names
            set = Set(names)
        }
    }

    private static func seconds(_ node: YAMLNode, _ what: String) throws(SceneError) -> Double {
        let value = try node.double(what)
        guard value >= 0 else { throw node.error("\(what) is a number of seconds, 0 or more, not \(formatted(value))") }
        guard value <= maximumSeconds else { throw node.error("\(what) is at most \(Int(maximumSeconds)) seconds") }
        return value
    }

    /// A whole number of passes, or `inf`.
    private static func repeatCount(_ node: YAMLNode) throws(SceneError) -> Int? {
        if let text = try? node.string("repeat"), ["inf", ".inf", "infinity", "forever"].contains(text) { return nil }
        let value = try node.int("repeat")
        guard value >= 1, value <= maximumRepeat else {
            throw node.error("repeat is a whole number of passes from 1 to \(maximumRepeat), or inf")
        }
        return value
    }

    /// The most stretches of motion (a delay, a pass, a way back) an animation may play once its
    /// sequences and repeats are unrolled.
    static let maximumSegments = 100_000

    /// Sequences inside sequences: as views in a scene file, at most 100 deep, so that nothing
    /// that walks them (this check, flattening into clips) recurses deeper.
    static let maximumSequenceDepth = 100

    /// Every name in a sequence is an animation, no sequence plays itself, sequences nest at most
    /// ``maximumSequenceDepth`` deep, and no animation unrolls into more than
    /// ``maximumSegments`` (each animation counted once, so nested sequences cannot make the
    /// check itself slow).
    private static func checkSequences(_ specs: [AnimationSpec]) throws(SceneError) {
        let byName = Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        var segments: [String: (count: Int, depth: Int)] = [:]
        var visiting: [String] = []
        for spec in specs { _ = try count(spec, byName, &segments, &visiting) }
    }

    /// The segments `spec` unrolls into (a repeat forever counts one pass), and how deep its
    /// sequences nest (a clip: 0).
    private static func count(
        _ spec: AnimationSpec, _ byName: [String: AnimationSpec], _ segments: inout [String: (count: Int, depth: Int)],
        _ visiting: inout [String]
    ) throws(SceneError) -> (count: Int, depth: Int) {
        let name = spec.name.value
        if let known = segments[name] { return known }
        var total = 0, depth = 0
        switch spec.body {
        case .clip(let clip):
            let t = clip.timing
            total = (t.delay > 0 ? 1 : 0) + (t.repeatCount ?? 1) * (t.autoreverses ? 2 : 1)
        case .sequence(let items):
            guard visiting.count < maximumSequenceDepth else {
                throw SceneError("sequences nest over \(maximumSequenceDepth) deep", at: spec.name.location)
            }
            visiting.append(name)
            for item in items {
                guard let child = byName[item.value] else {
                    let names = byName.keys.sorted()
                    throw SceneError("no animation '\(item.value)'\(didYouMean(item.value, names)); animations: \(names.joined(separator: ", "))", at: item.location)
                }
                if let loop = visiting.firstIndex(of: item.value) {
                    throw SceneError("the sequence plays itself: \((visiting[loop...] + [item.value]).joined(separator: " → "))", at: item.location)
                }
                let (childCount, childDepth) = try count(child, byName, &segments, &visiting)
                total += childCount
                depth = max(depth, childDepth + 1)
                guard depth <= maximumSequenceDepth else {
                    throw SceneError("sequences nest over \(maximumSequenceDepth) deep", at: item.location)
                }
                if total > maximumSegments { break }
            }
            visiting.removeLast()
        }
        guard total <= maximumSegments else {
            throw SceneError(
                "animation '\(name)' would play over \(maximumSegments) passes and delays once its sequences and repeats are unrolled",
                at: spec.name.location)
        }
        segments[name] = (total, depth)
        return (total, depth)
    }
}
