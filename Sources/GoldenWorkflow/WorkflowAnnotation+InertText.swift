extension WorkflowAnnotation {
    /// The text with no line GitHub's runner would take for a workflow command: every line strut
    /// prints goes through it under GitHub Actions, but strut's own annotations (``text``).
    ///
    /// The runner reads a command from a line (ended by LF, CR or CRLF) that begins with `::`
    /// after white space, or that holds `##[` anywhere (the older form). A name, path or value
    /// quoted with a line break could so begin `::error file=README.md,line=1::…` or
    /// `::stop-commands::x`, which hides every later annotation. Such a line keeps the line
    /// break before it, shown as `\u{A}` (it is part of the value, which stays on one line); one
    /// that opens the text has its first colon shown as `\u{3A}`; `##[` is shown as `##\u{5B}`,
    /// and a carriage return as `\u{D}`. Everything is matched scalar by scalar, as the runner
    /// compares UTF-16 units: a combining mark after `::` hides nothing.
    package static func inert(_ text: String) -> String {
        guard mayHoldCommand(text) else { return text }
        var out = String.UnicodeScalarView()
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // The runner trims white space as .NET knows it: Unicode's White_Space.
            let start = line.drop { $0.properties.isWhitespace }
            let command = start.starts(with: "::".unicodeScalars)
            if index > 0 { out.append(contentsOf: (command ? "\\u{A}" : "\n").unicodeScalars) }
            var hashes = 0
            for position in line.indices {
                let scalar = line[position]
                if scalar == "\r" {
                    out.append(contentsOf: "\\u{D}".unicodeScalars)
                } else if scalar == "[" && hashes >= 2 {
                    out.append(contentsOf: "\\u{5B}".unicodeScalars)
                } else if index == 0 && command && position == start.startIndex {
                    out.append(contentsOf: "\\u{3A}".unicodeScalars)
                } else {
                    out.append(scalar)
                }
                hashes = scalar == "#" ? hashes + 1 : 0
            }
        }
        return String(out)
    }

    /// Whether the text holds `::`, `##[` or a carriage return: most printed text does not, and
    /// is printed as it is.
    private static func mayHoldCommand(_ text: String) -> Bool {
        var previous: UInt8 = 0, beforeThat: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: ":") && previous == UInt8(ascii: ":"))
                || (byte == UInt8(ascii: "[") && previous == UInt8(ascii: "#") && beforeThat == UInt8(ascii: "#"))
            {
                return true
            }
            (beforeThat, previous) = (previous, byte)
        }
        return false
    }
}
