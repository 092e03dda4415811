import FlyingFox
import Foundation

/// The live preview's HTTP server, on 127.0.0.1 only. It serves the page, the watched file's
/// drawing, layout and status, and a WebSocket that tells the page when the file changed; no
/// path of a request ever reaches the file system.
///
/// | path | what |
/// | --- | --- |
/// | `/` | the page (``PreviewPage``) |
/// | `/scene.svg` | the drawing (`?state=&device=&scene=&animation=`) |
/// | `/layout.json` | the layout, as `strut layout --json` prints it |
/// | `/preview.json` | ``PreviewStatus``: error, controls, diagnostics, source lines |
/// | `/updates` | WebSocket: `{"version": N}` on connecting and after every reload |
public final class PreviewServer: Sendable {
    public let port: UInt16
    private let source: any PreviewSource
    private let server: HTTPServer
    private let channel = UpdateChannel()

    /// How long a connection may wait to be read from or written to before it is closed.
    public static let idleTimeout = 10.0

    /// - Parameters:
    ///   - port: a port of 127.0.0.1 (``LoopbackPort`` finds a free one).
    ///   - idleTimeout: seconds a connection may send (or take) nothing before it is closed; a
    ///     page's WebSocket, which sends nothing that is read, is not affected.
    public init(source: any PreviewSource, port: UInt16, idleTimeout: Double = PreviewServer.idleTimeout) throws {
        self.port = port
        self.source = source
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let pool = IdleTimeoutPool(pool: HTTPServer.defaultPool(), idleSeconds: idleTimeout)
        server = HTTPServer(address: address, timeout: 30, pool: pool, logger: .disabled)
    }

    /// A server listening on the first of the ports that is free and binds: another program may
    /// take a port between the check and the bind, and the next one is tried then.
    /// - Throws: ``PreviewServerError`` when none of them binds.
    public static func start(source: any PreviewSource, ports: [UInt16]) async throws(PreviewServerError) -> PreviewServer {
        for port in ports where LoopbackPort.isFree(port) {
            guard let server = try? PreviewServer(source: source, port: port) else { continue }
            let failed = Flag()
            Task {
                do { try await server.run() } catch { failed.set() }
            }
            // Binding fails at once; listening follows within milliseconds.
            for _ in 0..<2000 where !failed.isSet {
                if await server.server.isListening {
                    server.wasListening.set()
                    return server
                }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        throw PreviewServerError(ports: ports)
    }

    /// Serves until ``stop()``. Should listening end (accepting fails when the process runs out
    /// of file descriptors), it starts again a moment later, for good.
    /// - Throws: when the port cannot be bound at first.
    public func run() async throws {
        await addRoutes()
        while !stopping.isSet && !Task.isCancelled {
            do {
                try await server.run()
            } catch {
                if stopping.isSet || Task.isCancelled { return }
                // A failure before the server ever listened is the port's: the caller's to handle.
                guard wasListening.isSet else { throw error }
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Set by ``stop()``: listening is not started again.
    private let stopping = Flag()
    /// Set once the server has listened: a later failure is not the port's.
    fileprivate let wasListening = Flag()

    /// Waits until the server takes connections.
    public func waitUntilListening() async throws {
        try await server.waitUntilListening(timeout: 10)
        wasListening.set()
    }

    /// Closes the pages' connections and stops serving.
    public func stop() async {
        stopping.set()
        await channel.closeAll()
        await server.stop(timeout: 1)
    }

    /// Tells every open page that the file changed (after the source reloaded it).
    public func publish(version: Int) async {
        await channel.publish(version: version)
    }

    /// The number of pages connected now.
    public var pageCount: Int {
        get async { await channel.pageCount }
    }

    private func addRoutes() async {
        let source = self.source
        let hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        let updates = WebSocketHTTPHandler(handler: UpdateHandler(channel: channel))
        let routes: [(String, @Sendable (HTTPRequest) async throws -> HTTPResponse)] = [
            ("GET /", { _ in Self.response(.content(Array(PreviewPage.html.utf8), type: "text/html; charset=utf-8")) }),
            ("GET /scene.svg", { Self.response(Self.query($0).map(source.drawing) ?? Self.tooLong) }),
            ("GET /layout.json", { Self.response(Self.query($0).map(source.layout) ?? Self.tooLong) }),
            ("GET /preview.json", { Self.response(Self.query($0).map(source.preview) ?? Self.tooLong) }),
            ("GET /updates", { try await updates.handleRequest($0) }),
            ("*", { _ in Self.response(.notFound("strut watch serves /, /scene.svg, /layout.json, /preview.json and /updates only")) }),
        ]
        for (route, handler) in routes {
            await server.appendRoute(HTTPRoute(route)) { request in
                // Only pages of this server: another site's page whose name resolves to 127.0.0.1
                // (DNS rebinding) names another host.
                guard let host = request.headers[.host], hosts.contains(host.lowercased()) else {
                    return HTTPResponse(statusCode: .forbidden, headers: Self.headers("text/plain; charset=utf-8"), body: Data("strut watch answers requests for 127.0.0.1:\(self.port) only".utf8))
                }
                // A page of another site may open a WebSocket to any address (browsers send its
                // Origin, and the Host is ours): only this server's own page is answered.
                if let origin = request.headers[HTTPHeader("Origin")], !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
                    return HTTPResponse(statusCode: .forbidden, headers: Self.headers("text/plain; charset=utf-8"), body: Data("strut watch answers its own page only, not \(origin)".utf8))
                }
                return try await handler(request)
            }
        }
    }

    /// The longest value a query parameter may have: names of states, devices, scenes and
    /// animations are short, and a long one would only cost time in the "did you mean" search.
    static let longestParameter = 1000

    /// The request's query; nil when a value is over ``longestParameter``.
    private static func query(_ request: HTTPRequest) -> PreviewQuery? {
        var parameters: [String: String] = [:]
        for item in request.query {
            guard item.value.count <= longestParameter else { return nil }
            parameters[item.name] = item.value
        }
        return PreviewQuery(parameters: parameters)
    }

    private static let tooLong = PreviewResponse.notFound("a query parameter is over \(longestParameter) characters")

    private static func response(_ response: PreviewResponse) -> HTTPResponse {
        switch response {
        case .content(let bytes, let type):
            return HTTPResponse(statusCode: .ok, headers: headers(type), body: Data(bytes))
        case .notFound(let message):
            return HTTPResponse(statusCode: .notFound, headers: headers("text/plain; charset=utf-8"), body: Data(message.utf8))
        }
    }

    /// Never cached: the same address shows a new drawing after every save.
    private static func headers(_ type: String) -> HTTPHeaders {
        [.contentType: type, HTTPHeader("Cache-Control"): "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
    }
}

/// None of the ports could be bound.
public struct PreviewServerError: Error, CustomStringConvertible {
    public let ports: [UInt16]

    public var description: String {
        ports.count == 1
            ? "port \(ports[0]) of 127.0.0.1 is in use"
            : "ports \(ports.first ?? 0) to \(ports.last ?? 0) of 127.0.0.1 are all in use"
    }
}

/// A flag set from one task and read from another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
