/// An answer: status, headers and body, written as HTTP/1.1 with the headers sorted by name and
/// `Content-Length` added.
struct HTTPResponse: Sendable, Equatable {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    /// False for the WebSocket's 101, which has no body to measure.
    var statesLength = true

    /// Plain text, never cached, never sniffed as another type.
    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: previewHeaders("text/plain; charset=utf-8"), body: Array(message.utf8))
    }

    /// Never cached: the same address shows a new drawing after every save.
    static func previewHeaders(_ type: String) -> [String: String] {
        ["Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"]
    }

    /// The status line, the headers and the body, as sent.
    var bytes: [UInt8] {
        var all = headers
        if statesLength && all["Content-Length"] == nil { all["Content-Length"] = String(body.count) }
        let lines = ["HTTP/1.1 \(status) \(Self.reason(status))"] + all.keys.sorted().map { "\($0): \(all[$0] ?? "")" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    /// The reason phrase of the statuses the server sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Internal Server Error"
        }
    }
}
