import ArgumentParser
import SceneModel

/// Prints located scene errors and ends with status 2.
func reportingErrors<T>(_ body: () throws(SceneError) -> T) throws -> T {
    do throws(SceneError) {
        return try body()
    } catch {
        printError("error: \(error)")
        throw ExitCode(2)
    }
}
