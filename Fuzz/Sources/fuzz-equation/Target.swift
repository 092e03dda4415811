import AutoLayout
import SceneFile
import SceneModel

/// One constraint in the equation syntax, in a scene of three views (JSON-escaped into it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let equation = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let scene = """
        {"canvas": {"size": [320, 480]}, "root": {"subviews": [{"id": "a"}, {"id": "b", "subviews": [{"id": "c"}]}]},
         "constraints": ["\(equation.escapedForJSON)"]}
        """
    if let loaded = try? SceneBuilder.load(scene, file: "fuzz.json", textMeasurer: ApproximateTextMeasurer()) { loaded.layout() }
    return 0
}
