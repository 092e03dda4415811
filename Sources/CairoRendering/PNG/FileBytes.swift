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
    /// A symbolic link is written through, even one to a file not made yet (its target is
    /// written, the link stays); a device, pipe or socket (`/dev/null`, `/dev/stdout`) is written
    /// to in place, never replaced by a file. A new file's mode follows the umask; a replaced file
    /// keeps its mode.
    static func writeAtomically(_ bytes: [UInt8], to requested: String) throws(Failure) {
        let path = try linkTarget(requested)
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) != S_IFREG { return try writeInPlace(bytes, to: path) }
            try replace(path, with: bytes, mode: info.st_mode & 0o7777)
        } else {
            try replace(path, with: bytes, mode: nil)
        }
    }

    /// The path once the symbolic links it ends in are followed, to their last target whether it
    /// exists or not (`realpath` gives up on a link to a file not made yet, which was then
    /// replaced by a file instead of written through).
    static func linkTarget(_ path: String) throws(Failure) -> String {
        var path = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1) }
            guard count >= 0 else { throw .errno("readlink") }
            let target = String(decoding: buffer[0..<count], as: UTF8.self)
            // A relative target is relative to the link's folder.
            let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
            path = target.hasPrefix("/") ? target : folder + target
        }
        throw Failure(reason: "too many symbolic links")
    }

    /// Writes to what is not a regular file (a device, a pipe) without replacing it.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { throw .errno("open") }
        defer { close(fd) }
        try writeAll(bytes, to: fd)
    }

    /// - Parameter mode: the replaced file's; nil for a new file, made with the umask's mode
    ///   (given to `open`, which applies it: the umask is never changed, as other threads write).
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var temporary = "", fd: Int32 = -1
        for _ in 0..<100 {
            temporary = "\(directory).\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || Glibc.errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .errno("cannot create a file in \(directory.isEmpty ? "." : String(directory.dropLast()))") }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            if let mode { fchmod(fd, mode) }
            guard close(fd) == 0 else {
                fd = -1
                throw .errno("close")
            }
            fd = -1
            guard rename(temporary, path) == 0 else { throw .errno("rename") }
        } catch {
            if fd >= 0 { close(fd) }
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
