import AutoLayout
import Rendering
import SceneFile
import SceneModel

/// The panels a drawing shows: a scene file on each device and in each state asked for, or a
/// storyboard's or xib's scenes side by side, each captioned with its title.
package enum ScenePanels {
    /// Lays out a scene file in a state on a device (``SceneLoader/load(_:state:device:landscape:)``,
    /// or one that keeps what it laid out).
    package typealias Loader = (SceneDocument, _ state: String?, Device?) throws(SceneError) -> LoadedScene

    /// - Parameters:
    ///   - variations: the devices (each in an orientation or the scene's own), text sizes,
    ///     themes and directions to draw the scene in: one panel per combination and state.
    ///   - state: a state's name, `all` for the base scene and every state, or nil.
    package static func make(
        _ inputs: [InputScene], variations: VariationMatrix, state: String?, file: String,
        load: Loader = { document, state, device throws(SceneError) in try SceneLoader.load(document, state: state, device: device) }
    ) throws(SceneError) -> [RenderScene] {
        if inputs.count > 1 || inputs[0].interfaceBuilder != nil {
            if variations.devices.count > 1 || state != nil {
                throw SceneError(
                    "a storyboard or xib is drawn on one device (--device D) and has no states", at: SourceLocation(file: file, line: 1, column: 1))
            }
            try refuseContentSizes(variations.contentSizes, file: file)
            try refuseVariations(variations, file: file)
            return try SceneStyles.panels(inputs, load: load)
        }
        let document = inputs[0].document
        let states: [String?] = state == "all" ? [nil] + document.states.map(\.name.value) : [state]
        // A theme changes no frame: the panels of one layout in several themes share it.
        var laidOut: [String: LoadedScene] = [:]
        var scenes: [RenderScene] = []
        for variation in variations.combinations {
            let varied = variation.applied(to: document)
            for state in states {
                let key = [variation.device?.name, variation.contentSize?.name, variation.direction?.rawValue, state].map { $0 ?? "-" }
                    .joined(separator: "|")
                let loaded: LoadedScene
                if let done = laidOut[key] { loaded = done } else { loaded = try load(varied, state, variation.device?.device) }
                laidOut[key] = loaded
                let label = (variations.caption(variation) + [variations.devices.count > 1 || states.count > 1 ? (state ?? "base") : state].compactMap { $0 })
                    .joined(separator: " · ")
                var scene = try SceneStyles.renderScene(loaded, label: label.isEmpty ? nil : label)
                scene.theme = variation.theme
                scenes.append(scene)
            }
        }
        return scenes
    }

    /// A storyboard's or xib's scenes are drawn side by side in one theme and their document's
    /// direction: a list of either is refused rather than half drawn.
    package static func refuseVariations(_ variations: VariationMatrix, file: String) throws(SceneError) {
        guard variations.themes.count > 1 || variations.directions.contains(where: { $0 != nil }) else { return }
        throw SceneError(
            "--direction and a list of themes are for scene files: a storyboard's or xib's scenes are drawn side by side in one theme",
            at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// A storyboard's or xib's labels keep the sizes Xcode saved them at: a content size would
    /// scale nothing, so asking for one is refused rather than ignored.
    package static func refuseContentSizes(_ contentSizes: [ContentSizeCategory?], file: String) throws(SceneError) {
        guard contentSizes.contains(where: { $0 != nil }) else { return }
        throw SceneError(
            "--content-size is for scene files: a storyboard's or xib's labels keep the sizes Xcode saved",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}
