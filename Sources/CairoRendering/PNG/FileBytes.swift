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

    /// The whole file, or an error past `limit` bytes.
    static func read(_ path: String, atMost limit: Int = .max) throws(Failure) -> [UInt8] {
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
            guard bytes.count <= limit else { throw Failure(reason: "the file is over \(limit >> 20) MiB") }
        }
    }

    /// Writes `bytes` to a temporary file next to `path`, then renames it over `path`: readers
    /// see the old file or the whole new one, and a failure leaves nothing behind.
    ///
    /// A symbolic link is written through (its target is replaced, the link stays); a device, pipe
    /// or socket (`/dev/null`, `/dev/stdout`) is written to in place, never replaced by a file. A
    /// new file's mode follows the umask; a replaced file keeps its mode.
    static func writeAtomically(_ bytes: [UInt8], to requested: String) throws(Failure) {
        var path = requested
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        var mode: mode_t
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) != S_IFREG { return try writeInPlace(bytes, to: path) }
            mode = info.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        try replace(path, with: bytes, mode: mode)
    }

    /// Writes to what is not a regular file (a device, a pipe) without replacing it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { throw .errno("open") }
        defer { close(fd) }
        try writeAll(bytes, to: fd)
    }

    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .errno("cannot create a file in \(directory.isEmpty ? "." : directory)") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            fchmod(fd, mode)
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
