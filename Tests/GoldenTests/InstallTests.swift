import Foundation
import Testing

/// `scripts/install` puts strut and its fonts under a prefix, and the installed strut, run from
/// another folder with the build out of its reach, draws the same bytes as the build.
@Suite struct InstallTests {
    @Test func theInstalledStrutDrawsTheSameBytesFromAnyFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strut-install-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let prefix = dir.appendingPathComponent("prefix")
        // The build's own strut (the release build is what scripts/install makes without --built).
        let install = try run(
            Paths.root.appendingPathComponent("scripts/install").path,
            ["--prefix", prefix.path, "--built", Paths.strut.deletingLastPathComponent().path], in: Paths.root)
        #expect(install.status == 0, "\(install.err)")
        let installed = prefix.appendingPathComponent("bin/strut").path
        for font in ["DejaVuSans.ttf", "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("libexec/strut/strut_CairoRendering.resources/Fonts/\(font)").path))
        }

        let scene = dir.appendingPathComponent("scene.yaml")
        try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent("labels/scripts.yaml"), to: scene)
        let fromBuild = try strut(["render", scene.path, "-o", dir.appendingPathComponent("build.png").path])
        #expect(fromBuild.status == 0)
        // From a folder of its own, on a PATH without the build, told nothing of where its fonts are.
        let work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": dir.path]
        let rendered = try run(installed, ["render", "../scene.yaml", "-o", "installed.png"], in: work, environment: environment)
        #expect(rendered.status == 0, "\(rendered.err)")
        #expect(rendered.err.isEmpty, "no warning of missing fonts: \(rendered.err)")
        let a = try Data(contentsOf: dir.appendingPathComponent("build.png"))
        let b = try Data(contentsOf: work.appendingPathComponent("installed.png"))
        #expect(a == b)
        let version = try run(installed, ["--version"], in: work, environment: environment)
        #expect(version.out.hasPrefix("strut 0.1.0 ("))
    }

    @Test func badOptionsAreRefused() throws {
        let bad = try run(Paths.root.appendingPathComponent("scripts/install").path, ["--prefx", "/tmp/x"], in: Paths.root)
        #expect(bad.status == 2)
        #expect(bad.err.contains("unknown option '--prefx'"))
    }

    private func run(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws
        -> (status: Int32, out: String, err: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile(), errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
