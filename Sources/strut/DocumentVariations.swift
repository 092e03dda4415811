import InterfaceBuilder
import SceneModel
import StrutPipeline

/// A storyboard's or xib's scene in several variations: on each device asked for, read again
/// for each (a document is read for the device it is shown on: its size, safe area, bars and
/// size-class variations), and at each content size (its labels in text styles measured at
/// their style's size there).
enum DocumentVariations {
    /// Whether a document is drawn or laid out as a matrix rather than as its scenes side by side:
    /// several devices, or any content size.
    static func isMatrix(_ matrix: VariationMatrix) -> Bool {
        matrix.devices.count > 1 || matrix.contentSizes.contains { $0 != nil }
    }

    /// Each combination of devices and content sizes with the scene read for it, devices
    /// outermost; a document of several scenes needs `--scene` to choose one.
    static func inputs(
        path: String, scene: String?, measureText: Bool, runtime: Bool, matrix: VariationMatrix
    ) throws(SceneError) -> [(variation: Variation, input: InputScene)] {
        try matrix.refuseRepeatedDevices(sceneLandscape: false, file: SceneInput.displayName(path))
        let text = try SceneInput.read(path)
        let followsContentSize = matrix.contentSizes.contains { $0 != nil }
        var made: [(variation: Variation, input: InputScene)] = []
        var warnings: [SceneError] = []
        for device in matrix.devices {
            let inputs = try SceneInput.scenes(
                text: text, path: path, scene: scene, measureText: measureText, device: device?.device,
                landscape: device?.landscape ?? false, runtime: runtime, followsContentSize: followsContentSize)
            guard inputs.count == 1 else {
                // A title or storyboard identifier may name several scenes; their ids tell them apart.
                let ids = inputs.compactMap { $0.interfaceBuilder?.id }.joined(separator: ", ")
                let message = scene.map { "--scene '\($0)' names \(inputs.count) scenes (\(ids)); choose one by its id" }
                    ?? "'\(SceneInput.displayName(path))' has \(inputs.count) scenes; choose the one to draw in several variations with --scene"
                throw SceneError(message, at: SourceLocation(file: SceneInput.displayName(path), line: 1, column: 1))
            }
            warnings += inputs[0].interfaceBuilder?.warnings ?? []
            for contentSize in matrix.contentSizes {
                // The document was read turned: only the text size is left to set.
                var document = inputs[0].document
                if let contentSize { document.canvas.contentSize = contentSize }
                made.append((Variation(device: device, contentSize: contentSize), InputScene(document: document, interfaceBuilder: inputs[0].interfaceBuilder)))
            }
        }
        for warning in SceneInput.distinct(warnings) { printError("warning: \(warning)") }
        return made
    }
}
