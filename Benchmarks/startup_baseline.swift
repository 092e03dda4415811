// The baseline of Benchmarks/startup_bench.py: a Swift program that imports Foundation and prints
// a line, as `strut --version` does.
import Foundation

print(ProcessInfo.processInfo.processName.isEmpty ? "" : "baseline 1.0")
