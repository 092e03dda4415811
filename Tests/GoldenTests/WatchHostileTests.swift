import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// GET over a socket that gives up after `seconds`: the body, or nil when nothing came in time.
func httpGet(_ address: String, _ path: String, seconds: Int = 5) -> String? {
    guard let port = UInt16(address.split(separator: ":").last!.dropLast()) else { return nil }
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return nil }
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if n <= 0 { break }
        response += buffer[..<n]
    }
    return response.isEmpty ? nil : String(decoding: response, as: UTF8.self)
}

/// `strut watch` when the watched file is replaced by something else than a scene.
@Suite(.serialized) struct WatchHostileTests {
    /// Puts `make` (given a path beside the scene) in the scene's place by a rename, as a save.
    func replace(_ watch: WatchSession, with make: (URL) throws -> Void) throws {
        let temporary = watch.folder.appendingPathComponent(".replacement")
        try make(temporary)
        #expect(rename(temporary.path, watch.scene.path) == 0)
    }

    /// Waits until /preview.json says the file has an error; its body.
    func previewWithError(_ watch: WatchSession) -> String? {
        for _ in 0..<100 {
            if let body = httpGet(watch.address, "/preview.json"), body.contains("\"error\":{") || body.contains("\"error\": {") { return body }
            usleep(50_000)
        }
        return httpGet(watch.address, "/preview.json")
    }

    /// A FIFO in the file's place hung every address (opening it waited for a writer), and
    /// SIGTERM could not end the process: only regular files are read, never waiting to open.
    @Test func aFIFOInTheFilesPlaceIsAnErrorNotAHang() throws {
        let watch = try WatchSession(scene: boxScene(width: 100))
        try replace(watch) { #expect(mkfifo($0.path, 0o600) == 0) }
        let preview = try #require(previewWithError(watch))
        #expect(preview.contains("is not a regular file"), "\(preview)")
        #expect(httpGet(watch.address, "/scene.svg")?.contains("<svg") == true, "the last good drawing is still served")
        kill(watch.process.processIdentifier, SIGTERM)
        watch.process.waitUntilExit()
        #expect(watch.process.terminationStatus == 0)
    }

    /// Through a link swapped into the file's place, /preview.json served any file the process
    /// could read: the file first named is the only one read, and a link in its place is refused.
    @Test func aLinkSwappedInServesNothingElse() throws {
        let watch = try WatchSession(scene: boxScene(width: 100))
        let secret = watch.folder.appendingPathComponent("secret.txt")
        try Data("root: { secret: SECRET-CONTENT }\n".utf8).write(to: secret)
        try replace(watch) { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: secret.path) }
        let preview = try #require(previewWithError(watch))
        #expect(preview.contains("it is a symbolic link"), "\(preview)")
        #expect(!preview.contains("SECRET-CONTENT"))
        #expect(watch.interrupt() == 0)
    }

    /// Running out of file descriptors ended listening for good, silently: listening starts
    /// again once connections close.
    @Test func runningOutOfFileDescriptorsDoesNotEndServing() throws {
        let watch = try WatchSession(scene: boxScene(width: 100), arguments: [], limitingFileDescriptorsTo: 48)
        let port = UInt16(watch.address.split(separator: ":").last!.dropLast())!
        var held: [Int32] = []
        for _ in 0..<80 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            held.append(descriptor)
        }
        usleep(500_000)
        for descriptor in held { close(descriptor) }
        var answered = false
        for _ in 0..<50 where !answered {
            answered = httpGet(watch.address, "/layout.json", seconds: 2)?.contains("200 OK") == true
            if !answered { usleep(100_000) }
        }
        #expect(answered)
        #expect(watch.interrupt() == 0)
    }
}
