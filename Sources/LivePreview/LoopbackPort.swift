import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ports of 127.0.0.1 for the live preview.
package enum LoopbackPort {
    /// The port tried first: 7480, or the next free one.
    package static let preferred: UInt16 = 7480
    /// How many ports after ``preferred`` are tried.
    package static let tries = 64

    /// ``preferred`` and the ports after it, in the order they are tried.
    package static var candidates: [UInt16] { (0..<UInt16(tries)).map { preferred + $0 } }

    /// Whether a server could listen on the port of 127.0.0.1 now.
    package static func isFree(_ port: UInt16) -> Bool {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // As the server binds: a port in TIME_WAIT from a server just stopped is free.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = socketAddress(port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return bound == 0 && listen(descriptor, 1) == 0
    }

    /// 127.0.0.1 and the port, as `bind` and `connect` take them.
    static func socketAddress(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
