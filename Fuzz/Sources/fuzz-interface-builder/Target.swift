import AutoLayout
import InterfaceBuilder
import SceneModel

/// A storyboard or xib read; each of its scenes built and laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let scenes = try? InterfaceBuilderDocument.read(text, file: "fuzz.storyboard") else { return 0 }
    for scene in scenes {
        var builder = SceneBuilder(scene.document, textMeasurer: ApproximateTextMeasurer())
        if let loaded = try? builder.build() { loaded.layout() }
    }
    return 0
}
