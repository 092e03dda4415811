import Foundation

/// The package's folders and the built `strut`, found from this file and the test bundle.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let samples = root.appendingPathComponent("Samples")
    static let goldens = root.appendingPathComponent("Goldens")
    /// Failure artifacts (expected, actual, diff) go here; CI can upload the folder.
    static let artifacts = root.appendingPathComponent(".build/golden-artifacts")

    /// `strut` is built next to the test bundle.
    static var strut: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("strut")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/strut")
    }

    /// Every scene under Samples/, as paths relative to it, sorted.
    static var sampleScenes: [String] {
        let enumerator = FileManager.default.enumerator(atPath: samples.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let kinds = [".yaml", ".yml", ".json", ".storyboard", ".xib"]
            if kinds.contains(where: path.hasSuffix) { found.append(path) }
        }
        return found.sorted()
    }
}

/// Whether goldens should be written instead of compared (`STRUT_RECORD=1 scripts/test`).
var recording: Bool { ProcessInfo.processInfo.environment["STRUT_RECORD"].map { $0 != "" && $0 != "0" } ?? false }

/// Runs `strut` and returns its exit status, standard output and standard error.
func strut(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = Paths.strut
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.currentDirectoryURL = Paths.root
    let out = Pipe(), err = Pipe(), stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}
