import Foundation
import Testing

@testable import LivePreview

/// A source that answers with what it was asked, and counts its reloads.
final class EchoSource: PreviewSource, @unchecked Sendable {
    private let lock = NSLock()
    private var reloads = 0

    func reload() { lock.withLock { reloads += 1 } }

    func preview(_ query: PreviewQuery) -> PreviewResponse {
        .content(Array("{\"reloads\":\(lock.withLock { reloads })}".utf8), type: "application/json")
    }

    func drawing(_ query: PreviewQuery) -> PreviewResponse {
        guard query.state != "gone" else { return .notFound("no state 'gone'") }
        return .content(Array("<svg>\(query.state ?? "base") \(query.device ?? "-") \(query.annotate ?? "-")</svg>".utf8), type: "image/svg+xml")
    }

    func layout(_ query: PreviewQuery) -> PreviewResponse {
        .content(Array("{\"scene\":\"\(query.scene ?? "first")\"}".utf8), type: "application/json")
    }
}

/// Runs a blocking call on a thread of its own, away from the cooperative pool the server's
/// tasks need (two cores give it two threads).
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// A server on a free port for the length of a test: one of its own, away from the ports
/// `strut watch` tries, so that tests running at once never pick the same one.
func withServer(
    idleTimeout: Double = PreviewServer.idleTimeout, connectionLimit: Int = PreviewServer.connectionLimit,
    _ body: (PreviewServer, UInt16) async throws -> Void) async throws {
    let port = try #require((0..<200).lazy.map { UInt16.random(in: 20000...40000) + 0 * $0 }.first(where: LoopbackPort.isFree))
    let server = try PreviewServer(source: EchoSource(), port: port, idleTimeout: idleTimeout, connectionLimit: connectionLimit)
    let running = Task { try await server.run() }
    try await server.waitUntilListening()
    defer { running.cancel() }
    try await body(server, port)
    await server.stop()
}

@Suite struct PreviewServerTests {
    @Test func servesThePage() async throws {
        try await withServer { _, port in
            let page = try await blocking { try LoopbackClient.get("/", port: port) }
            #expect(page.status == 200)
            #expect(page.headers.lowercased().contains("content-type: text/html"))
            #expect(page.body.contains("new WebSocket(\"ws://\" + location.host + \"/updates\")"))
        }
    }

    @Test func passesTheQueryToTheSource() async throws {
        try await withServer { _, port in
            let drawing = try await blocking { try LoopbackClient.get("/scene.svg?state=open&device=ipad&annotate=all&scene=", port: port) }
            #expect(drawing.status == 200)
            #expect(drawing.body == "<svg>open ipad all</svg>")
            #expect(drawing.headers.lowercased().contains("cache-control: no-store"))
            #expect(try await blocking { try LoopbackClient.get("/layout.json?scene=Settings", port: port) }.body == "{\"scene\":\"Settings\"}")
        }
    }

    @Test func aQueryTheSourceCannotAnswerIsNotFound() async throws {
        try await withServer { _, port in
            let drawing = try await blocking { try LoopbackClient.get("/scene.svg?state=gone", port: port) }
            #expect(drawing.status == 404)
            #expect(drawing.body == "no state 'gone'")
        }
    }

    @Test func aLongParameterIsRefusedBeforeTheSourceSeesIt() async throws {
        try await withServer { _, port in
            let long = String(repeating: "x", count: PreviewServer.longestParameter + 1)
            let drawing = try await blocking { try LoopbackClient.get("/scene.svg?state=\(long)", port: port) }
            #expect(drawing.status == 404)
            #expect(drawing.body == "a query parameter is over 1000 characters")
        }
    }

    @Test func noPathReachesTheFileSystem() async throws {
        try await withServer { _, port in
            for path in ["/etc/passwd", "/../../etc/passwd", "/scene.svg/../../etc/passwd", "/Package.swift", "/%2e%2e/%2e%2e/etc/passwd"] {
                let response = try await blocking { try LoopbackClient.get(path, port: port) }
                #expect(response.status == 404, "\(path)")
                #expect(!response.body.contains("root:"), "\(path)")
            }
        }
    }

    @Test func anotherHostIsRefused() async throws {
        try await withServer { _, port in
            let elsewhere = try await blocking { try LoopbackClient.get("/", port: port, host: "evil.example:\(port)") }
            #expect(elsewhere.status == 403)
            let localhost = try await blocking { try LoopbackClient.get("/layout.json", port: port, host: "localhost:\(port)") }
            #expect(localhost.status == 200)
        }
    }

