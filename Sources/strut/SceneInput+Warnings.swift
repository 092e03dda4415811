import SceneModel
import StrutPipeline

extension SceneInput {
    /// The scenes of a path: a scene file's one, or an Interface Builder document's (all of
    /// them, or the one `scene` names by id, storyboard identifier or title).
    static func scenes(
        _ path: String, scene: String? = nil, measureText: Bool = false, device: Device? = nil, landscape: Bool = false,
        runtime: Bool = false, followsContentSize: Bool = false, carriesSizeClasses: Bool = false
    ) throws(SceneError) -> [InputScene] {
        let inputs = try scenes(
            text: read(path), path: path, scene: scene, measureText: measureText, device: device, landscape: landscape, runtime: runtime,
            followsContentSize: followsContentSize, carriesSizeClasses: carriesSizeClasses)
        for warning in distinct(inputs.compactMap(\.interfaceBuilder).flatMap(\.warnings)) { printError("warning: \(warning)") }
        for warning in inputs.flatMap(\.missingFontFamilies) { printError("warning: \(warning)") }
        return inputs
    }
}
