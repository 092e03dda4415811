import AutoLayout
import SceneFile
import SceneModel

/// A scene file (YAML or JSON) read, built and laid out: any input is a scene or a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    if let scene = try? SceneBuilder.load(text, file: "fuzz.yaml", textMeasurer: ApproximateTextMeasurer()) {
        scene.layout()
        for name in scene.stateNames {
            try? scene.apply(state: name)
            scene.layout()
        }
    }
    return 0
}
