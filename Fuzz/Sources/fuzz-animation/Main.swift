import FuzzDriver

@_cdecl("fuzz_animation_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { runFuzzer(argc, argv, fuzz) }
