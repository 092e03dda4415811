import Animation
import AutoLayout
import LayoutValues
import SceneFile
import SceneModel

/// A scene's animation loaded for a command: every state it moves between solved, and its
/// timeline over their indices.
package struct AnimationInput {
    package let name: String
    /// One per state the clips name, in order of first use: the timeline's layout indices.
    package let scenes: [LoadedScene]
    package let timeline: Timeline
    /// Where the animation is named in the scene file: what errors about its size point at.
    package let location: SourceLocation

    package static func load(_ document: SceneDocument, animation name: String, device: Device? = nil) throws(SceneError) -> AnimationInput {
        guard let spec = document.animations.first(where: { $0.name.value == name }), let clips = document.clips(of: name) else {
            let names = document.animations.map(\.name.value)
            throw SceneError(
                "no animation '\(name)'\(didYouMean(name, names))"
                    + (names.isEmpty ? "; the scene has none: add them under 'animations'" : "; animations: \(names.joined(separator: ", "))"),
                at: SourceLocation(file: document.file, line: 1, column: 1))
        }
        // The states the clips name, in order of first use (nil: the base scene).
        var states: [String?] = []
        func index(_ state: String?) -> Int {
            if let i = states.firstIndex(where: { $0 == state }) { return i }
            states.append(state)
            return states.count - 1
        }
        let timelineClips = clips.map { clip in
            AnimationClip(from: index(clip.from?.value), to: index(clip.to?.value), timing: clip.timing, isLayerAnimation: clip.isLayerAnimation)
        }
        let timeline: Timeline
        do {
            timeline = try Timeline(timelineClips)
        } catch {
            throw SceneError("in animation '\(name)', the animation \(error.clipIndex + 1) of its sequence \(error.message)", at: spec.name.location)
        }
        var scenes: [LoadedScene] = []
        for state in states { scenes.append(try SceneLoader.load(document, state: state, device: device)) }
        return AnimationInput(name: name, scenes: scenes, timeline: timeline, location: spec.name.location)
    }

    /// The time to show, checked: from 0 to an hour past the end.
    package static func checkTime(_ t: Double, _ timeline: Timeline, file: String) throws(SceneError) {
        guard t.isFinite, t >= 0, t <= timeline.shownDuration + 3600 else {
            throw SceneError(
                "--at is a time in seconds from 0 (the animation lasts \(formatSeconds(timeline.shownDuration))\(timeline.duration == nil ? " and then repeats" : "")), not \(t)",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}

package func formatSeconds(_ t: Double) -> String { formatNumber(t, .decimals(3)) + " s" }
