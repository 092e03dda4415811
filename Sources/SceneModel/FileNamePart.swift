/// The names that become part of file names: a state's makes its golden's name
/// (`card.state-NAME.png`) and an animation's its filmstrip's (`card.NAME.png`), and both name
/// the artifacts of a failure and are printed in results and CI annotations. They hold no line
/// break or other control character, no `/` and no `..`, and fit a file name.
package enum FileNamePart {
    /// A file name is at most 255 bytes on Linux and macOS; the scene's name and suffixes go around it.
    package static let maximumBytes = 200

    /// Refuses a name that cannot be part of a file name; `what` is how the message calls it
    /// ("the state name").
    package static func check(_ name: String, _ what: String, at location: SourceLocation) throws(SceneError) {
        guard let found = problem(name) else { return }
        throw SceneError(
            "\(what) '\(name.escapedForComment)' \(found); a state's or animation's name is part of file names and printed lines, "
                + "so it holds no control character, '/' or '..' and is at most \(maximumBytes) bytes",
            at: location)
    }

    /// What is wrong with the name, or nil.
    static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if let c = name.unicodeScalars.first(where: isControl) {
            let hex = String(c.value, radix: 16, uppercase: true)
            return "holds a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
        }
        if name.utf8.contains(UInt8(ascii: "/")) { return "holds '/'" }
        if name.contains("..") { return "holds '..'" }
        if name.utf8.count > maximumBytes { return "is \(name.utf8.count) bytes long" }
        return nil
    }

    /// C0 and C1 controls, DEL, and the separators YAML and JavaScript also end a line at.
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029
    }
}
