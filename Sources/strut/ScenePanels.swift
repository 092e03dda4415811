import AutoLayout
import Rendering
import SceneFile

/// The panels a drawing shows: a scene file on each device and in each state asked for, or a
/// storyboard's or xib's scenes side by side, each captioned with its title.
enum ScenePanels {
    /// Lays out a scene file in a state on a device (``SceneLoader/load(_:state:device:landscape:)``,
    /// or one that keeps what it laid out).
    typealias Loader = (SceneDocument, _ state: String?, Device?) throws(SceneError) -> LoadedScene

    /// - Parameters:
    ///   - state: a state's name, `all` for the base scene and every state, or nil.
    ///   - devices: the devices to lay the scene out on, each in an orientation or the scene's own.
    ///   - contentSizes: the text sizes to lay text styles out at; nil is the scene's own.
    static func make(
        _ inputs: [InputScene], devices: [OrientedDevice?], state: String?, contentSizes: [ContentSizeCategory?] = [nil], file: String,
        load: Loader = { document, state, device throws(SceneError) in try SceneLoader.load(document, state: state, device: device) }
    ) throws(SceneError) -> [RenderScene] {
        if inputs.count > 1 || inputs[0].interfaceBuilder != nil {
            if devices.count > 1 || state != nil {
                throw SceneError(
                    "a storyboard or xib is drawn on one device (--device D) and has no states", at: SourceLocation(file: file, line: 1, column: 1))
            }
            try refuseContentSizes(contentSizes, file: file)
            return try SceneStyles.panels(inputs, load: load)
        }
        let document = inputs[0].document
        let states: [String?] = state == "all" ? [nil] + document.states.map(\.name.value) : [state]
        var scenes: [RenderScene] = []
        for device in devices {
            for contentSize in contentSizes {
                var sized = document
                if let contentSize { sized.canvas.contentSize = contentSize }
                if let landscape = device?.landscape { sized.canvas.landscape = landscape }
                for state in states {
                    let loaded = try load(sized, state, device?.device)
                    let label = [
                        device?.label, contentSizes.count > 1 ? contentSize?.shortName : nil,
                        devices.count > 1 || states.count > 1 ? (state ?? "base") : state,
                    ].compactMap { $0 }.joined(separator: " · ")
                    scenes.append(try SceneStyles.renderScene(loaded, label: label.isEmpty ? nil : label))
                }
            }
        }
        return scenes
    }

    /// A storyboard's or xib's labels keep the sizes Xcode saved them at: a content size would
    /// scale nothing, so asking for one is refused rather than ignored.
    static func refuseContentSizes(_ contentSizes: [ContentSizeCategory?], file: String) throws(SceneError) {
        guard contentSizes.contains(where: { $0 != nil }) else { return }
        throw SceneError(
            "--content-size is for scene files: a storyboard's or xib's labels keep the sizes Xcode saved",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}
