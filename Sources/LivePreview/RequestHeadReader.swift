/// Reads requests' heads off a connection in linear time, within limits checked as the bytes
/// arrive, before anything is parsed: a request line of at most ``longestRequestLine`` bytes and
/// headers of at most ``largestHeaders`` bytes in all. Bytes past a head (a pipelined request) are
/// kept for the next one.
struct RequestHeadReader {
    /// The request line's limit, empty lines before it included (the URL is in it).
    static let longestRequestLine = 8 << 10
    /// The headers' limit, all lines after the request line, the blank one included.
    static let largestHeaders = 32 << 10

    enum Outcome: Equatable {
        case head(HTTPRequestHead)
        /// The request line is over its limit: 414.
        case requestLineTooLong
        /// The headers are over their limit: 431.
        case headersTooLarge
        /// Not HTTP/1.x: the connection is closed.
        case malformed
        /// The peer closed, or sent no whole head in time.
        case closed
    }

    private var buffer: [UInt8] = []

    /// The next request's head, read by `deadline`.
    mutating func next(from connection: LoopbackConnection, before deadline: ContinuousClock.Instant) -> Outcome {
        var scanned = 0
        var lineStart = 0
        var headersStart: Int?
        var requestLine: [UInt8] = []
        // Ranges, not slices: a slice would share the buffer and make each read copy it.
        var lines: [Range<Int>] = []
        while true {
            // Each byte is looked at once: the scan resumes where the last one ended.
            while let end = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = lineStart..<(end > lineStart && buffer[end - 1] == 0x0D ? end - 1 : end)
                scanned = end + 1
                lineStart = end + 1
                if let start = headersStart {
                    guard end + 1 - start <= Self.largestHeaders else { return .headersTooLarge }
                    guard !line.isEmpty else {
                        let head = Self.parse(requestLine, lines.map { buffer[$0] })
                        buffer.removeFirst(end + 1)
                        return head.map(Outcome.head) ?? .malformed
                    }
                    lines.append(line)
                } else {
                    guard end + 1 <= Self.longestRequestLine else { return .requestLineTooLong }
                    // Empty lines before a request line are ignored (RFC 9112 §2.2).
                    if !line.isEmpty {
                        requestLine = Array(buffer[line])
                        headersStart = end + 1
                    }
                }
            }
            scanned = buffer.count
            if let start = headersStart {
                guard buffer.count - start <= Self.largestHeaders else { return .headersTooLarge }
            } else {
                guard buffer.count <= Self.longestRequestLine else { return .requestLineTooLong }
            }
            guard let bytes = connection.receive(upTo: 16 << 10, before: deadline) else { return .closed }
            buffer += bytes
        }
    }

    /// The head of a request line and header lines; nil when they are not HTTP/1.x.
    static func parse(_ requestLine: [UInt8], _ lines: [ArraySlice<UInt8>]) -> HTTPRequestHead? {
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return nil }
        var headers: [HTTPRequestHead.Header] = []
        for line in lines {
            // A line folded onto the one before (obsolete) or without a name is not HTTP.
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                !line[line.startIndex..<colon].contains(where: { $0 == 0x20 || $0 == 0x09 })
            else { return nil }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = line[(colon + 1)...].drop(while: { $0 == 0x20 || $0 == 0x09 })
            let trimmed = value.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 }).reversed()
            headers.append(.init(name: name, value: String(decoding: trimmed, as: UTF8.self)))
        }
        return HTTPRequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self), version: version,
            headers: headers)
    }
}
