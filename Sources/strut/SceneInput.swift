import ArgumentParser
import AutoLayout
import SceneFile

#if canImport(Glibc)
    import Glibc
#endif

/// Reading scene files (or standard input for `-`) into loaded scenes.
enum SceneInput {
    /// The text of a scene path; `-` reads standard input.
    static func read(_ path: String) throws(SceneError) -> String {
        if path == "-" {
            var text = ""
            while let line = readLine(strippingNewline: false) { text += line }
            return text
        }
        guard let file = fopen(path, "rb") else {
            throw SceneError("cannot open '\(path)': \(String(cString: strerror(errno)))", at: SourceLocation(file: path, line: 1, column: 1))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError("'\(path)' is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return text
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Parses a scene file.
    static func document(_ path: String) throws(SceneError) -> SceneDocument {
        try SceneParser.parse(read(path), file: displayName(path))
    }
}

/// Prints located scene errors and ends with status 2.
func reportingErrors<T>(_ body: () throws(SceneError) -> T) throws -> T {
    do throws(SceneError) {
        return try body()
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
