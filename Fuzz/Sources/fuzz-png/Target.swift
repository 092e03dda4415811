import CairoRendering

/// PNG bytes decoded as `strut compare` reads them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    _ = try? PNG.decode(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
