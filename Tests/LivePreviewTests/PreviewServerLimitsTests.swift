import Foundation
import Testing

@testable import LivePreview

#if canImport(Glibc)
    import Glibc
#endif

/// The server's answers byte for byte, and its limits on requests and connections.
@Suite struct PreviewServerLimitsTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The status line, headers sorted by name, the length, the body: as the page has always had
    /// them.
    @Test func answersAreWrittenByteForByte() async throws {
        try await withServer { _, port in
            let missing = try await blocking {
                try LoopbackClient.exchange(self.bytes("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"), port: port)
            }
            let message = "strut watch serves /, /scene.svg, /layout.json, /preview.json and /updates only"
            #expect(
                missing
                    == "HTTP/1.1 404 Not Found\r\nCache-Control: no-store\r\nContent-Length: \(message.utf8.count)\r\n"
                    + "Content-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n\r\n\(message)")
            let expected = Array(
                ("HTTP/1.1 101 Switching Protocols\r\nConnection: upgrade\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"
                    + "Upgrade: websocket\r\n\r\n").utf8) + [0x81, 13] + Array("{\"version\":0}".utf8)
            let handshake = try await blocking {
                let client = try LoopbackClient(port: port)
                try client.send(
                    "GET /updates HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                return try client.readBytes(count: expected.count)
            }
            #expect(handshake == expected)
        }
    }

    /// HTTP/1.1 keeps the connection for the next request, and echoes its Connection header.
    @Test func aConnectionServesRequestsInTurn() async throws {
        try await withServer { _, port in
            let request = "GET /layout.json?scene=A HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: keep-alive\r\n\r\n"
            let last = "GET /layout.json?scene=B HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n"
            let answers = try await blocking { try LoopbackClient.exchange(self.bytes(request + last), port: port) }
            #expect(answers.components(separatedBy: "HTTP/1.1 200 OK").count == 3, "\(answers)")
            #expect(answers.contains("Connection: keep-alive\r\n"))
            #expect(answers.hasSuffix("{\"scene\":\"B\"}"))
        }
    }

    /// A request line over 8 KiB is refused with 414 as its bytes arrive, before any parsing (a
    /// long one cost quadratic time: 400 KB took 76 s of CPU); one within it is answered.
    @Test func aLongRequestLineIsRefused() async throws {
        try await withServer { _, port in
            let head = "\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            let within = "GET /\(String(repeating: "x", count: RequestHeadReader.longestRequestLine - 20)) HTTP/1.1"
            let fits = try await blocking { try LoopbackClient.exchange(self.bytes(within + head), port: port) }
            #expect(fits.hasPrefix("HTTP/1.1 404 Not Found\r\n"), "\(fits.prefix(40))")
            for size in [RequestHeadReader.longestRequestLine, 400_000] {
                let long = "GET /\(String(repeating: "x", count: size)) HTTP/1.1"
                let refused = try await blocking { try LoopbackClient.exchange(self.bytes(long + head), port: port) }
                #expect(refused.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"), "\(refused.prefix(40))")
                #expect(refused.hasSuffix("strut watch reads request lines of at most 8192 bytes"))
            }
            // Never ending: refused all the same.
            let endless = try await blocking { try LoopbackClient.exchange(self.bytes("GET /" + String(repeating: "y", count: 20000)), port: port) }
            #expect(endless.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        }
    }

    /// Headers over 32 KiB in all are refused with 431; within it, they are read.
    @Test func largeHeadersAreRefused() async throws {
        try await withServer { _, port in
            @Sendable func request(headerLines: Int) -> [UInt8] {
                let padding = String(repeating: "X-Padding: \(String(repeating: "p", count: 1000))\r\n", count: headerLines)
                return Array("GET /layout.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(padding)Connection: close\r\n\r\n".utf8)
            }
            let fits = try await blocking { try LoopbackClient.exchange(request(headerLines: 30), port: port) }
            #expect(fits.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(fits.prefix(40))")
            for lines in [33, 400] {
                let refused = try await blocking { try LoopbackClient.exchange(request(headerLines: lines), port: port) }
                #expect(refused.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(refused.prefix(60))")
            }
            // One endless header, never finished.
            let endless = try await blocking {
                try LoopbackClient.exchange(Array("GET / HTTP/1.1\r\nX-Long: \(String(repeating: "z", count: 40000))".utf8), port: port)
            }
            #expect(endless.hasPrefix("HTTP/1.1 431 "))
        }
    }

    /// A head sent a byte at a time does not hold the connection past the idle timeout: the
    /// time counts from the start of the head, not from the last byte.
    @Test func aHeadSentSlowlyIsClosed() async throws {
        try await withServer(idleTimeout: 1) { _, port in
            let client = try LoopbackClient(port: port)
            let seconds = try await blocking { try client.dripsUntilClosed(Array("GET / HTTP/1.1\r\nX-Slow: ".utf8) + [UInt8](repeating: 0x61, count: 200)) }
            // A byte each 50 ms: the whole head would take 10 s; closed after about 1 s.
            #expect(seconds != nil && seconds! < 9, "\(String(describing: seconds))")
        }
    }

    /// What is not HTTP/1.x is not answered: the connection is closed.
    @Test func aMalformedRequestIsClosed() async throws {
        try await withServer { _, port in
            for request in ["GET /\r\n\r\n", "GET / HTTP/2.0\r\n\r\n", "GET / HTTP/1.1\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nNo colon\r\n\r\n"] {
                let answer = try await blocking { try LoopbackClient.exchange(Array(request.utf8), port: port) }
                #expect(answer == "", "\(request)")
            }
            let page = try await blocking { try LoopbackClient.get("/", port: port) }
            #expect(page.status == 200)
        }
    }

    /// At most `connectionLimit` connections are open at once; past it a new one is closed at
    /// once, and when one closes the next is served.
    @Test func connectionsAreCapped() async throws {
        try await withServer(idleTimeout: 60, connectionLimit: 4) { server, port in
            let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port) }
            #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            var idle = try (0..<3).map { _ in try LoopbackClient(port: port) }
            while server.connectionCount < 4 { try await Task.sleep(for: .milliseconds(5)) }
            let extra = try LoopbackClient(port: port)
            // Closed at once, not after the minute's idle timeout.
            #expect(try await blocking { try extra.waitsForClose(seconds: 10) })
            idle.removeLast()
            while server.connectionCount > 3 { try await Task.sleep(for: .milliseconds(5)) }
            #expect(try await blocking { try LoopbackClient.get("/", port: port) }.status == 200)
            await server.publish(version: 1)
            #expect(try await blocking { try page.readText() } == "{\"version\":1}")
            _ = idle
        }
    }

    /// A page that closes its side is let go without waiting for a save.
    @Test func aClosedPageIsLetGo() async throws {
        try await withServer { server, port in
            let page = try await blocking { try LoopbackClient.webSocket("/updates", port: port) }
            #expect(try await blocking { try page.readText() } == "{\"version\":0}")
            #expect(await server.pageCount == 1)
            page.closeSending()
            for _ in 0..<500 where await server.pageCount > 0 { try await Task.sleep(for: .milliseconds(10)) }
            #expect(await server.pageCount == 0)
        }
    }
}
