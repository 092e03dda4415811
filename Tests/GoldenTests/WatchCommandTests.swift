import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `strut watch` running for a test: a scene in a folder of its own, the server's address, and
/// the process, stopped with Ctrl-C's signal at the end.
final class WatchSession {
    let folder: URL
    let scene: URL
    let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    private(set) var address = ""

    init(scene text: String, name: String = "scene.yaml", arguments: [String] = [], limitingFileDescriptorsTo limit: Int? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("strut-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        scene = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: scene)
        if let limit {
            // Through a shell that lowers the limit and then becomes strut.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(limit) && exec \"$0\" \"$@\"", Paths.strut.path, "watch", scene.path] + arguments
        } else {
            process.executableURL = Paths.strut
            process.arguments = ["watch", scene.path] + arguments
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The first line says where it serves.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) else {
            throw BrowserError("strut watch printed '\(text)'")
        }
        address = String(text[range])
    }

    /// Saves the scene as editors do: a new file renamed over the old one.
    func save(_ text: String) throws {
        let temporary = folder.appendingPathComponent(".\(scene.lastPathComponent).swp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, scene.path) == 0 else { throw BrowserError("cannot rename") }
    }

    /// Sends Ctrl-C's signal and returns the exit status.
    func interrupt() -> Int32 {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }
}

func boxScene(width: Int) -> String {
    """
    canvas: { size: [300, 200] }
    root:
      subviews:
        - { id: box, background: systemBlue }
    constraints:
      - box.leading == root.leading + 20
      - box.top == root.top + 20
      - box.width == \(width)
      - box.height == 50

    """
}

@Suite(.serialized) struct WatchCommandTests {
    /// The page in a real browser follows the file: a save by rename, a save with an error (the
    /// message shown with its line, the last good drawing kept), and the fix.
    @Test func theBrowserFollowsTheFile() throws {
        let watch = try WatchSession(scene: boxScene(width: 100))
        let browser = try DevToolsBrowser(opening: watch.address)
        let frames = "document.getElementById('frames').textContent"
        #expect(try browser.wait(until: "\(frames).includes('box20205050') === false && \(frames).includes('box2020100')"))
        #expect(try browser.evaluate("document.querySelector('#drawing svg') !== null") as? Bool == true)

        try watch.save(boxScene(width: 180))
        #expect(try browser.wait(until: "\(frames).includes('box2020180')"))

        try watch.save(boxScene(width: 180).replacingOccurrences(of: "box.width == 180", with: "box.width == nowhere.width"))
        #expect(try browser.wait(until: "document.getElementById('error').classList.contains('shown')"))
        let error = try browser.evaluate("document.getElementById('error').textContent") as? String ?? ""
        #expect(error.contains("scene.yaml:8:"), "\(error)")
        #expect(error.contains("nowhere"), "\(error)")
        #expect(try browser.evaluate("\(frames).includes('box2020180') && document.querySelector('#drawing svg') !== null") as? Bool == true)
        // The error's line is marked in the source pane.
        #expect(try browser.evaluate("document.querySelector('#source li.marked')?.id") as? String == "L8")

        try watch.save(boxScene(width: 240))
        #expect(try browser.wait(until: "\(frames).includes('box2020240') && !document.getElementById('error').classList.contains('shown')"))
        #expect(watch.interrupt() == 0)
    }

    /// A save that breaks the file shows its error in view, even with the side panel scrolled
    /// down to the source (the error sticks to the panel's top).
    @Test func theErrorStaysInViewWhenThePanelIsScrolled() throws {
        let rows = (0..<60).map { "    - { id: v\($0), background: systemBlue }" }.joined(separator: "\n")
        let constraints = (0..<60).map { "  - v\($0).leading == root.leading\n  - v\($0).top == root.top + \($0 * 3)\n  - v\($0).width == 10\n  - v\($0).height == 2" }
            .joined(separator: "\n")
        let scene = "canvas: { size: [300, 200] }\nroot:\n  subviews:\n\(rows)\nconstraints:\n\(constraints)\n"
        let watch = try WatchSession(scene: scene)
        let browser = try DevToolsBrowser(opening: watch.address)
        #expect(try browser.wait(until: "document.getElementById('frames').textContent.includes('v59')"))
        _ = try browser.evaluate("(() => { const a = document.querySelector('aside'); a.scrollTop = a.scrollHeight; return a.scrollTop; })()")
        #expect(try browser.evaluate("document.querySelector('aside').scrollTop > 500") as? Bool == true, "the panel scrolls")
        try watch.save(scene.replacingOccurrences(of: "v59.width == 10", with: "v59.width == nowhere.width"))
        #expect(try browser.wait(until: "document.getElementById('error').classList.contains('shown')"))
        let inView = """
            (() => { const e = document.getElementById('error').getBoundingClientRect(), a = document.querySelector('aside').getBoundingClientRect();
                     return e.height > 0 && e.top >= a.top && e.bottom <= a.bottom; })()
            """
        #expect(try browser.evaluate(inView) as? Bool == true)
        #expect(watch.interrupt() == 0)
    }

    /// GET /layout.json is `strut layout --json`; /scene.svg is the drawing; conflicts are listed
    /// with their lines.
    @Test func servesTheLayoutTheDrawingAndTheDiagnostics() throws {
        let conflicting = boxScene(width: 100) + "  - box.width == 120\n"
        let watch = try WatchSession(scene: conflicting)
        let browser = try DevToolsBrowser(opening: watch.address)
        let layout = try browser.evaluate("fetch('/layout.json').then(r => r.text())") as? String ?? ""
        let printed = try strut(["layout", watch.scene.path, "--json"])
        #expect(layout + "\n" == printed.out)
        let svg = try browser.evaluate("fetch('/scene.svg').then(r => r.text())") as? String ?? ""
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        #expect(try browser.wait(until: "document.querySelectorAll('#diagnostics li.conflict').length === 1"))
        let conflict = try browser.evaluate("document.querySelector('#diagnostics li.conflict').textContent") as? String ?? ""
        #expect(conflict.contains("Unable to simultaneously satisfy constraints"))
        #expect(conflict.contains("line 8") && conflict.contains("line 10"), "\(conflict)")
        #expect(watch.interrupt() == 0)
    }

    /// States, devices and animations are controls; a state shown draws that state.
    @Test func statesAreControls() throws {
        let sample = try String(contentsOf: Paths.samples.appendingPathComponent("states/two-view-switch.yaml"), encoding: .utf8)
        let watch = try WatchSession(scene: sample)
        let browser = try DevToolsBrowser(opening: watch.address)
        #expect(try browser.wait(until: "document.getElementById('state').options.length > 2"))
        let states = try browser.evaluate("[...document.getElementById('state').options].map(o => o.value).join(',')") as? String
        #expect(states?.hasPrefix(",") == true)
        #expect(try browser.evaluate("document.getElementById('state-control').hidden") as? Bool == false)
        #expect(try browser.evaluate("document.getElementById('animation-control').hidden") as? Bool == true)
        // Base: yellow and blue share the row (each 135 wide); 'off' pushes blue out past the edge.
        let frames = "document.getElementById('frames').textContent"
        #expect(try browser.wait(until: "\(frames).includes('yellow2040135')"))
        _ = try browser.evaluate("(() => { const s = document.getElementById('state'); s.value = 'off'; s.dispatchEvent(new Event('change')); })()")
        #expect(try browser.wait(until: "!\(frames).includes('yellow2040135')"))
        let layout = try browser.evaluate("fetch('/layout.json?state=off').then(r => r.json()).then(j => j.views.yellow.frame.join(', '))") as? String
        let printed = try strut(["layout", watch.scene.path, "--state", "off", "--json"])
        #expect(printed.out.contains("\"yellow\": { \"superview\": \"root\", \"frame\": [\(layout ?? "")]"), "\(layout ?? "")")
        #expect(watch.interrupt() == 0)
    }

    @Test func aMissingFileIsBadInput() throws {
        let result = try strut(["watch", "/nonexistent/scene.yaml"])
        #expect(result.status == 2)
        #expect(result.err.contains("/nonexistent/scene.yaml:1:1: cannot open"), "\(result.err)")
    }

    @Test func aPortInUseIsBadInputWhenAskedFor() throws {
        let watch = try WatchSession(scene: boxScene(width: 100))
        let port = watch.address.split(separator: ":").last!.dropLast()
        let result = try strut(["watch", watch.scene.path, "--port", String(port)])
        #expect(result.status == 2)
        #expect(result.err.contains("port \(port) of 127.0.0.1 is in use"), "\(result.err)")
        // Without --port, the next free one.
        let second = try WatchSession(scene: boxScene(width: 100))
        #expect(second.address != watch.address)
        #expect(second.interrupt() == 0)
        #expect(watch.interrupt() == 0)
    }
}
