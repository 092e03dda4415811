import Foundation

/// RFC 6455's opening handshake, as the server answers it, and the frames the server sends: text
/// messages and the close of a server going away. The server never reads a frame.
enum WebSocket {
    /// The key of a valid handshake request (RFC 6455 §4.2.1), or why it is not one.
    static func key(of request: HTTPRequestHead) -> Result<String, HandshakeError> {
        guard request.method == "GET" else { return .failure(HandshakeError("a WebSocket is opened with GET")) }
        guard request.header("Upgrade")?.lowercased() == "websocket" else {
            return .failure(HandshakeError("Upgrade header must be 'websocket'"))
        }
        let tokens = (request.header("Connection") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard tokens.contains("upgrade") else { return .failure(HandshakeError("Connection header must contain 'Upgrade'")) }
        guard let key = request.header("Sec-WebSocket-Key"), Data(base64Encoded: key)?.count == 16 else {
            return .failure(HandshakeError("Sec-WebSocket-Key header must be 16 bytes encoded as base64"))
        }
        guard request.header("Sec-WebSocket-Version") == "13" else {
            return .failure(HandshakeError("Sec-WebSocket-Version header must be '13'"))
        }
        return .success(key)
    }

    /// `Sec-WebSocket-Accept` for a key: base64 of the SHA-1 of the key and RFC 6455's GUID.
    static func accept(key: String) -> String {
        Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
    }

    /// The 101 answer that opens the WebSocket.
    static func switching(key: String) -> HTTPResponse {
        HTTPResponse(
            status: 101, headers: ["Connection": "upgrade", "Upgrade": "websocket", "Sec-WebSocket-Accept": accept(key: key)],
            body: [], statesLength: false)
    }

    /// A text message in one unmasked frame, as a server sends it.
    static func textFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        switch payload.count {
        case ..<126: frame.append(UInt8(payload.count))
        case ..<65536: frame += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [127] + (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (56 - 8 * $0)) }
        }
        return frame + payload
    }

    /// A close frame with status 1001, "going away": the server stops.
    static let goingAwayFrame: [UInt8] = [0x88, 0x02, 0x03, 0xE9]

    struct HandshakeError: Error, Equatable {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
