import AutoLayout
import ConsoleLog

/// UIKit console text read, rebuilt, solved and explained.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let log = try? ConsoleLogParser.parse(text, file: "fuzz.txt") else { return 0 }
    if let explanation = try? ConflictExplanation(log, textMeasurer: ApproximateTextMeasurer()) {
        _ = explanation.sceneFile()
    }
    return 0
}
