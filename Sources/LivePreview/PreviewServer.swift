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
package final class PreviewServer: Sendable {
    package let port: UInt16
    private let source: any PreviewSource
    private let listener: LoopbackListener
    private let channel = UpdateChannel()

    /// How long a connection may take to send a request's head, or to take a write, before it
    /// is closed.
    package static let idleTimeout = 10.0
    /// How many connections may be open at once, pages' WebSockets included.
    package static let connectionLimit = 64

    /// - Parameters:
    ///   - port: a port of 127.0.0.1 (``LoopbackPort`` finds a free one).
    ///   - idleTimeout: seconds a connection may take to send a request's head (from the end of
    ///     the last answer), or to take what is sent to it, before it is closed; a page's
    ///     WebSocket, which sends nothing that is read, is not affected.
    ///   - connectionLimit: connections open at once; past it, a new one is closed at once.
    package init(
        source: any PreviewSource, port: UInt16, idleTimeout: Double = PreviewServer.idleTimeout,
        connectionLimit: Int = PreviewServer.connectionLimit
    ) throws {
        self.port = port
        self.source = source
        listener = LoopbackListener(port: port, connectionLimit: connectionLimit, idleSeconds: idleTimeout)
    }

    /// A server listening on the first of the ports that is free and binds: another program may
    /// take a port between the check and the bind, and the next one is tried then.
    /// - Throws: ``PreviewServerError`` when none of them binds.
    package static func start(source: any PreviewSource, ports: [UInt16]) async throws(PreviewServerError) -> PreviewServer {
        for port in ports where LoopbackPort.isFree(port) {
            guard let server = try? PreviewServer(source: source, port: port) else { continue }
            let failed = Flag()
            Task {
                do { try await server.run() } catch { failed.set() }
            }
            // Binding fails at once; listening follows within milliseconds.
            for _ in 0..<2000 where !failed.isSet {
                if server.listener.isListening { return server }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        throw PreviewServerError(ports: ports)
    }

    /// Serves until ``stop()`` (or until the task is cancelled).
    /// - Throws: ``PreviewServerError`` when the port cannot be bound.
    package func run() async throws {
        try listener.listen()
        let listener = self.listener
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let thread = Thread {
                    listener.acceptConnections { [self] connection in serve(connection) }
                    done.resume()
                }
                thread.name = "strut watch listener"
                thread.start()
            }
        } onCancel: {
            channel.closeAll()
            listener.stop()
        }
    }

    /// Waits until the server takes connections.
    package func waitUntilListening() async throws {
        for _ in 0..<2000 where !listener.isListening { try await Task.sleep(for: .milliseconds(5)) }
        guard listener.isListening else { throw PreviewServerError(ports: [port]) }
    }

    /// Says "going away" to the pages, closes every connection and stops serving.
    package func stop() async {
        channel.closeAll()
        // The pages' threads send their close frame; a page that takes nothing is shut down after.
        for _ in 0..<100 where channel.pageCount > 0 { try? await Task.sleep(for: .milliseconds(10)) }
        listener.stop()
        for _ in 0..<100 where !listener.hasEnded && listener.isListening { try? await Task.sleep(for: .milliseconds(10)) }
    }

    /// Tells every open page that the file changed (after the source reloaded it).
    package func publish(version: Int) async {
        channel.publish(version: version)
    }

    /// The number of pages connected now.
    package var pageCount: Int {
        get async { channel.pageCount }
    }

    /// The connections open now, pages included.
    var connectionCount: Int { listener.connectionCount }

    /// Answers the requests of one connection until it closes, goes idle or opens a WebSocket.
    private func serve(_ connection: LoopbackConnection) {
        var reader = RequestHeadReader()
        while true {
            switch reader.next(from: connection, before: .now + .seconds(listener.idleSeconds)) {
            case .closed, .malformed:
                return
            case .requestLineTooLong:
                return connection.refuse(with: .text(414, "strut watch reads request lines of at most \(RequestHeadReader.longestRequestLine) bytes"))
            case .headersTooLarge:
                return connection.refuse(with: .text(431, "strut watch reads headers of at most \(RequestHeadReader.largestHeaders) bytes in all"))
            case .head(let request):
                var response: HTTPResponse
                switch route(request) {
                case .webSocket(let key):
                    guard connection.send(WebSocket.switching(key: key).bytes) else { return }
                    return channel.serve(connection)
                case .answer(let answer):
                    response = answer
                }
                // The request's Connection header is echoed on a connection kept open.
                if request.keepsAlive, let token = request.header("Connection") { response.headers["Connection"] = token }
                guard connection.send(response.bytes), request.keepsAlive, !request.declaresBody else { return }
            }
        }
    }

    /// What a request gets: an answer, or the WebSocket opened.
    private enum Routed {
        case answer(HTTPResponse)
        case webSocket(key: String)
    }

    private func route(_ request: HTTPRequestHead) -> Routed {
        let hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        // Only pages of this server: another site's page whose name resolves to 127.0.0.1 (DNS
        // rebinding) names another host.
        guard let host = request.header("Host"), hosts.contains(host.lowercased()) else {
            return .answer(.text(403, "strut watch answers requests for 127.0.0.1:\(port) only"))
        }
        // A page of another site may open a WebSocket to any address (browsers send its Origin,
        // and the Host is ours): only this server's own page is answered.
        if let origin = request.header("Origin"), !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return .answer(.text(403, "strut watch answers its own page only, not \(origin)"))
        }
        guard request.method == "GET" else { return .answer(Self.unknownPath) }
        switch request.segments {
        case []: return .answer(Self.response(.content(Array(PreviewPage.html.utf8), type: "text/html; charset=utf-8")))
        case ["scene.svg"]: return .answer(Self.response(Self.query(request).map(source.drawing) ?? Self.tooLong))
        case ["layout.json"]: return .answer(Self.response(Self.query(request).map(source.layout) ?? Self.tooLong))
        case ["preview.json"]: return .answer(Self.response(Self.query(request).map(source.preview) ?? Self.tooLong))
        case ["updates"]:
            switch WebSocket.key(of: request) {
            case .success(let key): return .webSocket(key: key)
            case .failure(let error): return .answer(HTTPResponse(status: 400, headers: [:], body: Array(error.message.utf8)))
            }
        default: return .answer(Self.unknownPath)
        }
    }

    private static let unknownPath = response(.notFound("strut watch serves /, /scene.svg, /layout.json, /preview.json and /updates only"))

    /// The longest value a query parameter may have: names of states, devices, scenes and
    /// animations are short, and a long one would only cost time in the "did you mean" search.
    static let longestParameter = 1000

    /// The request's query; nil when a value is over ``longestParameter``.
    private static func query(_ request: HTTPRequestHead) -> PreviewQuery? {
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
        case .content(let bytes, let type): HTTPResponse(status: 200, headers: HTTPResponse.previewHeaders(type), body: bytes)
        case .notFound(let message): .text(404, message)
        }
    }
}

/// None of the ports could be bound.
package struct PreviewServerError: Error, CustomStringConvertible {
    package let ports: [UInt16]

    package var description: String {
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
