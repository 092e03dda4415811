import ConsoleLog
import SceneModel
import StrutPipeline

// What each call starts from, read again from the text kept: a scene holds no solver, so it can
// be shared and laid out on any device.
extension StrutScene {
    /// A scene file's one scene, or a document's scenes (the one asked for, or all of them),
    /// read for a device (a document's is read for it; a scene file's is given to the loader).
    func inputs(device: OrientedDevice?) throws(SceneError) -> [InputScene] {
        try SceneInput.scenes(
            text: text, path: path, scene: sceneName, device: device?.device, landscape: device?.landscape ?? false)
    }

    /// A log's conflict, explained: its views rebuilt and laid out without the broken constraint.
    func explanation() throws(SceneError) -> ConflictExplanation {
        try ConflictExplanation(ConsoleLogParser.parse(text, file: path), textMeasurer: textMeasurer)
    }

    /// `iphone-se`, `ipad:landscape`, or one of Interface Builder's devices (`retina6_12`).
    func oriented(_ name: String?) throws(SceneError) -> OrientedDevice? {
        guard let name else { return nil }
        guard let device = OrientedDevice.named(name) else { throw SceneError(OrientedDevice.unknown(name), at: start) }
        return device
    }

    /// A log is drawn as its conflict was logged: on no device and in no state.
    func refuseVariations(of log: Kind, device: String?, state: String?) throws(SceneError) {
        guard log == .consoleLog, device != nil || state != nil else { return }
        throw SceneError("a console log is laid out as logged: it takes no device and no state", at: start)
    }
}
