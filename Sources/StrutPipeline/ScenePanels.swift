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
    ///   - concurrently: lay the combinations out on the machine's cores (``ParallelLayouts``);
    ///     `load` must then be safe to call from several threads at once.
    ///   - recorded: given each layout of a scene file once, in the order of the combinations
    ///     (whatever order they were made in).
    package static func make(
        _ inputs: [InputScene], variations: VariationMatrix, state: String?, file: String, concurrently: Bool = false,
        recorded: (LoadedScene) -> Void = { _ in },
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
        try checkPanels(variations, states: states.count, file: file)
        try variations.refuseRepeatedDevices(sceneLandscape: document.canvas.landscape, file: file)
        // A theme changes no frame: the panels of one layout in several themes share it. The
        // layouts wanted are listed first, then made (on every core when asked), then drawn.
        var jobs: [(document: SceneDocument, state: String?, device: Device?)] = []
        var jobOfKey: [String: Int] = [:]
        var panels: [(variation: Variation, state: String?, job: Int)] = []
        for variation in variations.combinations {
            let varied = variation.applied(to: document)
            for state in states {
                let key = [variation.device?.name, variation.contentSize?.name, variation.direction?.rawValue, state].map { $0 ?? "-" }
                    .joined(separator: "|")
                let job = jobOfKey[key] ?? jobs.count
                if job == jobs.count {
                    jobOfKey[key] = job
                    jobs.append((varied, state, variation.device?.device))
                }
                panels.append((variation, state, job))
            }
        }
        let laidOut = try ParallelLayouts.map(jobs.count, concurrently: concurrently) { i throws(SceneError) in
            let loaded = try load(jobs[i].document, jobs[i].state, jobs[i].device)
            // The value (and its ambiguity questions) is made on the thread that laid the scene
            // out; after the join only this thread reads it.
            _ = loaded.solvedLayout
            return loaded
        }
        // Panels name their state when the drawing shows several, or when a scene that has
        // states is drawn on several devices (its base state is then worth naming); a scene
        // without states has nothing to name.
        let namesState = states.count > 1 || (variations.devices.count > 1 && !document.states.isEmpty)
        var scenes: [RenderScene] = []
        laidOut.forEach(recorded)
        for (variation, state, job) in panels {
            let label = (variations.caption(variation) + [namesState ? (state ?? "base") : state].compactMap { $0 })
                .joined(separator: " · ")
            var scene = try SceneStyles.renderScene(laidOut[job], label: label.isEmpty ? nil : label)
            scene.theme = variation.theme
            scenes.append(scene)
        }
        return scenes
    }

    /// The most panels one drawing has: 64 combinations in 64 states. Each is a layout, and the
    /// combinations' cap counted no states: a 64-combination `vary:` and 5,000 states drawn with
    /// `--state all` laid out 320,000 panels and aborted at 4 GB after 77 s.
    package static let maximumPanels = 4_096

    /// Refuses more panels than ``maximumPanels`` before any is laid out.
    package static func checkPanels(_ variations: VariationMatrix, states: Int, file: String) throws(SceneError) {
        let combinations = variations.devices.count * variations.contentSizes.count * variations.themes.count * variations.directions.count
        guard combinations * states > maximumPanels else { return }
        throw SceneError(
            "the drawing would have \(combinations * states) panels (\(combinations) combinations of devices, content sizes, themes and "
                + "directions, each in \(states) states); at most \(maximumPanels) (draw fewer states or combinations)",
            at: SourceLocation(file: file, line: 1, column: 1))
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
