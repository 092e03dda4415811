import Foundation
import StrutPipeline

#if canImport(Glibc)
    import Glibc
#endif

extension GoldenCheck {
    /// `FOLDER/STEM.png` and the like: the file a golden or an artifact is read from or written
    /// to, refused when its name could reach outside the folder (an empty, `.` or `..` part, or a
    /// leading `/`) or holds a control character, whatever let it through.
    package static func file(in folder: String, stem: String, suffix: String) throws(GoldenCheckError) -> String {
        for part in stem.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty || part == "." || part == ".." {
                throw GoldenCheckError("the golden's name '\(stem.onOneLine)' has an empty, '.' or '..' part; it would be outside '\(folder.onOneLine)'")
            }
            if String(part).onOneLine != part {
                throw GoldenCheckError("the golden's name '\(stem.onOneLine)' holds a control character; goldens and artifacts are named without them")
            }
        }
        return (folder as NSString).appendingPathComponent(stem + suffix)
    }

    /// Refuses a golden that is not a regular file once links are followed: a FIFO would block the
    /// check, a device never end it.
    static func refuseUnlessRegularFile(_ path: String) throws(GoldenCheckError) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG else { return }
        throw GoldenCheckError("not a regular file (a FIFO, a device or a socket); check reads files")
    }
}
