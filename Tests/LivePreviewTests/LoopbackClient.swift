import Foundation

@testable import LivePreview

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking HTTP and WebSocket client for 127.0.0.1, enough to test the server byte by byte
/// (any Host header, the WebSocket's frames as sent).
final class LoopbackClient: @unchecked Sendable {
    let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = LoopbackPort.socketAddress(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connected == 0 else {
            close(descriptor)
            throw ClientError("cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit { close(descriptor) }

    /// GET: the status code and the body.
    static func get(_ path: String, port: UInt16, host: String? = nil) throws -> (status: Int, headers: String, body: String) {
        let client = try LoopbackClient(port: port)
        try client.send("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        let (status, headers) = try client.readHead()
        let length = headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        return (status, headers, String(decoding: try client.read(count: length), as: UTF8.self))
    }

    /// Sends `request` as it is and returns everything the server sends until it closes the
    /// connection (or 10 s pass).
    static func exchange(_ request: [UInt8], port: UInt16) throws -> String {
        let client = try LoopbackClient(port: port)
        // Sent without SIGPIPE: the server may refuse and close before taking all of it.
        var sent = 0
        while sent < request.count {
            let n = request.withUnsafeBytes { Glibc.send(client.descriptor, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { break }
            sent += n
        }
        while (try? client.fill()) != nil {}
        return String(decoding: client.pending, as: UTF8.self)
    }

    /// Opens a WebSocket at the path, as a page of `origin` would (none: not a browser).
    static func webSocket(_ path: String, port: UInt16, origin: String? = nil) throws -> LoopbackClient {
        let client = try LoopbackClient(port: port)
        try client.send(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + (origin.map { "Origin: \($0)\r\n" } ?? "")
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        let (status, _) = try client.readHead()
        guard status == 101 else { throw ClientError("the WebSocket was answered \(status)") }
        return client
    }

    /// The next text message of a WebSocket (the server's frames are not masked).
    func readText() throws -> String {
        let head = try read(count: 2)
        var length = Int(head[1] & 0x7F)
        if length == 126 { length = try read(count: 2).reduce(0) { $0 << 8 | Int($1) } }
        if length == 127 { length = try read(count: 8).reduce(0) { $0 << 8 | Int($1) } }
        let payload = try read(count: length)
        guard head[0] & 0x0F == 1 else { throw ClientError("a frame of opcode \(head[0] & 0x0F), not text") }
        return String(decoding: payload, as: UTF8.self)
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { throw ClientError("cannot send") }
    }

    /// Sends `bytes`, then zeros until the kernel would block or `limit` bytes went: how many
    /// bytes the connection took. The socket waits again afterwards.
    func sendWithoutWaiting(_ bytes: [UInt8], thenZerosUpTo limit: Int) throws -> Int {
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else { throw ClientError("cannot send") }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor, F_SETFL, flags) }
        let chunk = [UInt8](repeating: 0, count: 1 << 16)
        var sent = 0
        // A few tries after the first refusal: the server may be between reads.
        var refusals = 0
        while sent < limit && refusals < 20 {
            let n = chunk.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 { sent += n; refusals = 0 } else { refusals += 1; usleep(10_000) }
        }
        return sent
    }

    /// The next `count` bytes.
    func readBytes(count: Int) throws -> [UInt8] { try read(count: count) }

    /// Closes the sending side, as a browser's tab that closes.
    func closeSending() { shutdown(descriptor, Int32(SHUT_WR)) }

    /// Sends `bytes` one every 50 ms until the server closes the connection: the seconds that
    /// took, or nil when all were sent first.
    func dripsUntilClosed(_ bytes: [UInt8]) throws -> Double? {
        let start = Date()
        for byte in bytes {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 0) > 0 {
                var read: UInt8 = 0
                if recv(descriptor, &read, 1, Int32(MSG_DONTWAIT)) <= 0 { return Date().timeIntervalSince(start) }
            }
            var one = byte
            guard Glibc.send(descriptor, &one, 1, Int32(MSG_NOSIGNAL)) == 1 else { return Date().timeIntervalSince(start) }
            usleep(50_000)
        }
        return nil
    }

    /// Whether the server closes the connection within `seconds` (nothing is read from it).
    func waitsForClose(seconds: Int) throws -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }

    private func readHead() throws -> (Int, String) {
        while true {
            if let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(..<end.upperBound)
                let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
                return (status, head)
            }
            try fill()
        }
    }

    private func read(count: Int) throws -> [UInt8] {
        while pending.count < count { try fill() }
        defer { pending.removeFirst(count) }
        return Array(pending[..<count])
    }

    private func fill() throws {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw ClientError("the connection closed or timed out") }
        pending += buffer[..<n]
    }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
