import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One rule for every command: nothing it writes replaces one of the files it reads, and no two
/// of its outputs go to one file. Refused before anything is read or written.
enum OutputPaths {
    /// Whether two paths name one file: the same path once links are resolved, or (when both
    /// exist) the same device and inode, which also catches hard links.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        guard a != "-", b != "-" else { return false }
        if resolved(a) == resolved(b) { return true }
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Ends the command (status 2) when an output would replace an input, or two outputs one file.
/// `outputs` are what is written, each with what it is: `("the diff image", "d.png")`.
func refuseReplacingInputs(_ outputs: [(what: String, path: String)], inputs: [String]) throws {
    for (what, path) in outputs {
        if let input = inputs.first(where: { OutputPaths.isSameFile(path, $0) }) {
            printError("error: \(what) would replace the input '\(input)'; write it to another file")
            throw ExitCode(2)
        }
    }
    for (i, first) in outputs.enumerated() {
        if let second = outputs[(i + 1)...].first(where: { OutputPaths.isSameFile(first.path, $0.path) }) {
            printError("error: \(first.what) and \(second.what) would both be written to '\(second.path)'; give them separate files")
            throw ExitCode(2)
        }
    }
}
