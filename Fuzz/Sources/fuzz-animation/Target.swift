import Animation
import SceneFile
import SceneModel

/// A scene file's animations read, each made a timeline and sampled across its length: every
/// progress a finite number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let document = try? SceneParser.parse(text, file: "fuzz.yaml") else { return 0 }
    for animation in document.animations {
        guard let clips = document.clips(of: animation.name.value) else { continue }
        var states: [String?] = []
        func index(_ state: String?) -> Int {
            if let i = states.firstIndex(where: { $0 == state }) { return i }
            states.append(state)
            return states.count - 1
        }
        let timelineClips = clips.map {
            AnimationClip(from: index($0.from?.value), to: index($0.to?.value), timing: $0.timing, isLayerAnimation: $0.isLayerAnimation)
        }
        guard let timeline = try? Timeline(timelineClips) else { continue }
        let span = timeline.shownDuration
        precondition(span.isFinite && span >= 0, "a timeline of \(span) s")
        for step in 0...20 {
            let sample = timeline.sample(at: span * Double(step) / 20)
            precondition(sample.progress.isFinite, "progress \(sample.progress) at step \(step)")
        }
    }
    return 0
}
