import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// JSON messages ended by a NUL, the browser reading descriptor 3 and writing 4), so that a test
/// can open a page, let it run, and ask it what it shows.
final class DevToolsBrowser {
    private let pid: pid_t
    private let commands: Int32
    private let events: Int32
    private let profile: URL
    private var pending: [UInt8] = []
    private var nextID = 0
    private var session = ""

    /// - Parameter scheme: the page's protocol once loaded (`file:` for a report opened from disk).
    init(opening url: String, scheme: String = "http:") throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("strut-chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw BrowserError("no pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            "/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--window-size=1200,800", "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[0], &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard spawned == 0 else { throw BrowserError("cannot start Chromium: \(String(cString: strerror(spawned)))") }
        pid = child
        commands = toBrowser[1]
        events = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": url], inSession: false)
        let targetID = (target["targetId"] as? String) ?? ""
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
        session = (attached["sessionId"] as? String) ?? ""
        guard try wait(until: "location.protocol === '\(scheme)' && document.readyState === 'complete'") else {
            throw BrowserError("Chromium did not load \(url)")
        }
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(events)
        try? FileManager.default.removeItem(at: profile)
    }

    /// The value of a JavaScript expression in the page (promises awaited); nil for undefined.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw BrowserError("\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits up to `seconds` for an expression to be true; whether it became true.
    func wait(until expression: String, seconds: Double = 10) throws -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try evaluate(expression) as? Bool == true { return true }
            usleep(20_000)
        }
        return false
    }

    private func send(_ method: String, _ parameters: [String: Any], inSession: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inSession { message["sessionId"] = session }
        let bytes = Array(try JSONSerialization.data(withJSONObject: message)) + [0]
        guard bytes.withUnsafeBytes({ write(commands, $0.baseAddress, $0.count) }) == bytes.count else { throw BrowserError("Chromium is gone") }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == nextID else { continue }  // events, and replies to others
            if let error = reply["error"] { throw BrowserError("\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let data = Data(pending[..<end])
                pending.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            }
            var entry = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 20_000) > 0 else { throw BrowserError("Chromium did not answer in 20 s") }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = buffer.withUnsafeMutableBytes { read(events, $0.baseAddress, $0.count) }
            guard n > 0 else { throw BrowserError("Chromium closed the pipe") }
            pending += buffer[..<n]
        }
    }
}

struct BrowserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
