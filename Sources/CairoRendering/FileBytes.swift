#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and atomic writes with POSIX calls.
enum FileBytes {
    /// Why a file operation failed: the system's message.
    struct Failure: Error {
        var reason: String

        static func errno(_ what: String) -> Failure {
            Failure(reason: "\(what): \(String(cString: strerror(Glibc.errno)))")
        }
    }

    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .errno("open") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && Glibc.errno == EINTR { continue }
            guard count >= 0 else { throw .errno("read") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Writes `bytes` to a temporary file next to `path`, then renames it over `path`: readers
    /// see the old file or the whole new one, and a failure leaves nothing behind.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .errno("cannot create a file in \(directory.isEmpty ? "." : directory)") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            fchmod(fd, 0o644)
            guard close(fd) == 0 else { throw .errno("close") }
            guard rename(temporary, path) == 0 else { throw .errno("rename") }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && Glibc.errno == EINTR { continue }
            guard written > 0 else { throw .errno("write") }
            offset += written
        }
    }
}
