import ArgumentParser
import Dispatch
import Foundation
import LivePreview
import Rendering
import SceneFile
import SceneModel
import ScenePreview
import StrutPipeline

#if canImport(Glibc)
    import Glibc
#endif

/// `strut watch SCENE [--port N] [--state S] [--device D] [--scene ID]`
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Serve a live preview of a scene on 127.0.0.1, drawn again at every save.",
        discussion: """
            Open the address it prints in a browser: the page shows the scene as SVG with its conflicts and ambiguity (each linked to its line of the file), controls for its states, devices, animations and marks, zoom, its frames and its text. Each time the file is saved (in place or by rename, as editors do) it is solved and drawn again and the page updates by itself; a save with an error shows the located message and keeps the last good drawing. Storyboards and xibs have a scene picker. GET /scene.svg and /layout.json serve the current drawing and `layout --json`. Ctrl-C stops it.

            Examples:
              strut watch Samples/guides/centered-buttons-anchors.yaml
              strut watch Samples/states/slider-square.yaml --port 7590 --state all
              strut watch Samples/interface-builder/sign-in.storyboard --device retina4_7
            """)

    @Argument(help: "A scene file (YAML or JSON), storyboard or xib.")
    var file: String

    @Option(help: "The port of 127.0.0.1 (default: \(LoopbackPort.preferred), or the next free one).")
    var port: UInt16?

    @Option(help: "The state shown first ('all' for every state side by side).")
    var state: String?

    @Option(help: "The device shown first (iphone-se, iphone-15, ipad, or Interface Builder's: retina4_7, retina6_12, ...); NAME:landscape turns it.")
    var device: String?

    @Option(help: "Of a storyboard or xib, the scene shown first (an id, storyboard identifier or title; 'all' for every scene).")
    var scene: String?

    @Flag(help: "Measure the labels of storyboards and xibs with strut's fonts instead of their saved frames.")
    var measureText = false

    @Option(help: "light or dark.")
    var theme: Theme = .light

    mutating func validate() throws {
        if let device, OrientedDevice.named(device) == nil { throw ValidationError(OrientedDevice.unknown(device)) }
        if file == "-" { throw ValidationError("watch needs a file to watch, not standard input") }
        if port == 0 { throw ValidationError("--port is from 1 to 65535") }
    }

    func run() throws {
        CIReport.warnIfFontsMissing()
        let running = RunningWatch()
        StopSignals.handle { running.stop() }
        let defaults = PreviewQuery(state: state, device: device, scene: scene)
        let path = file
        let watched = try reportingErrors { () throws(SceneError) in
            try WatchedFile(path: path, measureText: measureText, theme: theme, defaults: defaults)
        }
        if let port, !LoopbackPort.isFree(port) {
            printError("error: port \(port) of 127.0.0.1 is in use; give another --port, or none for the next free one from \(LoopbackPort.preferred)")
            throw ExitCode(2)
        }
        let ports = port.map { [$0] } ?? LoopbackPort.candidates
        Task {
            do throws(PreviewServerError) {
                let server = try await PreviewServer.start(source: watched, ports: ports)
                running.started(server, Self.watch(watched.resolvedPath, watched, server))
                try? printOutput("strut watch: \(SceneInput.displayName(path)) at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
                Self.report(watched)
            } catch {
                printError("error: \(error)\(ports.count > 1 ? "; give --port" : "")")
                Glibc.exit(2)
            }
        }
        dispatchMain()
    }

    /// Watches the file: at each save it is read again and the pages are told.
    private static func watch(_ file: String, _ watched: WatchedFile, _ server: PreviewServer) -> FileWatcher {
        let watcher = FileWatcher(path: file) {
            watched.reload()
            report(watched)
            let version = watched.currentVersion
            let published = DispatchSemaphore(value: 0)
            Task {
                await server.publish(version: version)
                published.signal()
            }
            published.wait()
        }
        do {
            try watcher.start()
        } catch {
            printError("error: \(error)")
            Glibc.exit(2)
        }
        return watcher
    }

    /// The file's error on standard error at each save, as `layout` prints it.
    private static func report(_ watched: WatchedFile) {
        if let error = watched.currentError { printError("error: \(error)") }
    }
}

/// The server and watcher of a running `strut watch`, for Ctrl-C to stop.
final class RunningWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var server: PreviewServer?
    private var watcher: FileWatcher?

    func started(_ server: PreviewServer, _ watcher: FileWatcher) {
        lock.withLock {
            self.server = server
            self.watcher = watcher
        }
    }

    /// Stops the watcher, closes the pages' connections and the server, and ends with status 0.
    func stop() -> Never {
        let (server, watcher) = lock.withLock { (self.server, self.watcher) }
        watcher?.stop()
        if let server {
            let stopped = DispatchSemaphore(value: 0)
            Task {
                await server.stop()
                stopped.signal()
            }
            _ = stopped.wait(timeout: .now() + 2)
        }
        // `exit` would flush every C stream first, and wait for any a stuck thread holds: a signal
        // always ends the process (strut writes its output unbuffered, through FileHandle).
        Glibc._exit(0)
    }
}
