import Foundation
import PackagePlugin

/// `swift package strut check Scenes --goldens Goldens …`: strut run from the package's folder, as
/// SwiftLint and SwiftFormat ship theirs. SwiftPM builds strut for the machine first; writing goldens,
/// reports or results asks for `--allow-writing-to-package-directory`.
@main
struct StrutCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let strut = try context.tool(named: "strut")
        let process = Process()
        process.executableURL = strut.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // strut's own exit status: 1 a difference, 2 bad input.
        guard process.terminationStatus == 0 else { throw StrutFailed(status: process.terminationStatus) }
    }
}

/// strut ended with a failure; its messages are already printed.
struct StrutFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "strut exited with status \(status)" }
}