    /// A page of another site could open `/updates` (its Host is ours) and get every save: a
    /// foreign Origin is refused; the server's own page, and clients that send none, are not.
    @Test func aForeignOriginIsRefused() async throws {
        try await withServer { _, port in
            for origin in ["http://evil.example", "http://127.0.0.1:\(port).evil.example", "null"] {
                #expect(throws: ClientError.self) { try LoopbackClient.webSocket("/updates", port: port, origin: origin) }
            }
            for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
                let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port, origin: origin) }
                #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            }
        }
    }

    /// A frame declaring 2^40 bytes was buffered until the process died: what a page sends is
    /// never read, so the kernel's bounded buffers fill and the sender waits, and the page is
    /// still told each version.
    @Test func whatAPageSendsIsNeverBuffered() async throws {
        try await withServer { server, port in
            let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port) }
            #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            // A masked binary frame of 2^40 bytes, then as much of it as the server will take.
            let header: [UInt8] = [0x82, 0xFF] + [0, 0, 1, 0, 0, 0, 0, 0] + [1, 2, 3, 4]
            let accepted = try await blocking { try page.sendWithoutWaiting(header, thenZerosUpTo: 64 << 20) }
            #expect(accepted < 32 << 20, "\(accepted >> 20) MB taken: the server reads what it is sent")
            await server.publish(version: 1)
            #expect(try await blocking { try page.readText() } == "{\"version\":1}")
        }
    }

    /// Slow connections never timed out and held the server's descriptors: one that sends
    /// nothing is closed after the idle timeout, a request sent in time is answered, and a page's
    /// WebSocket (which the server only writes to) stays open.
    @Test func idleConnectionsAreClosed() async throws {
        try await withServer(idleTimeout: 1) { server, port in
            let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port) }
            #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            let idle = try LoopbackClient(port: port)
            let closed = try await blocking { try idle.waitsForClose(seconds: 30) }
            // Within the timeout, or soon after when other tests keep the machine busy.
            #expect(closed, "an idle connection is closed")
            let partial = try LoopbackClient(port: port)
            try partial.send("GET / HTTP/1.1\r\n")
            #expect(try await blocking { try partial.waitsForClose(seconds: 30) })
            await server.publish(version: 2)
            #expect(try await blocking { try page.readText() } == "{\"version\":2}")
            #expect(try await blocking { try LoopbackClient.get("/", port: port) }.status == 200)
        }
    }

    @Test func pagesAreToldEachVersion() async throws {
        try await withServer { server, port in
            let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port) }
            #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            while await server.pageCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            await server.publish(version: 3)
            #expect(try await blocking { try page.readText() } == "{\"version\":3}")
            // A page that connects later is told the version at once.
            #expect(try await blocking { try LoopbackClient.webSocket("/updates", port: port).readText() } == "{\"version\":3}")
        }
    }
}

@Suite struct PreviewServerStartTests {
    @Test func aTakenPortIsPassedOver() async throws {
        try await withServer { _, taken in
            let server = try await PreviewServer.start(source: EchoSource(), ports: [taken, taken + 1, taken + 2])
            #expect(server.port != taken)
            let page = try await blocking { try LoopbackClient.get("/", port: server.port) }
            #expect(page.status == 200)
            await server.stop()
        }
    }

    @Test func noFreePortIsAnError() async throws {
        try await withServer { _, taken in
            await #expect(throws: PreviewServerError.self) { try await PreviewServer.start(source: EchoSource(), ports: [taken]) }
            #expect(PreviewServerError(ports: [taken]).description == "port \(taken) of 127.0.0.1 is in use")
        }
    }
}

@Suite struct LoopbackPortTests {
    @Test func aPortInUseIsNotFree() async throws {
        try await withServer { _, port in
            #expect(!LoopbackPort.isFree(port))
        }
    }
}

@Suite struct PreviewQueryTests {
    @Test func emptyParametersAreTheDefaults() {
        let query = PreviewQuery(parameters: ["state": "", "device": "ipad", "animation": "bounce", "other": "x"])
        #expect(query == PreviewQuery(device: "ipad", animation: "bounce"))
    }
}

@Suite struct PreviewStatusTests {
    @Test func everyKeyIsWrittenErrorNullIncluded() {
        let status = PreviewStatus(
            file: "a/scene.yaml", version: 2, error: nil, warnings: [], scenes: [], states: ["open"], devices: ["ipad"],
            animations: [], diagnostics: [.init(kind: .conflict, text: "Unable…", lines: [3, 5])], lines: ["x"])
        let json = String(decoding: status.json, as: UTF8.self)
        #expect(json.contains("\"error\":null"))
        #expect(json.contains("\"file\":\"a/scene.yaml\""))
        #expect(json.contains("{\"kind\":\"conflict\",\"lines\":[3,5],\"text\":\"Unable…\"}"))
    }
}
