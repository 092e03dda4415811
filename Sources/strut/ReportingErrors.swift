import ArgumentParser
import SceneModel

/// Prints an input error (a located scene error, a check's error about a results folder or a
/// shard variable) and ends with status 2.
func reportingErrors<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
    do throws(E) {
        return try body()
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
